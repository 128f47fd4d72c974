import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { chooseOption, field, tickCheckbox } from '../support/forms.js';
import { announced, pathOf } from '../support/journeys.js';

const { open } = useBrowser();

describe('from a job post to an approved application', () => {
  test('an employer posts a job; the job seeker sees it recommended in green with the reasons, applies; the employer approves; the job seeker sees Approved and is notified', async () => {
    const title = `Screen Reader QA Analyst ${Date.now().toString(36)}`;

    // 1. The demo employer posts a job that suits the demo job seeker (skills, preference and disability).
    const employer = await open({ session: e2eEnv().sessions.employer });
    await employer.page.goto('/employer/post-job');
    await waitForPageReady(employer.page);
    await field(employer.page, /^Job title/i).fill(title);
    await chooseOption(employer.page, /^Category/i, 'Technology');
    await chooseOption(employer.page, /^Job type/i, 'Full Time');
    await field(employer.page, /^Location/i).fill('Remote');
    await field(employer.page, /^Salary range/i).fill('30,000 - 38,000');
    await field(employer.page, /^Required skills/i).fill('JavaScript, Screen readers');
    await field(employer.page, /^Job description/i).fill(
      'Test our public-service apps with NVDA and TalkBack and write clear reports of every barrier.',
    );
    await tickCheckbox(employer.page.getByRole('checkbox', { name: 'Quality Assurance', exact: true }));
    await tickCheckbox(employer.page.getByRole('checkbox', { name: 'Visual Disability', exact: true }));
    await employer.page.getByRole('button', { name: 'Post Job' }).click();
    await announced(employer.page, 'Job posted successfully! Redirecting to dashboard...').waitFor();
    await expect.poll(() => pathOf(employer.page), { timeout: 10_000 }).toBe('/employer-components');

    // 2. The job seeker finds it among the recommendations, with its colour said in words and why.
    const seeker = await open({ session: e2eEnv().sessions.jobSeeker });
    await seeker.page.goto('/job-seeker/dashboard');
    await waitForPageReady(seeker.page);
    const card = seeker.page.getByRole('article', { name: title });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toMatch(/\(Green\)/u);
    await expect.poll(() => card.textContent()).toMatch(/Matches your skills: [^.]*JavaScript/u);
    await expect.poll(() => card.textContent()).toMatch(/Matches your preferences: [^.]*Quality Assurance/u);
    await expect.poll(() => card.textContent()).toMatch(/Suited to [^.]*Visual Disability/u);

    // 3. Apply with the profile as it is (read-only) and the resume already on the profile.
    // The visually hidden ": title" may be read with or without a space before the colon.
    await card.getByRole('link', { name: /^Apply Now\s*:/u }).click();
    await waitForPageReady(seeker.page);
    await expect.poll(() => pathOf(seeker.page)).toBe('/job-seeker/apply');
    await seeker.page.getByRole('heading', { name: title }).first().waitFor();
    await seeker.page.getByRole('button', { name: 'Submit Application' }).click();
    await seeker.page.getByRole('heading', { name: /Application Submitted!/u }).waitFor();
    await expectNoAxeViolations(seeker.page, 'the Application Submitted screen');

    // 4. The employer sees the applicant on the dashboard and approves; the job seeker's open page hears of
    //    it live (the header bell's count rises and the news is announced) without reloading.
    await expect.poll(() => pathOf(seeker.page), { timeout: 10_000 }).toBe('/employee-components');
    await waitForPageReady(seeker.page);
    const bell = seeker.page.getByRole('banner').getByRole('button', { name: /^Notifications/u });
    const unreadOf = async () => Number(/(\d+) unread/u.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const unreadBefore = await unreadOf();
    await employer.page.goto('/employer/dashboard');
    await waitForPageReady(employer.page);
    const applicantRow = employer.page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Maria Santos' });
    await applicantRow.first().waitFor();
    await applicantRow.first().getByRole('button', { name: 'Approve Maria Santos' }).click();
    const dialog = employer.page.getByRole('alertdialog').or(employer.page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await announced(employer.page, 'Application approved successfully! The candidate will be notified.').waitFor();
    await announced(seeker.page, 'New notification: Application approved').waitFor();
    await expect.poll(unreadOf).toBe(unreadBefore + 1);

    // 5. The job seeker's tracking shows Approved, and a notification says so.
    await seeker.page.goto('/job-seeker/track-job');
    await waitForPageReady(seeker.page);
    const row = seeker.page.getByRole('listitem').filter({ hasText: title });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toMatch(/Approved/u);

    await seeker.page.goto('/notifications');
    await waitForPageReady(seeker.page);
    await expect
      .poll(() => seeker.page.getByText(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u')).count())
      .toBeGreaterThan(0);
  });
});
