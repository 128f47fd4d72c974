import { jobSeekerProfilesApi } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field } from '../support/forms.js';
import { chatConnected } from '../support/journeys.js';
import { createPost, openChat } from '../support/seed.js';

/** Markup that would run script if a screen injected user text as HTML. */
const IMG = '<img src=x onerror="window.__injected = (window.__injected || 0) + 1">';
const SCRIPT = '<script>window.__injected = (window.__injected || 0) + 1</script>';
const PAYLOAD = `Hello ${IMG} and ${SCRIPT} bye`;

/** The markup is on the page as visible text, and none of it became an element or ran. */
async function expectShownAsText(page: Page, where: string): Promise<void> {
  await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible();
  expect(await page.getByText(SCRIPT, { exact: false }).count(), `${where}: the <script> text`).toBeGreaterThan(0);
  const injected = await page.evaluate(() => ({
    ran: (window as unknown as { __injected?: number }).__injected ?? 0,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.getElementsByTagName('script')).filter((s) => s.text.includes('__injected')).length,
  }));
  expect(injected, where).toEqual({ ran: 0, images: 0, scripts: 0 });
}

test.describe('user text is shown as text, never run', () => {
  test('markup posted in the forum, sent in a chat and saved in a profile stays text', async ({
    open,
    api,
    jobSeeker,
    employer,
  }) => {
    const suffix = Date.now().toString(36);
    const dialogs: string[] = [];

    // Forum: a post whose title and content carry the markup.
    await createPost(api, employer, `Markup test ${suffix} ${IMG}`, PAYLOAD);
    const seeker = await open({ as: jobSeeker });
    seeker.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await seeker.page.goto('/kakayahan/forum');
    await waitForPageReady(seeker.page);
    await field(seeker.page, /^Search posts, comments and replies/i).fill(`Markup test ${suffix}`);
    await field(seeker.page, /^Search posts, comments and replies/i).press('Enter');
    await expectShownAsText(seeker.page, 'the forum');

    // Chat: a message with the markup, read by the other person.
    const roomId = await openChat(api, jobSeeker, employer);
    await seeker.page.goto(`/chat/${roomId}`);
    await waitForPageReady(seeker.page);
    await expect(chatConnected(seeker.page)).toBeVisible();
    await field(seeker.page, /^Message to/i).fill(PAYLOAD);
    await field(seeker.page, /^Message to/i).press('Enter');
    const hiring = await open({ as: employer });
    hiring.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await hiring.page.goto(`/chat/${roomId}`);
    await waitForPageReady(hiring.page);
    await expectShownAsText(hiring.page, 'the chat room');

    // Profile: the job seeker's About, as the employer reads the public profile.
    const form = new FormData();
    form.set('bio', PAYLOAD);
    await api.call(jobSeekerProfilesApi.editProfile, { token: jobSeeker.session.token, form });
    await hiring.page.goto(`/job-seeker/profile/${jobSeeker.id}`);
    await waitForPageReady(hiring.page);
    await expectShownAsText(hiring.page, 'the public profile');

    expect(dialogs, 'no alert, confirm or prompt opened').toEqual([]);
  });
});
