import { expectNoAxeViolations } from '../support/axe.js';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { chooseOption, field, tickCheckbox } from '../support/forms.js';
import { announced, literally, urlAt } from '../support/journeys.js';

test.describe('from a job post to an approved application', () => {
  test('an employer posts a job; the job seeker sees it recommended in green with the reasons, applies; the employer approves; the job seeker sees Approved and is notified', async ({
    open,
    employer,
    jobSeeker,
  }) => {
    const title = `Screen Reader QA Analyst ${Date.now().toString(36)}`;

    // 1. The employer posts a job that suits the job seeker (skills, preference and disability).
    const hiring = await open({ as: employer });
    await hiring.page.goto('/employer/post-job');
    await waitForPageReady(hiring.page);
    await field(hiring.page, /^Job title/i).fill(title);
    await chooseOption(hiring.page, /^Category/i, 'Technology');
    await chooseOption(hiring.page, /^Job type/i, 'Full Time');
    await field(hiring.page, /^Location/i).fill('Remote');
    await field(hiring.page, /^Salary range/i).fill('30,000 - 38,000');
    await field(hiring.page, /^Required skills/i).fill('JavaScript, Screen readers');
    await field(hiring.page, /^Job description/i).fill(
      'Test our public-service apps with NVDA and TalkBack and write clear reports of every barrier.',
    );
    await tickCheckbox(hiring.page.getByRole('checkbox', { name: 'Quality Assurance', exact: true }));
    await tickCheckbox(hiring.page.getByRole('checkbox', { name: 'Visual Disability', exact: true }));
    await hiring.page.getByRole('button', { name: 'Post Job' }).click();
    // No move after a delay (decision 020): the message takes the focus and links to the job.
    const posted = hiring.page.getByRole('status', { name: /Job posted\./u });
    await expect(posted).toBeFocused();
    await expect(posted.getByRole('link', { name: 'View the job' })).toHaveAttribute('href', /^\/jobs\/\d+$/u);
    await expect(hiring.page).toHaveURL(urlAt('/employer/post-job'));

    // 2. The job seeker finds it among the recommendations, with its colour said in words and why.
    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/job-seeker/dashboard');
    await waitForPageReady(seeker.page);
    const card = seeker.page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\(Green\)/u);
    await expect(card).toContainText(/Matches your skills: [^.]*JavaScript/u);
    await expect(card).toContainText(/Matches your preferences: [^.]*Quality Assurance/u);
    await expect(card).toContainText(/Suited to [^.]*Visual Disability/u);

    // 3. Apply with the profile as it is (read-only) and the resume already on the profile.
    // The visually hidden ": title" may be read with or without a space before the colon.
    await card.getByRole('link', { name: /^Apply Now\s*:/u }).click();
    await waitForPageReady(seeker.page);
    await expect(seeker.page).toHaveURL(urlAt('/job-seeker/apply'));
    await expect(seeker.page.getByRole('heading', { name: title }).first()).toBeVisible();
    await seeker.page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(seeker.page.getByRole('heading', { name: /Application Submitted!/u })).toBeVisible();
    await expectNoAxeViolations(seeker.page, 'the Application Submitted screen');

    // 4. The employer sees the applicant on the dashboard and approves; the job seeker's open page hears of
    //    it live (the header bell's count rises and the news is announced) without reloading.
    // Issue 14 changed this: the apply page no longer moves home after 3 s; the person stays on the success.
    await expect(seeker.page).toHaveURL(urlAt('/job-seeker/apply'));
    const bell = seeker.page.getByRole('banner').getByRole('button', { name: /^Notifications/u });
    const unreadOf = async () => Number(/(\d+) unread/u.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const unreadBefore = await unreadOf();
    await hiring.page.goto('/employer/dashboard');
    await waitForPageReady(hiring.page);
    const applicantRow = hiring.page.getByRole('row').filter({ hasText: title }).filter({ hasText: jobSeeker.name });
    await expect(applicantRow.first()).toBeVisible();
    await applicantRow
      .first()
      .getByRole('button', { name: `Approve ${jobSeeker.name}` })
      .click();
    const dialog = hiring.page.getByRole('alertdialog').or(hiring.page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await expect(
      announced(hiring.page, 'Application approved successfully! The candidate will be notified.'),
    ).toBeVisible();
    await expect(announced(seeker.page, 'New notification: Application approved')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`\\b${unreadBefore + 1} unread`, 'u'));

    // 5. The job seeker's tracking shows Approved, and a notification says so.
    await seeker.page.goto('/job-seeker/track-job');
    await waitForPageReady(seeker.page);
    const row = seeker.page.getByRole('listitem').filter({ hasText: title }).first();
    await expect(row).toContainText(/Approved/u);

    await seeker.page.goto('/notifications');
    await waitForPageReady(seeker.page);
    await expect(seeker.page.getByText(literally(title)).first()).toBeVisible();
  });
});
