import { waitForPageReady } from '../support/browser.js';
import { plainCardJpeg } from '../support/card-upload.js';
import { expect, test } from '../support/fixtures.js';
import { chooseOption, field, tickCheckbox } from '../support/forms.js';
import {
  announced,
  fillNameEmailAndPasswords,
  PASSWORD,
  signIn,
  uniqueEmail,
  urlAt,
  verifyFromOutbox,
} from '../support/journeys.js';

test.describe('sign-up journeys', () => {
  test('an employer signs up, verifies the address from the e-mail and signs in', async ({ open }) => {
    const email = uniqueEmail('employer');
    const { page } = await open();
    await page.goto('/employer/signup');
    await waitForPageReady(page);

    await fillNameEmailAndPasswords(page, { first: 'Lorna', last: 'Bautista', email });
    await field(page, /^Confirm password/i).press('Enter');
    // "Check your e-mail" replaces the half-cleared form (issue 14): the spec's sentence and the three steps.
    await expect(page).toHaveURL(urlAt('/signup/check-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
    await expect(
      announced(page, 'Account created successfully! Please check your email to verify your account.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Next steps for employers' }).getByRole('listitem')).toHaveCount(3);

    await verifyFromOutbox(page, email);

    await signIn(page, '/employer/signin', email, PASSWORD);
    // A new employer has no company profile yet, so the profile editor comes first.
    await expect(page).toHaveURL(urlAt('/employer/edit-profile', '/employer-components'));
  });

  test('a job seeker signs up with a card photo, verifies the address and signs in to the page that says the PWD ID is being checked', async ({
    open,
  }) => {
    const email = uniqueEmail('seeker');
    const { page } = await open();
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);

    await fillNameEmailAndPasswords(page, { first: 'Jose', last: 'Rizal', email });
    // The card photo is required; this plain one cannot be read, so the details are typed by hand.
    await page
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'my-pwd-id.jpg', mimeType: 'image/jpeg', buffer: await plainCardJpeg() });
    await chooseOption(page, /^Disability Type/i, 'Visual Disability');
    await field(page, /^ID Number/i).fill('13740000123');
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await field(page, /^Confirm password/i).press('Enter');
    await expect(page).toHaveURL(urlAt('/signup/check-email'));
    await expect(announced(page, 'Registration Successful. Account pending approval.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Next steps for job seekers' })).toContainText(email);

    await verifyFromOutbox(page, email);

    // Waiting for approval is not an error: the person is signed in to their registration.
    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await expect(page).toHaveURL(urlAt('/job-seeker/pwd'));
    await expect(page.getByRole('heading', { level: 1, name: 'We are checking your PWD ID' })).toBeVisible();
    // Everything else stays closed to them.
    await page.goto('/job-seeker/dashboard');
    await expect(page).toHaveURL(urlAt('/job-seeker/pwd'));
  });

  test('signing in with a wrong password says so', async ({ open, jobSeeker }) => {
    const { page } = await open();
    await signIn(page, '/job-seeker/signin', jobSeeker.email, 'Not-The-Right-Password-1!');
    await expect(announced(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
  });
});
