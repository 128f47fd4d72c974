import { chatApi } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field } from '../support/forms.js';
import { literally, urlAt } from '../support/journeys.js';
import { uniqueWord } from '../support/people.js';
import { applyTo, postJob, sendChatMessages } from '../support/seed.js';

/** A phone held upright (issue 14: the employer's and the job seeker's journeys at 360 px). */
const PHONE = { width: 360, height: 740 };

/** Nothing on the page is wider than the screen: no sideways scrolling anywhere. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page should not scroll sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The element is wholly on the screen, left to right (reachable without scrolling sideways). */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  expect(box, 'the element should be laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('on a phone (360 px)', () => {
  test('an employer approves an applicant from the dashboard without scrolling sideways', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const title = `Customer Support Associate ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title });
    await applyTo(api, jobSeeker, jobId);

    const { page, problems } = await open({ as: employer, viewport: PHONE });
    await page.goto('/employer/dashboard');
    await waitForPageReady(page);
    await expectNoSidewaysScroll(page, 'the dashboard');

    // Below 768 px the applicants are cards, each with its buttons in view.
    const card = page
      .getByRole('list', { name: 'Applicants to your jobs' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: literally(jobSeeker.name) }) });
    await expect(card).toContainText(title);
    const approve = card.getByRole('button', { name: `Approve ${jobSeeker.name} for ${title}` });
    await approve.scrollIntoViewIfNeeded();
    await expectWithinWidth(page, approve);
    await expectWithinWidth(page, card.getByRole('button', { name: `Decline ${jobSeeker.name} for ${title}` }));

    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await expect(dialog).toContainText(jobSeeker.name);
    await dialog.getByRole('button', { name: 'Approve application' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Application approved successfully!' })).toBeVisible();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: /^Approve /u })).toHaveCount(0);
    // Still on the dashboard: nothing moved the employer on.
    await expect(page).toHaveURL(urlAt('/employer/dashboard'));
    await expectNoSidewaysScroll(page, 'the dashboard after the approval');
    await expectNoAxeViolations(page, 'the employer dashboard at 360 px');
    assertNoPageProblems(problems, 'the employer dashboard at 360 px');
  });

  test('the header menu opens by keyboard and reaches My applications; Escape closes it', async ({
    open,
    jobSeeker,
  }) => {
    const { page, problems } = await open({ as: jobSeeker, viewport: PHONE });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await expectNoSidewaysScroll(page, 'the job seeker home');

    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'My applications' })).toBeHidden();

    // From the logo, Tab walks the bar to the Menu button; Enter opens it.
    await banner.getByRole('link', { name: /home$/u }).focus();
    for (let step = 0; step < 5 && !(await menu.evaluate((el) => el === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'the open header menu at 360 px');

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    const myApplications = banner.getByRole('link', { name: 'My applications' });
    for (let step = 0; step < 5 && !(await myApplications.evaluate((el) => el === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(myApplications).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlAt('/job-seeker/track-job'));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    assertNoPageProblems(problems, 'the header menu at 360 px');
  });

  test('the chat room shows the company and the job, and keeps the composer in view', async ({
    open,
    api,
    employer,
    jobSeeker,
  }) => {
    const title = `Data Encoder ${uniqueWord()}`;
    const jobId = await postJob(api, employer, { title });
    const { room_id: roomId } = await api.call(chatApi.createChat, {
      token: jobSeeker.session.token,
      body: { other_user_id: employer.id, job_post_id: jobId },
    });
    // Enough text to make the conversation longer than the screen (five messages: the socket's burst).
    const long =
      'We read every application ourselves and reply within two working days. The interview can be online, ' +
      'by chat or by video with captions, or at our office, which has a ramp, a lift and an accessible toilet. ' +
      'Tell us what you need and we will arrange it before the day.';
    await sendChatMessages(
      api,
      employer,
      roomId,
      Array.from({ length: 5 }, (_, index) => `Message ${index + 1} about the ${title} role. ${long}`),
    );

    const { page, problems } = await open({ as: jobSeeker, viewport: PHONE });
    await page.goto(`/chat/${roomId}`);
    await waitForPageReady(page);
    await expect(page.getByText(`About ${title} at ${employer.company ?? ''}`)).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/jobs/${jobId}`);

    const composer = field(page, /^Message to/iu);
    await expect(composer).toBeInViewport();
    // Reading back up the conversation, the composer stays pinned at the bottom of the screen.
    await page.getByText('Message 1 about').scrollIntoViewIfNeeded();
    await expect(composer).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Send/u })).toBeInViewport();
    await expectNoSidewaysScroll(page, 'the chat room');

    // The conversation list says the same.
    await page.goto('/user-chats');
    await waitForPageReady(page);
    await expect(
      page.getByRole('listitem').filter({ hasText: `About ${title} at ${employer.company ?? ''}` }),
    ).toHaveCount(1);
    assertNoPageProblems(problems, 'the chat at 360 px');
  });
});
