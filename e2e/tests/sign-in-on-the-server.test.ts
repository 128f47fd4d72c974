import { expect, test } from '../support/fixtures.js';
import { waitForPageReady } from '../support/browser.js';
import { field } from '../support/forms.js';
import { urlAt } from '../support/journeys.js';

// Decision 031: the sign-in pages are rendered on the server for visitors, like the public pages of decision
// 025. The form is in the first response; the app wakes when a field is used and takes the sign-in.

test.describe('sign-in rendered on the server', () => {
  test('with JavaScript off the form is there, and sending it never puts the password in an address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      for (const [path, name] of [
        ['/job-seeker/signin', 'Job seeker sign-in'],
        ['/employer/signin', 'Employer sign-in'],
        ['/admin/signin', 'Admin sign-in'],
      ] as const) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        const form = page.getByRole('form', { name });
        await expect(form, path).toHaveAttribute('method', 'post');
        await expect(form.getByRole('textbox', { name: /^Email/u }), path).toBeVisible();
      }

      await page.goto('/job-seeker/signin?redirect=%2Fjob-seeker%2Fdashboard');
      await field(page, /^Email/u).fill('someone@example.ph');
      await field(page, /^Password/u).fill('Never-In-An-Address-1');
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.method() === 'POST'),
        page.getByRole('button', { name: 'Sign In' }).click(),
      ]);
      expect(request.url()).not.toContain('Never-In-An-Address');
      // The server keeps nothing and gives the page back, where the app (with JavaScript) signs in.
      await expect(page).toHaveURL(/\/job-seeker\/signin\?redirect=%2Fjob-seeker%2Fdashboard$/u);
      expect(page.url()).not.toContain('Never-In-An-Address');
      await expect(page.getByRole('form', { name: 'Job seeker sign-in' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the page comes without the app; typing wakes it, and a sign-in sent meanwhile goes through', async ({
    open,
    people,
  }) => {
    const seeker = await people.jobSeeker();
    const { page } = await open();
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/main-[\w-]+\.js$/u.test(request.url())) appScripts.push(request.url());
    });
    await page.goto('/job-seeker/signin');
    await waitForPageReady(page);
    expect(appScripts, "the app's code is not loaded before the form is used").toEqual([]);

    // Typed at once and sent with Enter: the app wakes on the first focus, keeps what was typed and sends it.
    await field(page, /^Email/u).pressSequentially(seeker.email);
    await field(page, /^Password/u).pressSequentially(seeker.password);
    await field(page, /^Password/u).press('Enter');

    await expect(page).toHaveURL(urlAt('/job-seeker/preferences', '/employee-components'));
    expect(appScripts.length).toBeGreaterThan(0);
  });
});
