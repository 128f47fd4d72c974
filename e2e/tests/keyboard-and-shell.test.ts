import { accountsApi, STORAGE_KEYS } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { urlAt } from '../support/journeys.js';
import { panelOf, readAloudButton } from '../support/read-aloud.js';

/** What has the keyboard focus: its tag and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase() ?? '', text: element?.textContent?.trim() ?? '' };
  });
}

test.describe('keyboard use of the shell', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the main content', async ({ open }) => {
    const { page } = await open();
    await page.goto('/');
    await waitForPageReady(page);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    // It is visually hidden until focused; focused, it must be seen (sighted keyboard users need it too).
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(box?.width ?? 0, 'the focused skip link should be visible').toBeGreaterThan(10);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('following a link in the app moves focus to the new page heading and scrolls to the top', async ({ open }) => {
    // A short window, so reaching the footer link means the page has scrolled down. The sign-up page is the
    // app's (rendered in the browser; sign-in is rendered on the server since decision 031), so the link is
    // followed by the app without loading a new document.
    const { page } = await open({ viewport: { width: 1024, height: 400 } });
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);
    await page.evaluate(() => Object.assign(window, { kjSameDocument: true }));

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).focus();
    expect(
      await page.evaluate(() => window.scrollY),
      'the sign-up page should scroll in a short window',
    ).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(urlAt('/accessibility'));
    // The page heading (PageHeading's h1) has the focus.
    await expect(page.locator('[data-page-heading]:focus, h1:focus')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => 'kjSameDocument' in window), 'the app followed the link itself').toBe(true);
  });

  test('a visitor following a link on a page rendered on the server gets a new document, read from the top', async ({
    open,
  }) => {
    // Decision 025: before the app wakes, a visitor's links load a new document, as on any multi-page site.
    const { page, problems } = await open({ viewport: { width: 1024, height: 400 } });
    await page.goto('/');
    await waitForPageReady(page);
    await page.evaluate(() => Object.assign(window, { kjSameDocument: true }));

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(urlAt('/accessibility'));
    // The new document's title is the page's (what a screen reader says on arrival), and it starts at the top.
    await expect(page).toHaveTitle('Accessibility Statement | Kakayahan Jobs');
    await waitForPageReady(page);
    expect(await page.evaluate(() => 'kjSameDocument' in window), 'a new document was loaded').toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // The focus starts at the top: the first Tab reaches the skip link, which moves it to the main content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'following a link on a visitor’s page');
  });
});

/**
 * The header's visible controls (links and buttons) grouped into rows by where they are laid out: a
 * control whose middle is level with a row's first control belongs to that row. Each row lists the
 * controls' names, left to right; every control must lie within the window's width.
 */
async function headerRows(page: Page): Promise<string[][]> {
  const controls = await page.getByRole('banner').evaluate((banner) =>
    Array.from(banner.querySelectorAll<HTMLElement>('a, button'))
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const box = control.getBoundingClientRect();
        // Its words without the decorative parts (the logo's "K", icons, the unread badge).
        const words = control.cloneNode(true) as HTMLElement;
        words.querySelectorAll('[aria-hidden="true"]').forEach((part) => part.remove());
        const name = control.getAttribute('aria-label') ?? words.textContent ?? '';
        return {
          name: name.replace(/\s+/gu, ' ').trim(),
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          right: box.right,
        };
      }),
  );
  const width = page.viewportSize()?.width ?? 0;
  const rows: { middle: number; controls: typeof controls }[] = [];
  for (const control of [...controls].sort((a, b) => a.top - b.top || a.left - b.left)) {
    expect(control.left, `${control.name} should start on the screen`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${control.name} should end on the screen`).toBeLessThanOrEqual(width);
    const middle = (control.top + control.bottom) / 2;
    const row = rows.find((candidate) => Math.abs(candidate.middle - middle) < 12);
    if (row) row.controls.push(control);
    else rows.push({ middle, controls: [control] });
  }
  return rows.map((row) => row.controls.sort((a, b) => a.left - b.left).map((control) => control.name));
}

/** At most `most` rows, and no control alone on a row of its own below the logo's (a stray wrap). */
function expectTidyRows(rows: string[][], most: number, where: string) {
  expect(rows.length, `${where}: the header's rows ${JSON.stringify(rows)}`).toBeLessThanOrEqual(most);
  expect(rows[0]?.[0], `${where}: the logo should come first`).toMatch(/home$/u);
  for (const row of rows.slice(1)) {
    expect(row.length, `${where}: ${JSON.stringify(row)} should not wrap alone`).toBeGreaterThan(1);
  }
}

test.describe('the header at phone and tablet widths', () => {
  test('a visitor: two compact rows at 320 and 360 px, two tidy ones at 800 px, one from 1024 px', async ({ open }) => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await waitForPageReady(page);
    expect(await headerRows(page)).toEqual([['Kakayahan Jobs home'], ['Read aloud', 'Menu']]);

    await page.setViewportSize({ width: 320, height: 640 });
    expectTidyRows(await headerRows(page), 2, 'a visitor at 320 px');

    await page.setViewportSize({ width: 800, height: 740 });
    expect(await headerRows(page)).toEqual([
      ['Kakayahan Jobs home', 'Read aloud'],
      ['Job Fairs', 'Job seeker sign in', 'Employer sign in', 'Post a Job'],
    ]);

    await page.setViewportSize({ width: 1024, height: 740 });
    expectTidyRows(await headerRows(page), 1, 'a visitor at 1024 px');
    assertNoPageProblems(problems, 'the public header at several widths');
  });

  test('a job seeker: the bell beside the logo, then read aloud and Menu at 360 px; one row at 800 px', async ({
    open,
    jobSeeker,
  }) => {
    const { page, problems } = await open({ as: jobSeeker, viewport: { width: 360, height: 740 } });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    const phoneRows = await headerRows(page);
    expectTidyRows(phoneRows, 2, 'a job seeker at 360 px');
    expect(phoneRows[0]).toHaveLength(2);
    expect(phoneRows[0]![1]).toMatch(/^Notifications/u);
    expect(phoneRows[1]).toEqual(['Read aloud', 'Menu']);

    await page.setViewportSize({ width: 320, height: 640 });
    expectTidyRows(await headerRows(page), 2, 'a job seeker at 320 px');

    await page.setViewportSize({ width: 800, height: 740 });
    const tabletRows = await headerRows(page);
    expectTidyRows(tabletRows, 1, 'a job seeker at 800 px');
    expect(tabletRows[0]).toHaveLength(4);
    assertNoPageProblems(problems, 'the job seeker header at several widths');
  });

  test('a visitor opens the Menu by keyboard, reaches the sign-in links, and Escape closes it', async ({ open }) => {
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await waitForPageReady(page);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(banner.getByRole('link', { name: 'Job seeker sign in' })).toBeHidden();

    // From the logo: read aloud, then the Menu button.
    await banner.getByRole('link', { name: /home$/u }).focus();
    await page.keyboard.press('Tab');
    await expect(readAloudButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'the open public Menu at 360 px');

    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Job Fairs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Job seeker sign in' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(banner.getByRole('link', { name: 'Job seeker sign in' })).toBeHidden();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    assertNoPageProblems(problems, 'the public Menu at 360 px');
  });

  test('Escape inside the read-aloud panel closes it and gives the focus back to its header button', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/accessibility');
    await waitForPageReady(page);
    await readAloudButton(page).click();
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Read Page' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(readAloudButton(page)).toBeFocused();
    await expect(readAloudButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('route guards', () => {
  test('an anonymous visitor to a job seeker page is sent to the job seeker sign-in with a redirect back', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/employee-components');
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/employee-components');
    await waitForPageReady(page);
  });

  test('a job seeker opening an employer page lands on /unauthorized', async ({ open, jobSeeker }) => {
    const { page } = await open({ as: jobSeeker });
    await page.goto('/employer-components');
    await expect(page).toHaveURL(urlAt('/unauthorized'));
    await waitForPageReady(page);
  });
});

test.describe('logout', () => {
  test('Sign out in the account menu signs out, clears the token and shows the public header on /', async ({
    open,
    jobSeeker,
    api,
  }) => {
    const { page } = await open({ as: jobSeeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);

    await page.getByRole('button', { name: `Account menu for ${jobSeeker.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    // Logout reloads the app at /; the public header must be there after the reload.
    await expect(page).toHaveURL(urlAt('/'));
    await page.waitForLoadState();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Job seeker sign in' })).toBeVisible();
    await expect(page).toHaveURL(urlAt('/'));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();

    await expect(
      api.call(accountsApi.me, { token: jobSeeker.session.token }),
      'the server should have revoked the token',
    ).rejects.toThrow(/answered 401/u);
  });
});
