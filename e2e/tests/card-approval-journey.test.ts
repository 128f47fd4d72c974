import { describe, expect, test } from 'vitest';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { field, tickCheckbox } from '../support/forms.js';
import {
  announced,
  fillNameEmailAndPasswords,
  pathOf,
  PASSWORD,
  signIn,
  uniqueEmail,
  verifyFromOutbox,
} from '../support/journeys.js';
import { renderPwdCard } from '../support/pwd-cards/index.js';

const { open } = useBrowser();

const PERSON = { first: 'Luz', last: 'Villanueva' };
const CARD = {
  name: `${PERSON.first} ${PERSON.last}`,
  disability: 'Speech and Language Impairment',
  idNumber: '13-7604-000-0012345',
} as const;

describe('PWD card to approved account', () => {
  test('a job seeker signs up with a card photo, an admin approves it after looking at the card, and the job seeker signs in', async () => {
    const email = uniqueEmail('card');
    const image = await renderPwdCard({ ...CARD, seed: 11 });

    // 1. Sign-up: the card photo fills the two fields.
    const { page } = await open();
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);
    await fillNameEmailAndPasswords(page, { ...PERSON, email });
    // The "Upload Photo" picker (the other one asks for the camera).
    await page
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'my-pwd-id.jpg', mimeType: 'image/jpeg', buffer: image });
    await announced(page, 'We read your card. Check the ID number and disability type below.').waitFor({
      timeout: 30_000,
    });
    await expect.poll(() => field(page, /^ID Number/i).inputValue()).toBe(CARD.idNumber);
    await expect.poll(() => field(page, /^Disability Type/i).inputValue()).toBe(CARD.disability);
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await field(page, /^Confirm password/i).press('Enter');
    await announced(page, 'Registration Successful. Account pending approval.').waitFor();
    await verifyFromOutbox(page, email);

    // 2. The admin reviews the registration with the card image beside the details, and approves.
    const admin = await open({ session: e2eEnv().sessions.admin });
    await admin.page.goto('/admin/user-approval');
    await waitForPageReady(admin.page);
    await field(admin.page, /^Search/i).fill(email);
    await admin.page.getByRole('button', { name: `View details for ${CARD.name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Registration of ${CARD.name}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('13-7604-000-0012345').count()).toBeGreaterThan(0);
    const card = dialog.getByRole('img', { name: `PWD ID card of ${CARD.name}` });
    await card.waitFor();
    // The image really loaded (a signed, admin-only link), not a broken picture.
    await expect
      .poll(() => card.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(100);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await announced(admin.page, 'User approved. They have been notified by e-mail.').waitFor();
    await expect.poll(() => admin.page.getByRole('button', { name: `View details for ${CARD.name}` }).count()).toBe(0);

    // The decision is on record: who, what, about whom.
    await admin.page.getByRole('link', { name: 'Decision History' }).click();
    await waitForPageReady(admin.page);
    const row = admin.page.getByRole('row').filter({ hasText: email });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toMatch(/Approved/u);

    // 3. The job seeker can now sign in; with no preferences yet, they are sent to choose them.
    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await expect.poll(() => pathOf(page)).not.toBe('/job-seeker/signin');
    expect(['/job-seeker/preferences', '/employee-components']).toContain(pathOf(page));
  });
});
