import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field, tickCheckbox } from '../support/forms.js';
import {
  announced,
  fillNameEmailAndPasswords,
  PASSWORD,
  signIn,
  uniqueEmail,
  urlAt,
  verifyFromOutbox,
} from '../support/journeys.js';
import { renderPwdCard } from '../support/pwd-cards/index.js';

const PERSON = { first: 'Luz', last: 'Villanueva' };
// The same card every run (seeded): the reader's answer must not depend on the run.
const CARD = {
  name: `${PERSON.first} ${PERSON.last}`,
  disability: 'Speech and Language Impairment',
  idNumber: '13-7604-000-0012345',
} as const;

test.describe('PWD card to approved account', () => {
  test('a job seeker signs up with a card photo, an admin approves it after looking at the card, and the job seeker signs in', async ({
    open,
    admin,
    browser,
  }) => {
    const email = uniqueEmail('card');
    const image = await renderPwdCard({ ...CARD, seed: 11, browser });

    // 1. Sign-up: the card photo fills the two fields.
    const { page } = await open();
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);
    await fillNameEmailAndPasswords(page, { ...PERSON, email });
    // The "Upload Photo" picker (the other one asks for the camera).
    await page
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'my-pwd-id.jpg', mimeType: 'image/jpeg', buffer: image });
    await expect(announced(page, 'We read your card. Check the ID number and disability type below.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(field(page, /^ID Number/i)).toHaveValue(CARD.idNumber);
    await expect(field(page, /^Disability Type/i)).toHaveValue(CARD.disability);
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await field(page, /^Confirm password/i).press('Enter');
    await expect(announced(page, 'Registration Successful. Account pending approval.')).toBeVisible();
    await verifyFromOutbox(page, email);

    // 2. The admin reviews the registration with the card image beside the details, and approves.
    const reviewer = await open({ as: admin });
    await reviewer.page.goto('/admin/user-approval');
    await waitForPageReady(reviewer.page);
    // Searching by the address leaves this test's registration only.
    await field(reviewer.page, /^Search/i).fill(email);
    await reviewer.page.getByRole('button', { name: `View details for ${CARD.name}` }).click();
    const dialog = reviewer.page.getByRole('dialog', { name: `Registration of ${CARD.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('13-7604-000-0012345').first()).toBeVisible();
    const cardImage = dialog.getByRole('img', { name: `PWD ID card of ${CARD.name}` });
    await expect(cardImage).toBeVisible();
    // The image really loaded (a signed, admin-only link), not a broken picture.
    await expect
      .poll(() =>
        cardImage.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(100);
    // Approve asks once more, with the card in view again.
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = reviewer.page.getByRole('dialog', { name: 'Approve registration' });
    await expect(confirm.getByRole('img', { name: `PWD ID card of ${CARD.name}` })).toBeVisible();
    await confirm.getByRole('button', { name: 'Approve registration' }).click();
    await expect(announced(reviewer.page, 'User approved. They have been notified by e-mail.')).toBeVisible();
    await expect(reviewer.page.getByRole('button', { name: `View details for ${CARD.name}` })).toHaveCount(0);

    // The decision is on record in the audit log: who, what, about whom (found by the person's address).
    await reviewer.page.getByRole('link', { name: 'Audit Log' }).click();
    await waitForPageReady(reviewer.page);
    await field(reviewer.page, /^Search/i).fill(email);
    await field(reviewer.page, /^Search/i).press('Enter');
    const row = reviewer.page
      .getByRole('row')
      .or(reviewer.page.getByRole('listitem'))
      .filter({ hasText: email })
      .first();
    await expect(row).toContainText(/Approved job seeker/u);

    // 3. The job seeker can now sign in; with no preferences yet, they are sent to choose them.
    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await expect(page).not.toHaveURL(urlAt('/job-seeker/signin'));
    await expect(page).toHaveURL(urlAt('/job-seeker/preferences', '/employee-components'));
  });
});
