import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { chooseOption, field } from '../support/forms.js';
import { announced, chatConnected, literally } from '../support/journeys.js';
import { postJob } from '../support/seed.js';

const FORUM = '/kakayahan/forum';

/** Opens the forum and narrows it to the post with this title (server search). */
async function findPost(page: Page, title: string) {
  await page.goto(FORUM);
  await waitForPageReady(page);
  await field(page, /^Search posts, comments and replies/i).fill(title);
  await field(page, /^Search posts, comments and replies/i).press('Enter');
  const post = page.getByRole('article', { name: title });
  await expect(post).toBeVisible();
  return post;
}

test.describe('community', () => {
  test('a job seeker posts, an employer comments, the job seeker replies, the employer reports the post and an admin resolves the report', async ({
    open,
    jobSeeker,
    employer,
    admin,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Commuting tips for wheelchair users ${suffix}`;
    const reportDetails = `Off-topic advertising in the forum ${suffix}`;

    // 1. The job seeker writes a post.
    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto(FORUM);
    await waitForPageReady(seeker.page);
    await seeker.page.getByRole('button', { name: 'Create New Post' }).click();
    await field(seeker.page, /^Title/i).fill(title);
    await field(seeker.page, /^Content/i).fill('Which MRT stations have working lifts? Share what you know.');
    await seeker.page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(announced(seeker.page, 'Post created successfully.')).toBeVisible();
    await expect(seeker.page.getByRole('article', { name: title })).toBeVisible();

    // 2. The employer finds it and comments.
    const hiring = await open({ as: employer });
    let post = await findPost(hiring.page, title);
    await post.getByRole('button', { name: `Comment on ${title}` }).click();
    await field(hiring.page, /^Your comment/i).fill('Ayala station has a lift on both sides.');
    await hiring.page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(post.getByText('Ayala station has a lift on both sides.')).toBeVisible();

    // 3. The job seeker replies to that comment.
    post = await findPost(seeker.page, title);
    await post
      .getByRole('button', { name: /^Reply to comment by / })
      .first()
      .click();
    await field(seeker.page, /^Your reply to/i).fill('Thank you, that helps a lot!');
    await seeker.page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(post.getByText('Thank you, that helps a lot!')).toBeVisible();
    await expectNoAxeViolations(seeker.page, 'the forum with a post, a comment and a reply');

    // 4. The employer reports the post.
    post = await findPost(hiring.page, title);
    await post.getByRole('button', { name: `Report post ${title}` }).click();
    const dialog = hiring.page.getByRole('dialog');
    await chooseOption(hiring.page, /^Reason/i, 'Spam');
    await field(hiring.page, /^Details/i).fill(reportDetails);
    await expectNoAxeViolations(hiring.page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(announced(hiring.page, 'Report submitted successfully.')).toBeVisible();

    // 5. The admin finds the report and resolves it.
    const moderator = await open({ as: admin });
    await moderator.page.goto('/admin/manage-reports');
    await waitForPageReady(moderator.page);
    await field(moderator.page, /^Search/i).fill(reportDetails);
    const report = moderator.page.getByRole('article').filter({ hasText: 'Post Report' }).first();
    await expect(report).toBeVisible();
    await report.getByRole('button', { name: /^Details/ }).click();
    await expect(report.getByText(reportDetails)).toBeVisible();
    await expectNoAxeViolations(moderator.page, 'Manage Reports with a report expanded');
    await report.getByRole('button', { name: /^Resolve Report/ }).click();
    await expect(announced(moderator.page, /resolved/i)).toBeVisible();
    await expect(report).toContainText(/Resolved/u);
  });

  test('a job seeker opens a chat from a job card and both people exchange messages live', async ({
    open,
    api,
    jobSeeker,
    employer,
  }) => {
    const suffix = Date.now().toString(36);
    const jobTitle = `Accessibility Tester ${suffix}`;
    const fromSeeker = `Good day! Is the role open to screen reader users? ${suffix}`;
    const fromEmployer = `Yes, our whole team tests with NVDA. ${suffix}`;
    const again = `Wonderful, I will apply today. ${suffix}`;
    // A job of the employer's that suits the job seeker, so it is among their recommendations.
    await postJob(api, employer, { title: jobTitle });

    const seeker = await open({ as: jobSeeker });
    await seeker.page.goto('/job-seeker/dashboard');
    await waitForPageReady(seeker.page);
    await seeker.page
      .getByRole('article', { name: jobTitle })
      .getByRole('button', { name: new RegExp(`^Chat with Employer\\s*:\\s*${employer.company ?? ''}`, 'u') })
      .click();
    await expect(seeker.page).toHaveURL(/\/chat\/\d+$/u, { timeout: 10_000 });
    const roomPath = new URL(seeker.page.url()).pathname;
    await expect(chatConnected(seeker.page)).toBeVisible();
    await field(seeker.page, /^Message to/i).fill(fromSeeker);
    await field(seeker.page, /^Message to/i).press('Enter');
    await expect(seeker.page.getByText(fromSeeker).first()).toBeVisible();

    // The employer opens the conversation from My Conversations and sees the message.
    const hiring = await open({ as: employer });
    await hiring.page.goto('/user-chats');
    await waitForPageReady(hiring.page);
    await hiring.page
      .getByRole('link', { name: literally(jobSeeker.name) })
      .first()
      .click();
    await expect(hiring.page).toHaveURL(new RegExp(`${roomPath}$`, 'u'));
    await expect(hiring.page.getByText(fromSeeker).first()).toBeVisible();
    await expect(chatConnected(hiring.page)).toBeVisible();

    // Both see each other's messages arrive without reloading.
    await field(hiring.page, /^Message to/i).fill(fromEmployer);
    await hiring.page.getByRole('button', { name: /^Send/u }).click();
    await expect(seeker.page.getByText(fromEmployer).first()).toBeVisible();
    await field(seeker.page, /^Message to/i).fill(again);
    await field(seeker.page, /^Message to/i).press('Enter');
    await expect(hiring.page.getByText(again).first()).toBeVisible();
    await expectNoAxeViolations(hiring.page, 'the chat room with messages');
  });
});
