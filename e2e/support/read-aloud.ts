import type { Locator, Page } from '@playwright/test';
import { waitForPageReady } from './browser.js';
import { expect } from './fixtures.js';
import { installSpeechRecorder, removeSpeechSynthesis } from './speech-recorder.js';

/** A page with plenty of text in its main content, headings and paragraphs. */
export const TEXT_PAGE = '/accessibility';
export const MOBILE = { width: 320, height: 640 };

export function readAloudButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Read aloud' });
}

/** The panel (the Accessibility page has a "Read aloud" section of its own, so by its id too). */
export function panelOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Read aloud' }).and(page.locator('#read-aloud-panel'));
}

export async function openPanel(page: Page): Promise<Locator> {
  await readAloudButton(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Opens a page with speech replaced as the browser test needs it (the recorder with its voices, the
 * recorder without any voice, or no speech synthesis at all), then the read-aloud panel.
 */
export async function openPanelOn(
  page: Page,
  path: string,
  speech: 'recorder' | 'no voices' | 'no synthesis' = 'recorder',
): Promise<Locator> {
  if (speech === 'no synthesis') await removeSpeechSynthesis(page);
  else await installSpeechRecorder(page, ...(speech === 'no voices' ? [[]] : []));
  await page.goto(path);
  await waitForPageReady(page);
  return openPanel(page);
}
