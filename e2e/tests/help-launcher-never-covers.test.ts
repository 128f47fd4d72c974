import type { Page, TestInfo } from '@playwright/test';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { chatConnected } from '../support/journeys.js';
import { uniqueWord } from '../support/people.js';
import { openChat, postJob, sendChatMessages } from '../support/seed.js';

// WCAG 2.2 SC 2.4.11 Focus Not Obscured: the floating "Ask for help" button sits over every page, so
// no control reached by Tab may end up under it. This test is stricter than the criterion (which allows
// a partly covered control): the focused control's box, with its focus outline, must not touch the
// button's box at all, so the field is fully visible and can be tapped anywhere.
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const ZOOMED = { width: 640, height: 400 };

/** The focus outline of styles.css (3 px) and its offset (2 px): the ring must stay visible too. */
const FOCUS_RING = 5;

/** More Tab presses than any page here has stops, so a focus trap ends the walk instead of the test. */
const MAX_TABS = 400;

interface FocusStop {
  name: string;
  covered: boolean;
  /** False for a zero-sized stop (nothing on the screen to cover). */
  isDrawn: boolean;
  /** Set once the walk is back at a stop it has already seen. */
  isRepeat: boolean;
}

/**
 * Where the focus is now, measured against the launcher's box; the page remembers each stop it has
 * measured, so a walk knows when Tab has gone round the whole page.
 */
function measureFocus(page: Page, ring: number): Promise<FocusStop | null> {
  return page.evaluate((ringSize) => {
    const seenKey = '__helpLauncherSeen';
    const store = window as unknown as Record<string, WeakSet<Element> | undefined>;
    const seen = (store[seenKey] ??= new WeakSet<Element>());
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const isRepeat = seen.has(focused);
    seen.add(focused);
    const launcher = Array.from(document.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Ask for help',
    );
    if (!launcher) throw new Error('The "Ask for help" button is not on the page.');
    const name =
      `${focused.tagName.toLowerCase()} "` +
      (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().replace(/\s+/gu, ' ').slice(0, 60) +
      `"${focused.id ? ` #${focused.id}` : ''}`;
    const box = focused.getBoundingClientRect();
    const isDrawn = box.width > 0 && box.height > 0;
    if (focused === launcher || launcher.contains(focused) || !isDrawn) {
      return { name, covered: false, isDrawn, isRepeat };
    }
    const cover = launcher.getBoundingClientRect();
    const covered =
      box.left - ringSize < cover.right &&
      box.right + ringSize > cover.left &&
      box.top - ringSize < cover.bottom &&
      box.bottom + ringSize > cover.top;
    return { name, covered, isDrawn, isRepeat };
  }, ring);
}

/**
 * Presses Tab from the top of the page until the focus comes back round, and returns every stop the
 * launcher covered. A picture of the first covered stop is attached for the reviewer.
 */
async function walkTheTabOrder(page: Page, testInfo: TestInfo, where: string, minStops = 10): Promise<string[]> {
  const covered: string[] = [];
  let drawnStops = 0;
  // Start at the top of the document, whatever the page focused when it loaded (the body takes the
  // focus only while it has a tabindex; it gives it up again at once, so Tab order is untouched).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    window.scrollTo(0, 0);
  });
  for (let tab = 0; tab < MAX_TABS; tab += 1) {
    await page.keyboard.press('Tab');
    const stop = await measureFocus(page, FOCUS_RING);
    if (stop === null) {
      if (tab > 0) break;
      continue;
    }
    if (stop.isRepeat) break;
    if (stop.isDrawn) drawnStops += 1;
    if (stop.covered) {
      if (covered.length === 0) {
        const path = testInfo.outputPath(`first-covered-${where}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`first covered stop, ${where}`, { path, contentType: 'image/png' });
      }
      covered.push(stop.name);
    }
  }
  // A walk that saw almost nothing would pass for the wrong reason.
  expect(drawnStops, `Tab stops seen on ${where}`).toBeGreaterThan(minStops);
  const path = testInfo.outputPath(`end-of-walk-${where}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`end of the Tab walk, ${where}`, { path, contentType: 'image/png' });
  return covered;
}

test.describe('the "Ask for help" button never covers the focused control', () => {
  for (const { size, viewport, foldsFilters } of [
    { size: '360px', viewport: PHONE, foldsFilters: true },
    { size: '1280px', viewport: DESKTOP, foldsFilters: false },
    // A 1280 × 800 laptop at 200 % zoom: the short window where the button shows its icon only.
    { size: '640x400', viewport: ZOOMED, foldsFilters: true },
  ]) {
    test(`All Jobs with the Filters open at ${size}`, async ({ open, api, employer, jobSeeker }, testInfo) => {
      const word = uniqueWord();
      for (const kind of ['Encoder', 'Clerk', 'Assistant']) {
        await postJob(api, employer, { title: `Records ${kind} ${word}`, location: 'Iloilo City' });
      }
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto('/job-seeker/dashboard');
      await waitForPageReady(page);
      await page.getByRole('tab', { name: 'All Jobs' }).click();
      await expect(page.getByRole('list', { name: 'All jobs' }).getByRole('article').first()).toBeVisible();
      if (foldsFilters) {
        const filters = page.getByRole('button', { name: /^Filters/u });
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
      }
      const jobType = page
        .getByLabel(/^Job type/u)
        .filter({ visible: true })
        .first();
      await expect(jobType).toBeVisible();
      await jobType.scrollIntoViewIfNeeded();
      const path = testInfo.outputPath(`filters-open-${size}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`All Jobs, Filters open, ${size}`, { path, contentType: 'image/png' });

      const covered = await walkTheTabOrder(page, testInfo, `all-jobs-${size}`);
      expect(covered, 'focused controls under the "Ask for help" button on All Jobs').toEqual([]);
      assertNoPageProblems(problems, `All Jobs at ${size}`);
    });
  }

  test("the job seeker's Edit Profile form at 360px", async ({ open, jobSeeker }, testInfo) => {
    const { page, problems } = await open({ as: jobSeeker, viewport: PHONE });
    await page.goto('/job-seeker/edit-profile');
    await waitForPageReady(page);
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();

    const covered = await walkTheTabOrder(page, testInfo, 'edit-profile-360px');
    expect(covered, 'focused controls under the "Ask for help" button on Edit Profile').toEqual([]);
    assertNoPageProblems(problems, 'Edit Profile at 360px');
  });

  test('a chat room at 360px, its message box pinned to the bottom of the screen', async ({
    open,
    api,
    employer,
    jobSeeker,
  }, testInfo) => {
    const roomId = await openChat(api, jobSeeker, employer);
    // Five long messages (the server refuses a faster burst): enough for the page to scroll.
    const long =
      'We read every application ourselves and reply within two working days. The interview can be online, ' +
      'by chat or by video with captions, or at our office, which has a ramp and a lift.';
    const lines = Array.from({ length: 5 }, (_, index) => `Message ${index + 1} about the encoder job. ${long}`);
    await sendChatMessages(api, employer, roomId, lines);
    const { page, problems } = await open({ as: jobSeeker, viewport: PHONE });
    await page.goto(`/chat/${roomId}`);
    await waitForPageReady(page);
    await expect(chatConnected(page)).toBeVisible();
    // The room gives its message box the focus once the history is shown; the walk starts after that.
    await expect(page.getByRole('textbox', { name: /^Message to/u })).toBeFocused();

    const covered = await walkTheTabOrder(page, testInfo, 'chat-room-360px', 8);
    expect(covered, 'focused controls under the "Ask for help" button in a chat room').toEqual([]);
    assertNoPageProblems(problems, 'a chat room at 360px');
  });
});
