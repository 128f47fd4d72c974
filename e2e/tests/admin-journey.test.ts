import { readFile } from 'node:fs/promises';
import { BUSINESS_REGISTRATION_LABELS, EMPLOYER_VERIFICATION_MESSAGES } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { chooseOption, field } from '../support/forms.js';
import { announced, urlAt } from '../support/journeys.js';
import { uniqueWord } from '../support/people.js';
import { resumePdf } from '../support/resume-pdf.js';
import { applyTo, postJob } from '../support/seed.js';

/** Reloads until the text shows: a notification arrives through the job queue after the change commits. */
async function expectSoon(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('Manage Employers', () => {
  test('an admin filters employers by industry, views one and deletes it; the audit log keeps it and the applicant is told', async ({
    open,
    people,
    api,
    admin,
    jobSeeker,
  }) => {
    // An employer of an industry no other employer of the run has, with a job someone applied to.
    const industry = `Assistive Technology ${uniqueWord()}`;
    const employer = await people.employer({ industry, location: 'Davao City, Davao del Sur' });
    const company = employer.company ?? '';
    const jobTitle = `Braille Transcriber ${uniqueWord()}`;
    await applyTo(api, jobSeeker, await postJob(api, employer, { title: jobTitle }));

    const { page } = await open({ as: admin });
    await page.goto('/admin/manage-employers');
    await waitForPageReady(page);
    await chooseOption(page, /^Industry/u, industry);
    await expect(page).toHaveURL(/industry=/u);
    await expect(announced(page, '1 employer(s) found')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await expect(table).toContainText(company);
    await expect(table).toContainText('Not verified');

    // The view dialog: the whole company profile and its job.
    await page.getByRole('button', { name: `View ${company}` }).click();
    const details = page.getByRole('dialog', { name: `Details of ${company}` });
    await expect(details.getByText(jobTitle)).toBeVisible();
    await expect(details.getByText('Davao City, Davao del Sur').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByRole('button', { name: `View ${company}` })).toBeFocused();

    // Delete, with the spec's confirmation and a reason for the employer.
    await page.getByRole('button', { name: `Delete ${company}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByLabel(/^Reason/u).fill('The company could not be reached at its listed number.');
    await confirm.getByRole('button', { name: 'Delete employer' }).click();
    await expect(announced(page, 'Deleted! Employer has been deleted.')).toBeVisible();
    await expect(page.getByText('No employers found')).toBeVisible();

    // The audit log has who did it, to whom and why.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(urlAt('/admin/audit-log'));
    await field(page, /^Search/u).fill(company);
    await field(page, /^Search/u).press('Enter');
    const record = page.getByRole('row').filter({ hasText: company }).first();
    await expect(record).toContainText('Deleted employer');
    await expect(record).toContainText('The company could not be reached at its listed number.');

    // The applicant is told an administrator removed the job.
    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/notifications');
    await expectSoon(seeker.page, `An administrator removed "${jobTitle}"`);
  });
});

test.describe('Platform Statistics', () => {
  test('the admin sees the four totals, every chart with its table, narrows the period and downloads a table as CSV', async ({
    open,
    admin,
  }) => {
    const { page } = await open({ as: admin });
    await page.goto('/admin/platform-statistics');
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Statistics' })).toBeVisible();
    for (const total of ['Job seekers', 'Employers', 'Jobs posted', 'Disability types']) {
      await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    }
    // Every chart is an image named after its table, and the table is on the page (not behind a hover).
    const charts = page.getByRole('img', { name: /chart; the same figures are in the table/u });
    expect(await charts.count()).toBeGreaterThanOrEqual(7);
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(7);
    const funnel = page.getByRole('table').filter({ hasText: 'Signed up' }).first();
    await expect(funnel).toContainText('Approved by an admin');

    // A period: the address keeps it.
    await field(page, /^From/u).fill('2026-01-01');
    await field(page, /^To/u).fill('2026-12-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/from=2026-01-01/u);
    await expect(page).toHaveURL(/to=2026-12-31/u);
    // The figures of the new period have arrived (the old ones stay on screen while it loads).
    await expect(announced(page, /The sections below cover from Jan 1, 2026 to Dec 31, 2026/u)).toBeVisible();

    // The hiring funnel's table as a CSV file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download CSV of the hiring funnel table/u }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('kakayahan-hiring-funnel-2026-01-01-to-2026-12-31.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Signed up');
  });
});

test.describe('Verified employers', () => {
  test('an employer sends their business registration, the admin approves it after opening it, and the badge appears on the job feed', async ({
    open,
    api,
    people,
    admin,
    jobSeeker,
  }) => {
    const employer = await people.employer();
    const company = employer.company ?? '';
    const jobTitle = `Accessibility Tester ${uniqueWord()}`;
    await postJob(api, employer, { title: jobTitle });

    // 1. The employer sends the registration from their profile.
    const hiring = await open({ as: employer });
    await hiring.page.goto('/employer/profile');
    await waitForPageReady(hiring.page);
    const section = hiring.page.getByRole('region', { name: 'Business verification' });
    await expect(section).toBeVisible();
    await chooseOption(hiring.page, /^Kind of registration/u, BUSINESS_REGISTRATION_LABELS.SEC);
    await field(hiring.page, /^Registration number/u).fill('CS202612345');
    await field(hiring.page, /^TIN/u).fill('123-456-789-000');
    await section.locator('input[type="file"]').setInputFiles({
      name: 'sec-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: resumePdf([company, 'Certificate of Incorporation', 'CS202612345']),
    });
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect(announced(hiring.page, EMPLOYER_VERIFICATION_MESSAGES.submitted)).toBeVisible();

    // 2. The admin finds it beside the pending job seekers, reviews it and approves.
    const { page } = await open({ as: admin });
    await page.goto('/admin/user-approval');
    await waitForPageReady(page);
    await page.getByRole('tab', { name: /^Employers/u }).click();
    await field(page, /^Search/u).fill(company);
    await field(page, /^Search/u).press('Enter');
    await page.getByRole('button', { name: `Review ${company}` }).click();
    const review = page.getByRole('dialog', { name: `Business registration of ${company}` });
    await expect(review).toContainText('CS202612345');
    await expect(review.getByRole('link', { name: /Open the certificate/u })).toBeVisible();
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(announced(page, EMPLOYER_VERIFICATION_MESSAGES.approved)).toBeVisible();

    // 3. A job seeker sees the badge on the employer's job, and the filter keeps it.
    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/job-seeker/dashboard?verified=true');
    await waitForPageReady(seeker.page);
    await field(seeker.page, /^Search jobs by title/u).fill(jobTitle);
    await field(seeker.page, /^Search jobs by title/u).press('Enter');
    const card = seeker.page.getByRole('article', { name: jobTitle });
    await expect(card).toContainText('Verified employer');
  });
});
