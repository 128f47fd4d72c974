import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expectNoSidewaysScroll } from '../support/dialogs.js';
import { expect, test } from '../support/fixtures.js';
import { MOBILE, openPanel, openPanelOn, panelOf, readAloudButton, TEXT_PAGE } from '../support/read-aloud.js';
import { highlightedText, installSpeechRecorder, speechRecorder } from '../support/speech-recorder.js';

/** The texts of the page's main headings, in the order of the page. */
function mainHeadings(page: Page): Promise<string[]> {
  return page
    .locator('#main-content')
    .locator('h1, h2')
    .evaluateAll((headings) => headings.map((h) => (h.textContent ?? '').replace(/\s+/gu, ' ').trim()));
}

/** Whether the see-through mark of an image being described (reading-highlight.ts) covers the element. */
function isTinted(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const registry = CSS.highlights as unknown as Map<string, Set<Range>>;
    const element = document.querySelector(css);
    const ranges = [...(registry.get('read-aloud-image') ?? [])];
    return Boolean(element && ranges.some((range) => range.intersectsNode(element)));
  }, selector);
}

test.describe('the read-aloud panel', () => {
  test('opens from the header button and with Alt+Shift+R, by keyboard, never moving the focus', async ({ open }) => {
    const { page, problems } = await open();
    await installSpeechRecorder(page);
    await page.goto('/');
    await waitForPageReady(page);

    // From the logo, Tab reaches the button; its tooltip says the shortcut.
    await page.getByRole('banner').getByRole('link', { name: /home$/u }).focus();
    await page.keyboard.press('Tab');
    const button = readAloudButton(page);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+R');
    await expect(page.getByRole('tooltip')).toHaveText('Shortcut: Alt + Shift + R');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panelOf(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeFocused();
    // Under the header, in the flow of the page: above the main content, not over it.
    const [panelBox, mainBox] = await Promise.all([
      panelOf(page).boundingBox(),
      page.locator('#main-content').boundingBox(),
    ]);
    expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(mainBox!.y + 1);

    await page.keyboard.press('Enter');
    await expect(panelOf(page)).toBeHidden();

    // The shortcut works from anywhere and leaves the focus where it was.
    await page.keyboard.press('Tab');
    const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(panelOf(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(panelOf(page)).toBeHidden();
    assertNoPageProblems(problems, 'opening the read-aloud panel');
  });

  test('Read Page speaks the main content in order, a sentence at a time, and highlights the word being said', async ({
    open,
  }) => {
    const { page } = await open({ viewport: { width: 1280, height: 500 } });
    const panel = await openPanelOn(page, TEXT_PAGE);
    const speech = speechRecorder(page);
    await panel.getByRole('button', { name: 'Read Page' }).click();

    // One utterance at a time, from the page's heading.
    let spoken = await speech.spoken();
    expect(spoken.map((u) => u.text)).toEqual(['Accessibility Statement']);
    await speech.start();
    expect(await highlightedText(page)).toBe('Accessibility Statement');
    await speech.boundary('Accessibility '.length);
    expect(await highlightedText(page)).toBe('Statement');
    expect(await highlightedText(page, 'read-aloud-sentence')).toBe('Accessibility Statement');

    await speech.sayAll();
    spoken = await speech.spoken();
    const texts = spoken.map((u) => u.text);
    // Every heading of the main content, in order; sentence-sized pieces; nothing from the header,
    // footer, the panel itself or the assistant.
    let previous = -1;
    for (const heading of await mainHeadings(page)) {
      const at = texts.indexOf(heading, previous + 1);
      expect(at, `"${heading}" should be read after the heading before it`).toBeGreaterThan(previous);
      previous = at;
    }
    expect(texts).toContain('We keep improving.');
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(200);
    const everything = texts.join(' ');
    for (const outside of ['Job seeker sign in', 'Post a Job', 'About Us', 'Quick Links', 'Ask for help']) {
      expect(everything).not.toContain(outside);
    }
    // The panel's own words (the page itself talks about the panel, so only its control labels).
    for (const control of ['Close', 'Speed', 'Voice']) expect(texts).not.toContain(control);
    expect(spoken.every((u) => u.lang === 'en')).toBe(true);
    // Reading ended: the marks are gone and Pause cannot be pressed.
    expect(await highlightedText(page)).toBeNull();
    await expect(panel.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the word being read is scrolled into view, and the keyboard focus stays put', async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 500 } });
    const panel = await openPanelOn(page, TEXT_PAGE);
    const speech = speechRecorder(page);
    const readPage = panel.getByRole('button', { name: 'Read Page' });
    await readPage.focus();
    await page.keyboard.press('Enter');
    // Say sentences until the one about support, far down the page.
    for (let i = 0; i < 200 && (await speech.spoken()).at(-1)?.text !== 'Get support'; i += 1) await speech.say();
    await speech.start();
    await speech.boundary(4);
    expect(await highlightedText(page)).toBe('support');
    const isInView = await page.evaluate(() => {
      const registry = CSS.highlights as unknown as Map<string, Set<Range>>;
      const [range] = [...(registry.get('read-aloud') ?? [])];
      const box = range?.getBoundingClientRect();
      return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
    });
    expect(isInView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(readPage).toBeFocused();
  });

  test('Pause stops speaking, Resume says the same sentence again from its start, Stop ends and clears', async ({
    open,
  }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE);
    const speech = speechRecorder(page);
    await panel.getByRole('button', { name: 'Read Page' }).click();
    await speech.say();
    await speech.start();
    await speech.boundary(5);
    const paused = (await speech.spoken()).at(-1)!.text;

    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(await speech.isSpeaking()).toBe(false);
    expect(await speech.cancels()).toBe(1);
    expect(await highlightedText(page)).toBeNull();
    await expect(panel.getByText(/^Paused at part 2 of \d+$/u)).toBeVisible();

    await panel.getByRole('button', { name: 'Resume' }).click();
    const afterResume = await speech.spoken();
    expect(afterResume).toHaveLength(3);
    expect(afterResume.at(-1)!.text).toBe(paused);
    await expect(panel.getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-disabled', 'true');

    await panel.getByRole('button', { name: 'Stop' }).click();
    expect(await speech.isSpeaking()).toBe(false);
    await expect(panel.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-disabled', 'true');
    expect(await highlightedText(page)).toBeNull();
    // Nothing more is said after Stop.
    await speech.end();
    expect(await speech.spoken()).toHaveLength(3);
  });

  test('Read Selection reads the selected text, anywhere on the page, or asks for a selection', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE);
    const speech = speechRecorder(page);
    const readSelection = panel.getByRole('button', { name: 'Read Selection' });

    await readSelection.click();
    await expect(panel.getByRole('status')).toHaveText('Please select some text to read.');
    expect(await speech.spoken()).toEqual([]);

    // A paragraph of the main content, selected as a mouse would (the click on the button then clears it).
    await page.getByText('We keep improving.').selectText();
    await readSelection.click();
    await speech.sayAll();
    expect((await speech.spoken()).map((u) => u.text)).toEqual([
      'We keep improving.',
      'If something is hard to use, please tell us.',
      'We will work to fix it.',
    ]);
    await expect(panel.getByRole('status')).toHaveText('');

    // Outside the main content too: the footer's heading.
    await page.getByRole('contentinfo').getByRole('heading', { name: 'About Us' }).selectText();
    await readSelection.click();
    expect((await speech.spoken()).at(-1)?.text).toBe('About Us');
  });

  test('Speak Input says the last field’s label and value, and never a password', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, '/job-seeker/signin');
    const speech = speechRecorder(page);
    const speakInput = panel.getByRole('button', { name: 'Speak Input' });

    await speakInput.click();
    await expect(panel.getByRole('status')).toHaveText('Choose a field first, then press Speak Input.');

    await page.getByRole('textbox', { name: /^Email/u }).fill('ana.reyes@example.ph');
    await speakInput.click();
    expect((await speech.spoken()).at(-1)?.text).toMatch(/^Email\b.*, ana\.reyes@example\.ph$/u);

    await page
      .getByLabel(/^Password/u, { exact: false })
      .first()
      .fill('Secret#2026');
    await speakInput.click();
    const said = (await speech.spoken()).at(-1)!.text;
    expect(said).toMatch(/^Password\b.*, password field, 11 characters$/u);
    expect(said).not.toContain('Secret');
  });

  test('Automatic reads Filipino text with the fil-PH voice and English with the en-PH voice', async ({ open }) => {
    const { page } = await open();
    await installSpeechRecorder(page);
    await page.goto(TEXT_PAGE);
    await waitForPageReady(page);
    // Opening the panel wakes the app, which hydrates the server's page; only then is the page changed (a
    // change before would be markup React did not render, which it replaces).
    const panel = await openPanel(page);
    // A Filipino paragraph in the page, as a bilingual page would have it.
    await page.evaluate(() => {
      const paragraph = document.createElement('p');
      paragraph.lang = 'fil';
      paragraph.textContent = 'Maghanap ng trabahong angkop sa iyo.';
      document.querySelector('#main-content h1')?.after(paragraph);
    });
    const speech = speechRecorder(page);
    await panel.getByRole('button', { name: 'Read Page' }).click();
    await speech.say();
    await speech.say();
    const [english, filipino] = await speech.spoken();
    expect(english).toMatchObject({ text: 'Accessibility Statement', lang: 'en', voice: 'Philippine English' });
    expect(filipino).toMatchObject({ text: 'Maghanap ng trabahong angkop sa iyo.', lang: 'fil', voice: 'Filipino' });
  });

  test('speed, voice and the open panel are remembered for the signed-in person after a reload', async ({
    open,
    jobSeeker,
  }) => {
    const { page } = await open({ as: jobSeeker });
    await installSpeechRecorder(page);
    await page.goto(TEXT_PAGE);
    await waitForPageReady(page);
    let panel = await openPanel(page);
    await panel.getByLabel('Speed').selectOption('1.5');
    await panel.getByLabel('Voice').selectOption({ label: 'Filipino (fil-PH)' });

    await page.reload();
    await waitForPageReady(page);
    panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Speed')).toHaveValue('1.5');
    await expect(panel.getByLabel('Voice')).toHaveValue('urn:voice:fil-PH');
    await panel.getByRole('button', { name: 'Read Page' }).click();
    expect((await speechRecorder(page).spoken())[0]).toMatchObject({ rate: 1.5, voice: 'Filipino' });

    // Someone else on another visit (a visitor) starts from the defaults.
    const visitor = await open();
    await installSpeechRecorder(visitor.page);
    await visitor.page.goto(TEXT_PAGE);
    await waitForPageReady(visitor.page);
    await expect(panelOf(visitor.page)).toBeHidden();
    const visitorPanel = await openPanel(visitor.page);
    await expect(visitorPanel.getByLabel('Speed')).toHaveValue('1');
  });

  test('Read Page reads images by their text, not decorative ones, and tints the one read', async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    await installSpeechRecorder(page);
    await page.goto(TEXT_PAGE);
    await waitForPageReady(page);
    // The app wakes first (see above): the images are added to the page it hydrated.
    const panel = await openPanel(page);
    // Under the heading, as pages have them: a described image, a decorative one, a labelled role="img".
    const image = (alt: string, more = '') => `<img src="/favicon.svg" width="48" height="48" alt="${alt}"${more}>`;
    const rating = '<span role="img" aria-label="Rated 4 out of 5">★★★★☆</span>';
    const html = `<p>${image('The Kakayahan Jobs logo', ' id="described-image"')}</p><p>${image('')}${rating}</p>`;
    await page
      .locator('#main-content h1')
      .first()
      .evaluate((heading, added) => heading.insertAdjacentHTML('afterend', added), html);
    const speech = speechRecorder(page);
    await panel.getByRole('button', { name: 'Read Page' }).click();
    await speech.say();
    await speech.start();
    await speech.boundary(4);
    // The image is tinted, never covered by the text's opaque mark.
    expect(await isTinted(page, '#described-image')).toBe(true);
    expect(await highlightedText(page)).toBeNull();
    await speech.end();
    await speech.start();
    expect(await highlightedText(page)).toBe('★★★★☆');
    expect(await isTinted(page, '#described-image')).toBe(false);
    const texts = (await speech.spoken()).map((u) => u.text);
    expect(texts).toEqual(['Accessibility Statement', 'The Kakayahan Jobs logo', 'Rated 4 out of 5']);
  });

  test('going to another page stops reading and clears the panel’s last message', async ({ open }) => {
    const { page } = await open();
    const panel = await openPanelOn(page, TEXT_PAGE);
    const speech = speechRecorder(page);
    await panel.getByRole('button', { name: 'Read Page' }).click();
    await panel.getByRole('button', { name: 'Read Selection' }).click();
    await expect(panel.getByRole('status')).toHaveText('Please select some text to read.');
    expect(await speech.isSpeaking()).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Job Fairs' }).click();
    await expect(page).toHaveURL(/\/job-fairs$/u);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('');
    expect(await speech.isSpeaking()).toBe(false);
    await expect(panel.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
  });

  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    test(`has no WCAG violations while reading, at ${viewport.width} px`, async ({ open }) => {
      const { page, problems } = await open({ viewport });
      const panel = await openPanelOn(page, TEXT_PAGE);
      await panel.getByRole('button', { name: 'Read Page' }).click();
      await speechRecorder(page).start();
      await expect(panel.getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-disabled', 'true');
      await expectNoSidewaysScroll(page, panel, 'the read-aloud panel');
      await expectNoAxeViolations(page, `the read-aloud panel at ${viewport.width} px`);
      assertNoPageProblems(problems, 'the read-aloud panel');
    });
  }
});
