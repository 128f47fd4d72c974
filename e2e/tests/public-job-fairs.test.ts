import type { Page } from '@playwright/test';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { PUBLIC_SCRIPT } from '../support/public-pages.js';
import { createJobFair, postJob } from '../support/seed.js';

// Issue 15 and decision 027 (fair filters): the filters of /job-fairs are a GET form whose state is the
// address. Without JavaScript the browser sends it and the server renders the filtered list; on a visitor's
// page the form is a plain GET form (decision 025, waking rules), so filtering never downloads the app.

const fairCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const disclosure = (page: Page) => page.locator('summary', { hasText: 'Filter by accessibility and format' });
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter job fairs' });

test.describe('the job fair filters', () => {
  test('work with JavaScript off: the browser sends them, the server answers the filtered list', async ({
    browser,
    baseURL,
    api,
    employer,
  }) => {
    const word = uniqueWord();
    const captioned = `Captioned Careers Day ${word}`;
    const plain = `Walk-in Hiring Day ${word}`;
    const jobIds = [await postJob(api, employer, { title: `Clerk ${word}` })];
    await createJobFair(api, employer, { title: captioned, jobIds, accessibility: ['live_captions', 'quiet_room'] });
    await createJobFair(api, employer, { title: plain, jobIds, accessibility: ['elevator'] });
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      await page.goto('/job-fairs');
      await expect(fairCard(page, captioned)).toBeVisible();
      await expect(fairCard(page, plain)).toBeVisible();

      // The disclosure opens without script (a native <details>); the form is the browser's.
      await expect(filterForm(page)).toBeHidden();
      await disclosure(page).click();
      const form = filterForm(page);
      await form.getByRole('checkbox', { name: 'Live captions', exact: true }).check();
      await form.getByRole('checkbox', { name: 'Quiet room', exact: true }).check();
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/job-fairs\?accessibility=live_captions&accessibility=quiet_room&format=$/u);
      await expect(fairCard(page, captioned)).toBeVisible();
      await expect(fairCard(page, plain)).toHaveCount(0);
      // The filtered list is in the HTML the server sent, and the form shows what was asked.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain(captioned);
      expect(html).not.toContain(plain);
      await expect(disclosure(page)).toHaveText(/\(2 on\)/u);
      await expect(filterForm(page)).toBeVisible();
      await expect(form.getByRole('checkbox', { name: 'Quiet room', exact: true })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Elevator', exact: true })).not.toBeChecked();

      // Online only as well: nothing matches (this fair is on site), and Clear filters shows every fair again.
      await form.getByRole('combobox', { name: 'Format' }).selectOption('online');
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/&format=online$/u);
      await expect(fairCard(page, captioned)).toHaveCount(0);
      await expect(page.getByText('No job fairs match your filters')).toBeVisible();
      await page.getByRole('link', { name: 'Clear filters' }).first().click();
      await expect(page).toHaveURL(/\/job-fairs$/u);
      await expect(fairCard(page, captioned)).toBeVisible();
      await expect(fairCard(page, plain)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a visitor's filtering never downloads the app, and the woken app keeps the address's filters", async ({
    open,
    api,
    employer,
  }) => {
    const word = uniqueWord();
    const captioned = `Captioned Careers Day ${word}`;
    const plain = `Walk-in Hiring Day ${word}`;
    const jobIds = [await postJob(api, employer, { title: `Clerk ${word}` })];
    await createJobFair(api, employer, { title: captioned, jobIds, accessibility: ['live_captions'] });
    await createJobFair(api, employer, { title: plain, jobIds, accessibility: ['elevator'] });
    const { page, problems } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/job-fairs');
    await waitForPageReady(page);
    await disclosure(page).click();
    const form = filterForm(page);
    await form.getByRole('checkbox', { name: 'Live captions', exact: true }).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/job-fairs\?accessibility=live_captions&format=$/u);
    await expect(fairCard(page, captioned)).toBeVisible();
    await expect(fairCard(page, plain)).toHaveCount(0);
    await waitForPageReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !PUBLIC_SCRIPT.test(script)),
      "only the public script: the app's code is never asked for",
    ).toEqual([]);

    // The first click on a button wakes the app, which hydrates the filtered page as the server rendered it.
    await page.getByRole('button', { name: /Ask for help/u }).click();
    await expect(page.getByRole('dialog', { name: 'Ask for help' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fairCard(page, plain)).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: 'Live captions', exact: true })).toBeChecked();
    // Now the app takes the form: a filter changes the address without loading a new page.
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
    await form.getByRole('checkbox', { name: 'Live captions', exact: true }).uncheck();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/job-fairs$/u);
    await expect(fairCard(page, plain)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');
    // React says so in the console when a hydrated page differs from the server's: it must not.
    expect(problems.consoleErrors).toEqual([]);
    assertNoPageProblems(problems, "a visitor's job fair filters");
  });
});
