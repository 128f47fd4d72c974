import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { uniqueWord } from '../support/people.js';
import { postJob } from '../support/seed.js';

// Issue 15 and decision 025: a visitor gets public pages rendered on the server. They work with JavaScript
// off; with it on, the first view loads only the small public script, and the app wakes on first use
// without the page changing. Someone signed in gets the app at the same address.

const PUBLIC_SCRIPT = /\/assets\/(?:public|read-aloud-shortcut)-[\w-]+\.js$/u;

test.describe('public pages rendered on the server', () => {
  test('a job page works with JavaScript off: title, description, company and a way to apply', async ({
    browser,
    baseURL,
    api,
    employer,
  }) => {
    const word = uniqueWord();
    const title = `Data Encoder ${word}`;
    const jobId = await postJob(api, employer, {
      title,
      description: `Encode the ${word} municipal records with a screen reader.`,
    });
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`/jobs/${jobId}`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Encode the ${word} municipal records with a screen reader.`)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title, 'u'));
      const apply = page.getByRole('link', { name: 'Sign in to apply' });
      await expect(apply).toHaveAttribute('href', /\/job-seeker\/signin\?redirect=/u);
      // A plain link: it goes to sign in (the app's page, which needs JavaScript, says so).
      await apply.click();
      await expect(page).toHaveURL(/\/job-seeker\/signin\?redirect=/u);

      const unknown = await page.goto('/jobs/987654321');
      expect(unknown?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

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
