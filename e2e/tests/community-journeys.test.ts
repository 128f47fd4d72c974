import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { chooseOption, field } from '../support/forms.js';
import { announced, chatConnected, pathOf } from '../support/journeys.js';

const { open } = useBrowser();

const FORUM = '/kakayahan/forum';

/** Opens the forum and narrows it to the post with this title (server search). */
async function findPost(page: Page, title: string) {
  await page.goto(FORUM);
  await waitForPageReady(page);
  await field(page, /^Search posts, comments and replies/i).fill(title);
  await field(page, /^Search posts, comments and replies/i).press('Enter');
  const post = page.getByRole('article', { name: title });
  await post.waitFor();
  return post;
}

describe('community', () => {
  test('a job seeker posts, an employer comments, the job seeker replies, the employer reports the post and an admin resolves the report', async () => {
    const suffix = Date.now().toString(36);
    const title = `Commuting tips for wheelchair users ${suffix}`;
    const reportDetails = `Off-topic advertising in the forum ${suffix}`;

    // 1. The job seeker writes a post.
    const seeker = await open({ session: e2eEnv().sessions.jobSeeker });
    await seeker.page.goto(FORUM);
    await waitForPageReady(seeker.page);
    await seeker.page.getByRole('button', { name: 'Create New Post' }).click();
    await field(seeker.page, /^Title/i).fill(title);
    await field(seeker.page, /^Content/i).fill('Which MRT stations have working lifts? Share what you know.');
    await seeker.page.getByRole('button', { name: 'Publish Post' }).click();
    await announced(seeker.page, 'Post created successfully.').waitFor();
    await seeker.page.getByRole('article', { name: title }).waitFor();

    // 2. The employer finds it and comments.
    const employer = await open({ session: e2eEnv().sessions.employer });
    let post = await findPost(employer.page, title);
    await post.getByRole('button', { name: `Comment on ${title}` }).click();
    await field(employer.page, /^Your comment/i).fill('Ayala station has a lift on both sides.');
    await employer.page.getByRole('button', { name: 'Post Comment' }).click();
    await post.getByText('Ayala station has a lift on both sides.').waitFor();

    // 3. The job seeker replies to that comment.
    post = await findPost(seeker.page, title);
    await post
      .getByRole('button', { name: /^Reply to comment by / })
      .first()
      .click();
    await field(seeker.page, /^Your reply to/i).fill('Thank you, that helps a lot!');
    await seeker.page.getByRole('button', { name: 'Post Reply' }).click();
    await post.getByText('Thank you, that helps a lot!').waitFor();
    await expectNoAxeViolations(seeker.page, 'the forum with a post, a comment and a reply');

    // 4. The employer reports the post.
    post = await findPost(employer.page, title);
    await post.getByRole('button', { name: `Report post ${title}` }).click();
    const dialog = employer.page.getByRole('dialog');
    await chooseOption(employer.page, /^Reason/i, 'Spam');
    await field(employer.page, /^Details/i).fill(reportDetails);
    await expectNoAxeViolations(employer.page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await announced(employer.page, 'Report submitted successfully.').waitFor();

    // 5. The admin finds the report and resolves it.
    const admin = await open({ session: e2eEnv().sessions.admin });
    await admin.page.goto('/admin/manage-reports');
    await waitForPageReady(admin.page);
    await field(admin.page, /^Search/i).fill(reportDetails);
    const report = admin.page.getByRole('article').filter({ hasText: 'Post Report' }).first();
    await report.waitFor();
    await report.getByRole('button', { name: /^Details/ }).click();
    await report.getByText(reportDetails).waitFor();
    await expectNoAxeViolations(admin.page, 'Manage Reports with a report expanded');
    await report.getByRole('button', { name: /^Resolve Report/ }).click();
    await announced(admin.page, /resolved/i).waitFor();
    await expect.poll(() => report.textContent()).toMatch(/Resolved/u);
  });

  test('a job seeker opens a chat from a job card and both people exchange messages live', async () => {
    const suffix = Date.now().toString(36);
    const fromSeeker = `Good day! Is the role open to screen reader users? ${suffix}`;
    const fromEmployer = `Yes, our whole team tests with NVDA. ${suffix}`;
    const again = `Wonderful, I will apply today. ${suffix}`;

    const seeker = await open({ session: e2eEnv().sessions.jobSeeker });
    await seeker.page.goto('/job-seeker/dashboard');
    await waitForPageReady(seeker.page);
    await seeker.page
      .getByRole('button', { name: /^Chat with Employer\s*:\s*Bayanihan Tech Solutions/u })
      .first()
      .click();
    await expect.poll(() => pathOf(seeker.page), { timeout: 10_000 }).toMatch(/^\/chat\/\d+$/u);
    const roomPath = pathOf(seeker.page);
    await chatConnected(seeker.page).waitFor();
    await field(seeker.page, /^Message to/i).fill(fromSeeker);
    await field(seeker.page, /^Message to/i).press('Enter');
    await seeker.page.getByText(fromSeeker).first().waitFor();

    // The employer opens the conversation from My Conversations and sees the message.
    const employer = await open({ session: e2eEnv().sessions.employer });
    await employer.page.goto('/user-chats');
    await waitForPageReady(employer.page);
    await employer.page
      .getByRole('link', { name: /Maria Santos/u })
      .first()
      .click();
    await expect.poll(() => pathOf(employer.page)).toBe(roomPath);
    await employer.page.getByText(fromSeeker).first().waitFor();
    await chatConnected(employer.page).waitFor();

    // Both see each other's messages arrive without reloading.
    await field(employer.page, /^Message to/i).fill(fromEmployer);
    await employer.page.getByRole('button', { name: /^Send/u }).click();
    await seeker.page.getByText(fromEmployer).first().waitFor();
    await field(seeker.page, /^Message to/i).fill(again);
    await field(seeker.page, /^Message to/i).press('Enter');
    await employer.page.getByText(again).first().waitFor();
    await expectNoAxeViolations(employer.page, 'the chat room with messages');
  });
});
