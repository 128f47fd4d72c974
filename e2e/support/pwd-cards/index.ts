import { DISABILITY_CATEGORIES, type DisabilityCategory } from '@kakayahan/contracts';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import {
  ID_NUMBER_STYLES,
  idNumberDigits,
  randomCardData,
  randomIdNumber,
  type IdNumberStyle,
  type PwdCardData,
} from './card-data.js';
import { launchChromium } from '../chromium.js';
import { CARD_HEIGHT, CARD_WIDTH } from './card-parts.js';
import { CARD_LAYOUTS, cardHtml, type CardLayout } from './card-layouts.js';
import { developPhoto, flatCardHtml, photoSettings, sceneHtml, type Degradation } from './phone-photo.js';
import { createRandom } from './random.js';

export type { CardLayout, Degradation, IdNumberStyle, PwdCardData };
export { CARD_LAYOUTS, ID_NUMBER_STYLES, idNumberDigits, randomIdNumber };

/** What one card shows and how it is photographed. Anything left out is drawn from the seed. */
export interface PwdCardOptions {
  /** Printed upper case on the card, e.g. "Maria Santos". */
  name?: string;
  disability?: DisabilityCategory;
  /** As printed: "13-7604-000-0012345", "0012345" or "042103065-209". */
  idNumber?: string;
  layout?: CardLayout;
  /** Default "mild": a careful phone photo the reader gets right. */
  degradation?: Degradation;
  /** Same seed, same image. Default 1. */
  seed?: number;
}

/** A rendered card with the answers a reader should give. */
export interface RenderedPwdCard {
  /** JPEG bytes. */
  image: Buffer;
  data: PwdCardData;
  layout: CardLayout;
  degradation: Degradation;
  expected: { disability: DisabilityCategory; id_number: string };
}

/** Renders cards in one Chromium; close it when done. */
export interface PwdCardRenderer {
  render(options?: PwdCardOptions): Promise<RenderedPwdCard>;
  close(): Promise<void>;
}

/** The system Chromium with the same quiet flags as the e2e suite (e2e/support/browser.ts). */

async function screenshot(
  browser: Browser,
  html: string,
  viewport: { width: number; height: number },
  scale: number,
): Promise<Buffer> {
  const page = await browser.newPage({ viewport, deviceScaleFactor: scale });
  try {
    // Nothing may leave the machine: the page is inline and its fonts are the system's.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    await page.waitForFunction('document.fonts.status === "loaded"');
    return await page.screenshot({ type: 'png', animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/**
 * Starts a renderer. Pass the test's own browser to share it (it is then left open by close());
 * otherwise the system Chromium (CHROME_PATH or /usr/bin/chromium) is launched.
 */
export async function createPwdCardRenderer(browser?: Browser): Promise<PwdCardRenderer> {
  const owned = browser ? undefined : await launchChromium();
  const active = browser ?? owned;
  if (!active) throw new Error('no browser');
  return {
    async render(options = {}) {
      const random = createRandom(options.seed ?? 1);
      const pinned: Partial<PwdCardData> = {};
      if (options.name !== undefined) pinned.name = options.name;
      if (options.disability !== undefined) pinned.disability = options.disability;
      if (options.idNumber !== undefined) pinned.idNumber = options.idNumber;
      const data = randomCardData(random, pinned);
      const layout = options.layout ?? random.pick(CARD_LAYOUTS);
      const degradation = options.degradation ?? 'mild';
      const card = cardHtml(data, layout, random);
      let image: Buffer;
      if (degradation === 'none') {
        const png = await screenshot(active, flatCardHtml(card), { width: CARD_WIDTH, height: CARD_HEIGHT }, 1.5);
        image = await sharp(png).removeAlpha().jpeg({ quality: 92 }).toBuffer();
      } else {
        const settings = photoSettings(random, degradation);
        const png = await screenshot(active, sceneHtml(card, settings), settings.viewport, settings.scale);
        image = await developPhoto(png, settings, random);
      }
      return {
        image,
        data,
        layout,
        degradation,
        expected: { disability: data.disability, id_number: idNumberDigits(data.idNumber) },
      };
    },
    async close() {
      await owned?.close();
    },
  };
}

/**
 * One card image (JPEG) for a browser journey, e.g.
 * `await renderPwdCard({ name: 'Maria Santos', disability: 'Visual Disability', idNumber: '13-7604-000-0012345' })`.
 */
export async function renderPwdCard(options: PwdCardOptions & { browser?: Browser } = {}): Promise<Buffer> {
  const renderer = await createPwdCardRenderer(options.browser);
  try {
    return (await renderer.render(options)).image;
  } finally {
    await renderer.close();
  }
}

/** One entry of a card set: a stable name, the options that reproduce it, and the rendered card. */
export interface PwdCardSetEntry extends RenderedPwdCard {
  name: string;
  options: PwdCardOptions;
}

/**
 * The options of a varied set: every disability category, every layout and ID style in turn, and a
 * mix of photo levels (a fifth mild, three fifths ordinary phone photos, a fifth harsh).
 */
export function pwdCardSetOptions(count: number, seed = 2024): PwdCardOptions[] {
  const levels: Degradation[] = ['mild', 'phone', 'phone', 'phone', 'harsh'];
  return Array.from({ length: count }, (_, index) => {
    const random = createRandom(seed * 7919 + index);
    const style = ID_NUMBER_STYLES[index % ID_NUMBER_STYLES.length] ?? 'national';
    return {
      disability: DISABILITY_CATEGORIES[index % DISABILITY_CATEGORIES.length],
      layout: CARD_LAYOUTS[index % CARD_LAYOUTS.length],
      idNumber: randomIdNumber(random, style, random.pick(['01', '03', '04', '07', '11', '13'])),
      degradation: levels[index % levels.length],
      seed: seed * 100_003 + index,
    };
  });
}

/** Renders a whole set (see pwdCardSetOptions), one card at a time, reporting each as it is made. */
export async function renderPwdCardSet(
  count: number,
  seed = 2024,
  onCard?: (entry: PwdCardSetEntry, index: number) => void | Promise<void>,
): Promise<PwdCardSetEntry[]> {
  const renderer = await createPwdCardRenderer();
  const entries: PwdCardSetEntry[] = [];
  try {
    for (const [index, options] of pwdCardSetOptions(count, seed).entries()) {
      const rendered = await renderer.render(options);
      const entry = {
        ...rendered,
        name: `card-${String(index + 1).padStart(3, '0')}-${rendered.layout}-${rendered.degradation}`,
        options,
      };
      entries.push(entry);
      await onCard?.(entry, index);
    }
  } finally {
    await renderer.close();
  }
  return entries;
}
