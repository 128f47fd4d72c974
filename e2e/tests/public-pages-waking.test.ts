import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { OTHER_PUBLIC_PAGES, PUBLIC_SCRIPT } from '../support/public-pages.js';
import { postJob } from '../support/seed.js';

// Issue 15 and decision 025: with JavaScript on, a visitor's first view of a public page loads only the small
// public script, and the app wakes on first use without the page changing. Someone signed in gets the app at
// the same address. (What works with JavaScript off: public-pages-without-javascript.test.ts.)

test.describe('public pages rendered on the server', () => {
  test('the first view loads only the public script; the app wakes on first use, with nothing moving', async ({
    open,
    api,
    employer,
  }) => {
    const jobId = await postJob(api, employer, { title: `Encoder ${uniqueWord()}` });
    const { page, problems } = await open({ viewport: { width: 360, height: 740 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/jobs/${jobId}`);
    await waitForPageReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => !PUBLIC_SCRIPT.test(path))).toEqual([]);
    await expectNoAxeViolations(page, 'a job page before the app wakes');

    // The first click wakes the app and is answered: the assistant opens with the focus in it.
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    await page.getByRole('button', { name: /Ask for help/u }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    expect(scripts.some((path) => !PUBLIC_SCRIPT.test(path))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await heading.boundingBox()).toEqual(before);
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'a job page after the app woke');
  });

  test('someone signed in gets the app at the same address, with their actions', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const title = `Records Clerk ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title });
    const { page, context, problems } = await open({ as: jobSeeker });
    // Signed in before the hint existed (no cookie yet): the visitor's page comes, and the app takes over.
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/u })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
    // The app set the hint, so the next page comes from the app shell, not the visitor's page.
    const shell = await page.request.get(`/jobs/${jobId}`, { headers: { cookie: 'kj_signed_in=1' } });
    expect(await shell.text()).not.toContain('kj-page-data');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'kj_signed_in')?.value).toBe('1');
    assertNoPageProblems(problems, 'a job page signed in');
  });
});

test.describe('the landing page, job fairs, the Help Centre, privacy and accessibility (the second slice)', () => {
  test('the first view of each loads only the public script, and the page hydrates without a difference', async ({
    open,
  }) => {
    const { page, problems } = await open({ viewport: { width: 320, height: 640 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of [...OTHER_PUBLIC_PAGES.map((entry) => entry.path), '/job-fairs']) {
      scripts.length = 0;
      await page.goto(path);
      await waitForPageReady(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => !PUBLIC_SCRIPT.test(script)),
        `${path}: only the public script`,
      ).toEqual([]);
      // The first click wakes the app, which hydrates the page the server sent and answers the click.
      await page.getByRole('button', { name: /Ask for help/u }).click();
      await expect(page.getByRole('dialog', { name: 'Ask for help' }), path).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Ask for help' })).toBeHidden();
      expect(problems.consoleErrors, `${path}: hydrated as the server rendered it`).toEqual([]);
    }

    // The app wakes on the Help Centre when the search field is used: the same page, now the app's.
    await page.goto('/FAQS');
    await waitForPageReady(page);
    const search = page.getByRole('searchbox', { name: 'Search help' });
    await search.click();
    await page.keyboard.type('read aloud');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(search).toHaveValue('read aloud');
    expect(scripts.some((script) => !PUBLIC_SCRIPT.test(script))).toBe(true);
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'the public pages of the second slice');
  });
});

// Issue 15 and decision 028: what search engines and link previews read, as the browser sees it.
test.describe('structured data and link previews of public pages', () => {
  test('in the browser the data block breaks no rule of the CSP, and the woken app adds no second head', async ({
    open,
    api,
    employer,
  }) => {
    const jobId = await postJob(api, employer, { title: `Encoder ${uniqueWord()}` });
    const { page, problems } = await open();
    await page.goto(`/jobs/${jobId}`);
    await waitForPageReady(page);
    const counts = () =>
      page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: document.head.querySelectorAll('meta[name="description"]').length,
        canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        previews: document.head.querySelectorAll('meta[property="og:title"]').length,
        jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      }));
    const one = { titles: 1, descriptions: 1, canonicals: 1, previews: 1, jsonLd: 1 };
    expect(await counts()).toEqual(one);
    // The first click wakes the app, which hydrates the page: still one of each.
    await page.getByRole('button', { name: /Ask for help/u }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await counts()).toEqual(one);
    // A CSP refusal or a hydration difference is said in the console.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'a job page with its structured data');
  });
});
