import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { field } from '../support/forms.js';
import { chatConnected } from '../support/journeys.js';

const { open } = useBrowser();

/** Markup that would run script if a screen injected user text as HTML. */
const IMG = '<img src=x onerror="window.__injected = (window.__injected || 0) + 1">';
const SCRIPT = '<script>window.__injected = (window.__injected || 0) + 1</script>';
const PAYLOAD = `Hello ${IMG} and ${SCRIPT} bye`;

async function api(path: string, token: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Token ${token}`);
  const response = await fetch(`${e2eEnv().baseUrl}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The markup is on the page as visible text, and none of it became an element or ran. */
async function expectShownAsText(page: Page, where: string): Promise<void> {
  await page.getByText(IMG, { exact: false }).first().waitFor();
  expect(await page.getByText(SCRIPT, { exact: false }).count(), `${where}: the <script> text`).toBeGreaterThan(0);
  const injected = await page.evaluate(() => ({
    ran: (window as unknown as { __injected?: number }).__injected ?? 0,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.getElementsByTagName('script')).filter((s) => s.text.includes('__injected')).length,
  }));
  expect(injected, where).toEqual({ ran: 0, images: 0, scripts: 0 });
}

describe('user text is shown as text, never run', () => {
  test('markup posted in the forum, sent in a chat and saved in a profile stays text', async () => {
    const { sessions } = e2eEnv();
    const suffix = Date.now().toString(36);
    const dialogs: string[] = [];

    // Forum: a post whose title and content carry the markup.
    const title = `Markup test ${suffix} ${IMG}`;
    await api('/api/posts/', sessions.employer.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: PAYLOAD }),
    });
    const seeker = await open({ session: sessions.jobSeeker });
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
    const employerId = sessions.employer.userId;
    const room = (await (
      await api('/api/create_chat/', sessions.jobSeeker.token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ other_user_id: employerId }),
      })
    ).json()) as { room_id: number };
    await seeker.page.goto(`/chat/${room.room_id}`);
    await waitForPageReady(seeker.page);
    await chatConnected(seeker.page).waitFor();
    await field(seeker.page, /^Message to/i).fill(PAYLOAD);
    await field(seeker.page, /^Message to/i).press('Enter');
    const employer = await open({ session: sessions.employer });
    employer.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await employer.page.goto(`/chat/${room.room_id}`);
    await waitForPageReady(employer.page);
    await expectShownAsText(employer.page, 'the chat room');

    // Profile: the job seeker's About, as the employer reads the public profile.
    const form = new FormData();
    form.set('bio', PAYLOAD);
    await api('/api/edit-profile/', sessions.jobSeeker.token, { method: 'PUT', body: form });
    await employer.page.goto(`/job-seeker/profile/${sessions.jobSeeker.userId}`);
    await waitForPageReady(employer.page);
    await expectShownAsText(employer.page, 'the public profile');

    expect(dialogs, 'no alert, confirm or prompt opened').toEqual([]);
  });
});
