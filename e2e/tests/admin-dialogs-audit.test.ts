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
  });
}
