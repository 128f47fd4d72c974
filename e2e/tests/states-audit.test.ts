import { adminUsersApi } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady, type PageProblems } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { chooseOption, field, tickCheckbox } from '../support/forms.js';
import { announced, signIn, urlAt } from '../support/journeys.js';
import { uniqueWord } from '../support/people.js';
import { postJob } from '../support/seed.js';

// The route audit (accessibility-audit.test.ts) sees each route's first view. These states appear only
// after an action, so each is reached here through the real UI, checked to be really there (its words,
// and the focus where the design puts it), then audited with axe at a desktop width and 360 px wide.
const VIEWPORTS = [
  { size: 'desktop', viewport: { width: 1280, height: 900 } },
  { size: '360 px', viewport: { width: 360, height: 800 } },
] as const;

/** axe finds nothing, and nothing scrolls sideways (the page fits the viewport it was opened in). */
async function expectStateAccessible(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width + 1);
}

/** The same, then no uncaught error or failed request on the way there. */
async function auditState(page: Page, problems: PageProblems, where: string): Promise<void> {
  await expectStateAccessible(page, where);
  assertNoPageProblems(problems, where);
}

for (const { size, viewport } of VIEWPORTS) {
  test.describe(`states after an action at ${size}`, () => {
    test('the "Success" message after an employer posts a job', async ({ open, employer }) => {
      const { page, problems } = await open({ as: employer, viewport });
      await page.goto('/employer/post-job');
      await waitForPageReady(page);
      await field(page, /^Job title/i).fill(`Accessibility Auditor ${uniqueWord()}`);
      await chooseOption(page, /^Category/i, 'Technology');
      await chooseOption(page, /^Job type/i, 'Full Time');
      await field(page, /^Location/i).fill('Remote');
      await field(page, /^Salary range/i).fill('30,000 - 38,000');
      await field(page, /^Required skills/i).fill('Screen readers, WCAG');
      await field(page, /^Job description/i).fill('Audit our public-service apps with NVDA and write clear reports.');
      await tickCheckbox(page.getByRole('checkbox', { name: 'Quality Assurance', exact: true }));
      await tickCheckbox(page.getByRole('checkbox', { name: 'Visual Disability', exact: true }));
      await page.getByRole('button', { name: 'Post Job' }).click();

      const done = page.getByRole('status', { name: /^Success: Job posted/u });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expect(done.getByRole('link', { name: 'View the job' })).toBeVisible();
      await auditState(page, problems, `the job posted message at ${size}`);
    });

    test('the "Success" message after a job seeker saves their profile', async ({ open, jobSeeker }) => {
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto('/job-seeker/edit-profile');
      await waitForPageReady(page);
      await expect(field(page, /^Headline/i)).not.toHaveValue('');
      await page.getByRole('button', { name: 'Save Profile' }).click();

      const done = page.getByRole('status', { name: /^Success: Profile updated successfully!/u });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await auditState(page, problems, `the profile saved message at ${size}`);
    });

    test('the "Success" message after a job seeker saves their job preferences', async ({ open, jobSeeker }) => {
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto('/job-seeker/preferences');
      await waitForPageReady(page);
      await expect(page.getByRole('checkbox', { name: 'Web Development', exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Save Preferences' }).click();

      const done = page.getByRole('status', { name: /^Success: Preferences saved successfully!/u });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await auditState(page, problems, `the preferences saved message at ${size}`);
    });

    test('the application success after a job seeker applies', async ({ open, api, employer, jobSeeker }) => {
      const title = `Data Encoder ${uniqueWord()}`;
      const jobId = await postJob(api, employer, { title });
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto(`/job-seeker/apply?post_id=${jobId}`);
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();

      const success = page.getByRole('heading', { name: /Application Submitted!/u });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect(page.getByRole('list', { name: 'What next' }).getByRole('link')).toHaveCount(3);
      await auditState(page, problems, `the application success at ${size}`);
    });

    test('the offline banner', async ({ open, jobSeeker }) => {
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto('/employee-components');
      await waitForPageReady(page);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.focus();
      // Nothing failed before the connection went; requests failing after it are the point of the state.
      assertNoPageProblems(problems, `the job seeker's home at ${size}`);

      await page.context().setOffline(true);
      const banner = announced(
        page,
        'You are offline. What you typed is kept; we will try again when the connection is back.',
      );
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Warning:');
      // It holds no control and never takes the focus: the person stays where they were.
      await expect(heading).toBeFocused();
      await expectStateAccessible(page, `the offline banner at ${size}`);

      await page.context().setOffline(false);
      await expect(banner).toBeHidden();
    });

    test('the welcome on a job seeker’s first sign-in after approval', async ({ open, api, people, admin }) => {
      const seeker = await people.pendingJobSeeker();
      await api.call(adminUsersApi.approveUser, { token: admin.session.token, params: { userId: seeker.id } });

      const { page, problems } = await open({ viewport });
      // A new job seeker has no preferences yet and would be sent to set them; home is where the welcome is.
      await signIn(page, '/job-seeker/signin?redirect=%2Femployee-components', seeker.email, seeker.password);
      await expect(page).toHaveURL(urlAt('/employee-components'));
      await waitForPageReady(page);

      const welcome = page.getByRole('region', { name: /^Welcome to Kakayahan Jobs! Here is where to start/u });
      await expect(welcome).toBeVisible();
      await expect(welcome.getByRole('link')).toHaveCount(3);
      await expect(welcome.getByRole('button', { name: 'Skip for now' })).toBeVisible();
      // It is part of the page, not a dialog: the focus goes to the page's heading as on any new page.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await auditState(page, problems, `the first sign-in welcome at ${size}`);
    });

    test('All Jobs saying no job matches the words searched for', async ({ open, jobSeeker }) => {
      const { page, problems } = await open({ as: jobSeeker, viewport });
      await page.goto('/job-seeker/dashboard');
      await waitForPageReady(page);
      await page.getByRole('tab', { name: 'All Jobs' }).click();
      const words = `${uniqueWord()}zzq`;
      const search = page.getByRole('searchbox', { name: /^Search jobs by title, company, skills or description/u });
      await search.fill(words);
      await search.press('Enter');

      await expect(announced(page, `No jobs match '${words}'.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
      // Said in a live region where it is: the focus stays in the search field, to try other words.
      await expect(search).toBeFocused();
      await auditState(page, problems, `All Jobs without a result at ${size}`);
    });
  });
}
