import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
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

const PHONE = { width: 360, height: 740 };
const PERSON = { first: 'Teresa', last: 'Magbanua' };
// Someone else's name on the card: the administrator must see the mismatch. Seeded: the same card every run.
const CARD = {
  name: 'Juan Dela Cruz',
  disability: 'Physical Disability (Orthopedic)',
  idNumber: '13-7604-000-0067890',
} as const;
const MISTYPED_ID = '13-7604-000-0067809';

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is wider than the phone`).toBeLessThanOrEqual(PHONE.width + 1);
}

test.describe('a pending registration, fixed while waiting, then approved', () => {
  test('a job seeker signs up on a phone, corrects the ID number and sends a clearer card while waiting; the admin sees the name mismatch and approves with the card in view; the job seeker then reaches their home', async ({
    open,
    admin,
    browser,
  }) => {
    // Two card renderings, two card readings and two people in one story: more than the usual 90 s.
    test.slow();
    const email = uniqueEmail('pending');
    const registeredName = `${PERSON.first} ${PERSON.last}`;
    const [blurred, clearer] = await Promise.all([
      renderPwdCard({ ...CARD, seed: 21, browser }),
      renderPwdCard({ ...CARD, seed: 22, browser }),
    ]);

    // 1. Sign-up at 360 px: the card fills the fields; the person mistypes the ID number afterwards.
    const seeker = await open({ viewport: PHONE });
    const page = seeker.page;
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);
    await fillNameEmailAndPasswords(page, { ...PERSON, email });
    await page
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'my-pwd-id.jpg', mimeType: 'image/jpeg', buffer: blurred });
    await expect(announced(page, 'We read your card. Check the ID number and disability type below.')).toBeVisible({
      timeout: 30_000,
    });
    await field(page, /^ID Number/i).fill(MISTYPED_ID);
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await page.getByRole('button', { name: 'Create account' }).click();

    // 2. "Check your e-mail": the three steps, the address named, nothing moves on by itself.
    await expect(page).toHaveURL(urlAt('/signup/check-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
    await expect(announced(page, 'Registration Successful. Account pending approval.')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Next steps for job seekers' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).toContainText(email);
    await expect(page.getByText(/did not reach us/u)).toHaveCount(0);
    await expectNoAxeViolations(page, 'Check your e-mail after a job seeker signed up (360 px)');
    await expectNoSidewaysScroll(page, 'Check your e-mail');
    await verifyFromOutbox(page, email);

    // 3. Signed in while pending: "We are checking your PWD ID", neutral, with what was sent.
    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await expect(page).toHaveURL(urlAt('/job-seeker/pwd'));
    await expect(page.getByRole('heading', { level: 1, name: 'We are checking your PWD ID' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const sent = page.getByRole('region', { name: 'What you sent' });
    await expect(sent.getByText(MISTYPED_ID)).toBeVisible();
    const cardOnFile = sent.getByRole('img', { name: /Your PWD ID card, as you sent it on/u });
    await expect
      .poll(() =>
        cardOnFile.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(100);
    await expectNoAxeViolations(page, 'My PWD ID while pending (360 px)');
    await expectNoSidewaysScroll(page, 'My PWD ID while pending');
    // Everything else stays closed while pending.
    await page.goto('/employee-components');
    await expect(page).toHaveURL(urlAt('/job-seeker/pwd'));
    await waitForPageReady(page);

    // 4. The ID number is corrected; the success is said where the form is, and focused.
    await field(page, /^ID number/i).fill(CARD.idNumber);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = announced(
      page,
      'Your changes were saved. The administrator will see them when they check your registration.',
    );
    await expect(saved).toBeVisible();
    await expect(sent.getByText(CARD.idNumber)).toBeVisible();

    // 5. A clearer photo of the card replaces the first.
    await field(page, /^New photo of your PWD ID card/i).setInputFiles({
      name: 'clearer-card.jpg',
      mimeType: 'image/jpeg',
      buffer: clearer,
    });
    await expect(page.getByRole('img', { name: 'Preview of the new card photo, clearer-card.jpg' })).toBeVisible();
    await page.getByRole('button', { name: 'Send new photo' }).click();
    await expect(
      announced(page, 'Your new card photo was received. The administrator will check this one.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'My PWD ID after the changes (360 px)');

    // 6. The admin sees the registered name beside the name read from the card, the mismatch said in words.
    const reviewer = await open({ as: admin });
    const adminPage = reviewer.page;
    await adminPage.goto('/admin/user-approval');
    await waitForPageReady(adminPage);
    await field(adminPage, /^Search/i).fill(email);
    await field(adminPage, /^Search/i).press('Enter');
    const row = adminPage.getByRole('row').or(adminPage.getByRole('listitem')).filter({ hasText: email });
    // The card is read in the background after each upload: look again until the reading is there.
    await expect(async () => {
      await adminPage.reload();
      await waitForPageReady(adminPage);
      await expect(row.getByText(/Differs from the name on the card/u)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText(registeredName);
    await expect(row.getByText(/Differs from the name on the card/u)).toContainText(/juan dela cruz/iu);
    await expect(row).toContainText('Warning:');
    await expect(row).toContainText('E-mail verified');
    await expect(row).toContainText(CARD.idNumber);

    // 7. Approve asks once more, with the card in view beside what was registered.
    await row.getByRole('button', { name: `Approve ${registeredName}` }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Approve registration' });
    const cardImage = confirm.getByRole('img', { name: `PWD ID card of ${registeredName}` });
    await expect
      .poll(() =>
        cardImage.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(100);
    await expect(confirm).toContainText(CARD.idNumber);
    await expect(confirm).toContainText(CARD.disability);
    await expect(confirm.getByText(/does not match what this person registered/u)).toBeVisible();
    await expectNoAxeViolations(adminPage, 'the approve confirmation with a name mismatch');
    await confirm.getByRole('button', { name: 'Approve registration' }).click();
    await expect(announced(adminPage, 'User approved. They have been notified by e-mail.')).toBeVisible();

    // 8. The job seeker, still signed in, finds the approval on My PWD ID with the way home.
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My PWD ID' })).toBeVisible();
    await expect(page.getByText(/your PWD ID was approved/u)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(urlAt('/employee-components', '/job-seeker/preferences'));

    // 9. Signing in afresh (another phone) reaches the job seeker's home, or its first step (preferences).
    const again = await open({ viewport: PHONE });
    await signIn(again.page, '/job-seeker/signin', email, PASSWORD);
    await expect(again.page).toHaveURL(urlAt('/job-seeker/preferences', '/employee-components'));
  });
});
