import { auditTest as test } from '../support/audit-world.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expectDialogSettled, expectNoSidewaysScroll } from '../support/dialogs.js';
import { expect } from '../support/fixtures.js';
import { field } from '../support/forms.js';

const MOBILE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['320 px', MOBILE],
] as const) {
  test.describe(`admin dialogs at ${size}`, () => {
    test("Manage Employers' view dialog and delete confirmation have no WCAG violations", async ({ open, world }) => {
      const employer = await world.employer();
      const company = employer.company ?? '';
      const { page, problems } = await open({ as: await world.admin(), viewport });
      await page.goto('/admin/manage-employers');
      await waitForPageReady(page);
      await field(page, /^Search/u).fill(company);
      await field(page, /^Search/u).press('Enter');
      await page.getByRole('button', { name: `View ${company}` }).click();
      const details = page.getByRole('dialog', { name: `Details of ${company}` });
      await expectDialogSettled(details);
      // The world's employer has three jobs; the dialog lists them.
      await expect(details.getByText(/Junior Web Developer/u).first()).toBeVisible();
      await expectNoAxeViolations(page, `the employer details dialog at ${size}`);
      await expectNoSidewaysScroll(page, details, 'the employer details dialog');

      await details.getByRole('button', { name: /^Delete employer/u }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `the delete employer confirmation at ${size}`);
      await expectNoSidewaysScroll(page, confirm, 'the delete employer confirmation');
      assertNoPageProblems(problems, 'the Manage Employers dialogs');
    });

    test("an employer's business registration review and its reject dialog have no WCAG violations", async ({
      open,
      world,
    }) => {
      const { page, problems } = await open({ as: await world.admin(), viewport });
      await page.goto('/admin/user-approval?tab=employers');
      await waitForPageReady(page);
      // Kalinga Health Services' registration is the demo's waiting one (content; nothing is decided here).
      await page.getByRole('button', { name: 'Review Kalinga Health Services' }).click();
      const review = page.getByRole('dialog', { name: 'Business registration of Kalinga Health Services' });
      await expectDialogSettled(review);
      await expectNoAxeViolations(page, `the business registration review at ${size}`);
      await expectNoSidewaysScroll(page, review, 'the business registration review');
      await review.getByRole('button', { name: 'Reject', exact: true }).click();
      const reject = page.getByRole('alertdialog', { name: 'Reject registration' });
      await expect(reject).toBeVisible();
      await expectNoAxeViolations(page, `the reject registration dialog at ${size}`);
      await expectNoSidewaysScroll(page, reject, 'the reject registration dialog');
      assertNoPageProblems(problems, 'the business registration dialogs');
    });

    test("a job seeker's registration details and the approve confirmation with the card have no WCAG violations", async ({
      open,
      world,
    }) => {
      const seeker = await world.pendingJobSeeker();
      const { page, problems } = await open({ as: await world.admin(), viewport });
      await page.goto('/admin/user-approval');
      await waitForPageReady(page);
      // Searching by the address leaves this test's registration only (nothing is decided here).
      await field(page, /^Search/u).fill(seeker.email);
      await field(page, /^Search/u).press('Enter');
      await page.getByRole('button', { name: `View details for ${seeker.name}` }).click();
      const details = page.getByRole('dialog', { name: `Registration of ${seeker.name}` });
      await expectDialogSettled(details);
      await expect(details.getByRole('img', { name: `PWD ID card of ${seeker.name}` })).toBeVisible();
      await expectNoAxeViolations(page, `the registration details at ${size}`);
      await expectNoSidewaysScroll(page, details, 'the registration details');
      await details.getByRole('button', { name: 'Approve', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve registration' });
      await expect(confirm.getByRole('img', { name: `PWD ID card of ${seeker.name}` })).toBeVisible();
      await expectNoAxeViolations(page, `the approve confirmation at ${size}`);
      await expectNoSidewaysScroll(page, confirm, 'the approve confirmation');
      assertNoPageProblems(problems, 'the registration dialogs');
    });

    test("My PWD ID's withdraw confirmation has no WCAG violations", async ({ open, world }) => {
      const { page, problems } = await open({ as: await world.pendingJobSeeker(), viewport });
      await page.goto('/job-seeker/pwd');
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Withdraw registration' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Withdraw your registration?' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `the withdraw confirmation at ${size}`);
      await expectNoSidewaysScroll(page, confirm, 'the withdraw confirmation');
      // Nothing is withdrawn here.
      await confirm.getByRole('button', { name: 'Keep my registration' }).click();
      assertNoPageProblems(problems, 'the withdraw confirmation');
    });

    test('the Report this job dialog has no WCAG violations', async ({ open, world }) => {
      const { page, problems } = await open({ as: await world.jobSeeker(), viewport });
      await page.goto('/job-seeker/dashboard');
      await waitForPageReady(page);
      await page
        .getByRole('button', { name: /^Report this job/u })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Report this job' });
      await expect(dialog.getByRole('radio', { name: /^Suspected scam/u })).toBeVisible();
      await expectNoAxeViolations(page, `the Report this job dialog at ${size}`);
      await expectNoSidewaysScroll(page, dialog, 'the Report this job dialog');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `the Report this job dialog with its errors at ${size}`);
      assertNoPageProblems(problems, 'the Report this job dialog');
    });
  });
}
