import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import type { E2eApi } from '../support/api.js';
import type { Person } from '../support/people.js';
import { uniqueWord } from '../support/people.js';
import { PUBLIC_SCRIPT } from '../support/public-pages.js';
import { postJob } from '../support/seed.js';

// Issue 15 and decision 027: /jobs is the public job list. A visitor gets it rendered on the server with its
// jobs in the first response; the search (words and a category) is a GET form and the pages are links, so it
// works without JavaScript; with JavaScript the same form and links go through the app's router.

const PAGE_SIZE = 20;

/**
 * Jobs only this test finds: PAGE_SIZE + 1 in Education (two pages) and one in Healthcare, each title with
 * the test's own word. Answers the word.
 */
async function postWordJobs(api: E2eApi, employer: Person): Promise<string> {
  const word = uniqueWord();
  for (let n = 1; n <= PAGE_SIZE + 1; n += 1) {
    await postJob(api, employer, { title: `Braille Transcriber ${word} ${n}`, category: 'Education' });
  }
  await postJob(api, employer, { title: `Therapy Aide ${word}`, category: 'Healthcare' });
  return word;
}

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem');
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /\bjobs?\b/u });

test.describe('the public job list', () => {
  test('works with JavaScript off: search, category and pages, each answer rendered on the server', async ({
    browser,
    baseURL,
    api,
    employer,
  }) => {
    const word = await postWordJobs(api, employer);
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      const first = await page.goto('/jobs');
      expect(first?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Browse jobs' })).toBeVisible();
      await expect(summary(page)).toHaveText(/^\d+ jobs\./u);

      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Education');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&category=Education$`, 'u'));
      await expect(summary(page)).toHaveText(`21 jobs match '${word}' in Education. Page 1 of 2.`);
      await expect(results(page)).toHaveCount(PAGE_SIZE);
      await expect(page.getByRole('link', { name: `Braille Transcriber ${word} 21` })).toBeVisible();
      // The results are in the HTML the server sent.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain(`Braille Transcriber ${word} 21`);
      expect(html).toContain(`21 jobs match &#x27;${word}&#x27; in Education`);

      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&category=Education&page=2$`, 'u'));
      await expect(results(page)).toHaveCount(1);
      await expect(page.getByRole('link', { name: `Braille Transcriber ${word} 1` })).toHaveAttribute(
        'href',
        /^\/jobs\/\d+$/u,
      );
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Education');

      // Every category again: the search keeps its words, and the Healthcare job is there too.
      await page.getByRole('combobox', { name: 'Category' }).selectOption('');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(summary(page)).toHaveText(`22 jobs match '${word}'. Page 1 of 2.`);
      await page.goto(`/jobs?q=${word}&category=Healthcare`);
      await expect(results(page)).toHaveCount(1);
      await page.getByRole('link', { name: `Therapy Aide ${word}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Therapy Aide ${word}` })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('with JavaScript, the same by keyboard through the router, without reloading the page', async ({
    open,
    api,
    employer,
  }) => {
    const word = await postWordJobs(api, employer);
    const { page, problems } = await open();
    await page.goto('/jobs');
    await waitForPageReady(page);
    const field = page.getByRole('searchbox', { name: 'Search jobs' });
    for (let presses = 0; presses < 40 && !(await field.evaluate((element) => element === document.activeElement));) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(field).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press('Tab');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeFocused();
    await page.keyboard.type('Educ');
    await expect(category).toHaveValue('Education');
    // A mark on this document: it stays only if the search does not load a new page.
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&category=Education$`, 'u'));
    await expect(summary(page)).toHaveText(`21 jobs match '${word}' in Education. Page 1 of 2.`);
    await expect(results(page)).toHaveCount(PAGE_SIZE);
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');

    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&category=Education&page=2$`, 'u'));
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');

    // Back returns to the first page and the fields follow the address.
    await page.goBack();
    await expect(results(page)).toHaveCount(PAGE_SIZE);
    await expect(field).toHaveValue(word);

    // A search that finds nothing says so, with a way back to every job.
    await field.fill(`${word}zzz`);
    await page.keyboard.press('Enter');
    await expect(summary(page)).toHaveText(`No jobs match '${word}zzz' in Education.`);
    const clear = page.getByRole('link', { name: 'Clear the search and show all jobs' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs$/u);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, 'the job list');
  });

  test("a visitor's search by keyboard never downloads the app: the browser sends it, the server answers", async ({
    open,
    api,
    employer,
  }) => {
    const word = await postWordJobs(api, employer);
    const { page, problems } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/jobs');
    await waitForPageReady(page);
    // The skip link, then the main content's first field: the search box (focusing it wakes nothing).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const field = page.getByRole('searchbox', { name: 'Search jobs' });
    await expect(field).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press('Tab');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeFocused();
    await page.keyboard.type('Educ');
    await expect(category).toHaveValue('Education');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The results page, rendered by the server.
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&category=Education$`, 'u'));
    await expect(summary(page)).toHaveText(`21 jobs match '${word}' in Education. Page 1 of 2.`);
    await expect(results(page)).toHaveCount(PAGE_SIZE);
    await expect(field).toHaveValue(word);

    // Enter in the search box sends it too (the browser's implicit submission), still without the app.
    await category.selectOption('Healthcare');
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(summary(page)).toHaveText(`1 job matches '${word}' in Healthcare.`);
    await expect(page.getByRole('link', { name: `Therapy Aide ${word}` })).toBeVisible();
    await waitForPageReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !PUBLIC_SCRIPT.test(script)),
      "only the public script: the app's code is never asked for",
    ).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, "a visitor's search of the job list");
  });

  for (const width of [1280, 320]) {
    test(`passes axe ${width} px wide, as rendered by the server and after a search, without sideways scrolling`, async ({
      open,
      api,
      employer,
    }) => {
      const word = await postWordJobs(api, employer);
      const { page, problems } = await open({ viewport: { width, height: 800 } });
      await page.goto(`/jobs?q=${word}`);
      await waitForPageReady(page);
      await expect(results(page)).toHaveCount(PAGE_SIZE);
      await expectNoAxeViolations(page, `the job list at ${width} px, before the app wakes`);
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(width + 1);

      await page.getByRole('combobox', { name: 'Category' }).selectOption('Healthcare');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(summary(page)).toHaveText(`1 job matches '${word}' in Healthcare.`);
      await expectNoAxeViolations(page, `the job list at ${width} px, after a search`);
      await page.goto(`/jobs?q=${word}&page=7`);
      await expect(page.getByRole('link', { name: 'Go to the last page, page 2' })).toBeVisible();
      await expectNoAxeViolations(page, `a page past the last at ${width} px`);
      expect(await scrollWidth()).toBeLessThanOrEqual(width + 1);
      assertNoPageProblems(problems, `the job list at ${width} px`);
    });
  }
});
