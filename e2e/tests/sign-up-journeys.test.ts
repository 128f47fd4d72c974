import { waitForPageReady } from '../support/browser.js';
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
    await expect(
      announced(page, 'Account created successfully! Please check your email to verify your account.'),
    ).toBeVisible();

    await verifyFromOutbox(page, email);

    await signIn(page, '/employer/signin', email, PASSWORD);
    // A new employer has no company profile yet, so the profile editor comes first.
    await expect(page).toHaveURL(urlAt('/employer/edit-profile', '/employer-components'));
  });

  test('a job seeker signs up, verifies the address and is told the account awaits approval', async ({ open }) => {
    const email = uniqueEmail('seeker');
    const { page } = await open();
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);

    await fillNameEmailAndPasswords(page, { first: 'Jose', last: 'Rizal', email });
    // The PWD card reader fills these; typing them by hand is allowed when it cannot.
    await chooseOption(page, /^Disability Type/i, 'Visual Disability');
    await field(page, /^ID Number/i).fill('13740000123');
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await field(page, /^Confirm password/i).press('Enter');
    await expect(announced(page, 'Registration Successful. Account pending approval.')).toBeVisible();

    await verifyFromOutbox(page, email);

    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await expect(announced(page, /pending approval/i)).toBeVisible();
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
  });

  test('signing in with a wrong password says so', async ({ open, jobSeeker }) => {
    const { page } = await open();
    await signIn(page, '/job-seeker/signin', jobSeeker.email, 'Not-The-Right-Password-1!');
    await expect(announced(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
  });
});
