import { auditTest as test } from '../support/audit-world.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect } from '../support/fixtures.js';
import { expectDialogSettled, expectNoSidewaysScroll } from '../support/dialogs.js';
import { createJobFair } from '../support/seed.js';

const MOBILE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('signed-in header with its pop-ups open', () => {
  test('the notifications dropdown has no WCAG violations', async ({ open, world }) => {
    const { page, problems } = await open({ as: await world.jobSeeker() });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /notification/i })
      .click();
    await expect(page.getByRole('link', { name: /view all notifications/i })).toBeVisible();
    await expectNoAxeViolations(page, 'the notifications dropdown');
    assertNoPageProblems(problems, 'the notifications dropdown');
  });

  test('the account menu has no WCAG violations', async ({ open, world }) => {
    const seeker = await world.jobSeeker();
    const { page, problems } = await open({ as: seeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await page.getByRole('button', { name: `Account menu for ${seeker.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page, 'the account menu');
    assertNoPageProblems(problems, 'the account menu');
  });
});

test.describe('job dialogs with data', () => {
  test("the employer's applicant details, decision and delete confirmations have no WCAG violations", async ({
    open,
    world,
  }) => {
    const { page, problems } = await open({ as: await world.employer() });
    await page.goto('/employer/dashboard');
    await waitForPageReady(page);
    await page
      .getByRole('button', { name: /^View details of /u })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'the applicant details dialog');
    await page.keyboard.press('Escape');
    // The pending application: each decision's confirmation, opened and dismissed.
    for (const action of ['Approve', 'Decline', 'Delete']) {
      await page
        .locator('section[aria-labelledby="applicants-heading"]')
        .getByRole('button', { name: new RegExp(`^${action} `, 'u') })
        .first()
        .click();
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `the ${action.toLowerCase()} application confirmation`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page
      .locator('section[aria-labelledby="job-postings-heading"]')
      .getByRole('button', { name: /^Delete /u })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the delete job confirmation');
    assertNoPageProblems(problems, 'the employer dashboard dialogs');
  });

  test("the job seeker's cancel confirmation and expanded details have no WCAG violations", async ({ open, world }) => {
    const { page, problems } = await open({ as: await world.jobSeeker() });
    await page.goto('/job-seeker/track-job');
    await waitForPageReady(page);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: /^Details/u })
      .first()
      .click();
    await expect(main.getByRole('button', { name: /^Details/u, expanded: true }).first()).toBeVisible();
    await main
      .getByRole('button', { name: /^Cancel Application/u })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the cancel application confirmation');
    assertNoPageProblems(problems, 'the track job dialogs');
  });
});

test.describe('screen states beyond the first view', () => {
  test('the All Jobs tab, with its category filter and paging, has no WCAG violations', async ({ open, world }) => {
    const { page, problems } = await open({ as: await world.jobSeeker() });
    await page.goto('/job-seeker/dashboard');
    await waitForPageReady(page);
    await page.getByRole('tab', { name: 'All Jobs' }).click();
    await expect(page.getByRole('tabpanel', { name: 'All Jobs' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the All Jobs tab');
    assertNoPageProblems(problems, 'the All Jobs tab');
  });

  test("the Edit Profile Experience tab with skill chips, and the profile's other tabs, have no WCAG violations", async ({
    open,
    world,
  }) => {
    const { page, problems } = await open({ as: await world.jobSeeker() });
    await page.goto('/job-seeker/edit-profile');
    await waitForPageReady(page);
    await page.getByRole('tab', { name: /^Experience/u }).click();
    await expect(page.getByRole('button', { name: /^Remove /u }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the Edit Profile Experience tab');
    await page.goto('/job-seeker/profile-main');
    await waitForPageReady(page);
    for (const tab of ['Experience', 'Skills']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoAxeViolations(page, `the profile ${tab} tab`);
    }
    assertNoPageProblems(problems, 'the profile tabs');
  });

  for (const [role, path] of [
    ['Employee', '/job-seeker/profile-main'],
    ['Employer', '/employer/profile'],
  ] as const) {
    test(`the Delete Profile confirmation on ${path} has no WCAG violations`, async ({ open, world }) => {
      const { page, problems } = await open({ as: await world.viewer(role) });
      await page.goto(path);
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Delete Profile' }).click();
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).first()).toBeVisible();
      await expectNoAxeViolations(page, `the Delete Profile confirmation on ${path}`);
      assertNoPageProblems(problems, `the Delete Profile confirmation on ${path}`);
    });
  }
});

test.describe('admin dialogs with data', () => {
  test('the registration details dialog, with the PWD card image, has no WCAG violations', async ({ open, admin }) => {
    const { page, problems } = await open({ as: admin });
    await page.goto('/admin/user-approval');
    await waitForPageReady(page);
    // Ana Reyes is one of the demo's pending registrations (content, not someone the test acts as).
    await page.getByRole('button', { name: 'View details for Ana Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration of Ana Reyes' });
    await expect(dialog.getByRole('img', { name: 'PWD ID card of Ana Reyes' })).toBeVisible();
    await expectNoAxeViolations(page, 'the registration details dialog');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page, 'the reject confirmation');
    assertNoPageProblems(problems, 'the admin dialogs');
  });

  test('Manage Users at 320 px has no WCAG violations and no sideways scrolling', async ({
    open,
    admin,
    jobSeeker,
  }) => {
    const { page, problems } = await open({ as: admin, viewport: MOBILE });
    await page.goto('/admin/manage-users');
    await waitForPageReady(page);
    await page.getByRole('button', { name: `View details for ${jobSeeker.name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'Manage Users details at 320 px');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'Manage Users is wider than a 320 px screen').toBeLessThanOrEqual(MOBILE.width + 1);
    assertNoPageProblems(problems, 'Manage Users at 320 px');
  });
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['320 px', MOBILE],
] as const) {
  test.describe(`job fair dialogs at ${size}`, () => {
    test('Create Job Fair, empty and after a refused submit, has no WCAG violations', async ({ open, world }) => {
      const { page, problems } = await open({ as: await world.employer(), viewport });
      await page.goto('/job-fairs');
      await waitForPageReady(page);
      await page.getByRole('main').getByRole('button', { name: 'Create Job Fair', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Job Fair' });
      // The employer's three jobs are offered.
      await expect(dialog.getByRole('checkbox', { name: /^Junior Web Developer/u })).toBeVisible();
      await expectDialogSettled(dialog);
      await expectNoAxeViolations(page, `the empty Create Job Fair dialog at ${size}`);
      await expectNoSidewaysScroll(page, dialog, 'the Create Job Fair dialog');

      await dialog.getByRole('button', { name: 'Create Job Fair', exact: true }).click();
      await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `the Create Job Fair dialog with its errors at ${size}`);
      await expectNoSidewaysScroll(page, dialog, 'the Create Job Fair dialog with its errors');
      assertNoPageProblems(problems, 'the Create Job Fair dialog');
    });

    test("the job seeker's Register and View Details dialogs have no WCAG violations", async ({ open, api, world }) => {
      // A fair of the world's employer the job seeker has not registered for yet (they have for the world's).
      const title = `Deaf Awareness Job Fair ${Date.now().toString(36)}`;
      await createJobFair(api, await world.employer(), { title, jobIds: [await world.openJobId()] });
      const { page, problems } = await open({ as: await world.jobSeeker(), viewport });
      await page.goto('/job-fairs');
      await waitForPageReady(page);

      await page
        .getByRole('article', { name: title, exact: true })
        .getByRole('button', { name: /^Register Now/u })
        .click();
      const register = page.getByRole('dialog', { name: `Register for ${title}` });
      await expect(register.getByRole('checkbox', { name: 'Quiet room', exact: true })).toBeVisible();
      await expectDialogSettled(register);
      await expectNoAxeViolations(page, `the Register for … dialog at ${size}`);
      await expectNoSidewaysScroll(page, register, 'the Register for … dialog');
      await page.keyboard.press('Escape');
      await expect(register).toBeHidden();

      // The world's fair, which the job seeker registered for asking for a quiet room.
      await page
        .getByRole('button', { name: /^View Details\s*of Inclusive Hiring Day/u })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Inclusive Hiring Day' });
      await expect(details.getByRole('img', { name: /^QR code of your check-in code /u })).toBeVisible();
      await expect(details.getByText('Junior Web Developer')).toBeVisible();
      await expectDialogSettled(details);
      await expectNoAxeViolations(page, `the View Details dialog at ${size}`);
      await expectNoSidewaysScroll(page, details, 'the View Details dialog');
      assertNoPageProblems(problems, "the job seeker's job fair dialogs");
    });

    test("the participants screen's View details and Invite dialogs have no WCAG violations", async ({
      open,
      world,
    }) => {
      const seeker = await world.jobSeeker();
      const { page, problems } = await open({ as: await world.employer(), viewport });
      await page.goto(`/job-fairs/${await world.jobFairId()}/applications`);
      await waitForPageReady(page);
      const participant = page.getByRole('article', { name: seeker.name, exact: true });

      await participant.getByRole('button', { name: /^View details\s*:/u }).click();
      const details = page.getByRole('dialog', { name: `Participant: ${seeker.name}` });
      await expect(details.getByRole('listitem').filter({ hasText: 'Quiet room' })).toBeVisible();
      await expectDialogSettled(details);
      await expectNoAxeViolations(page, `the participant details dialog at ${size}`);
      await expectNoSidewaysScroll(page, details, 'the participant details dialog');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await participant.getByRole('button', { name: /^Invite to interview\s*:/u }).click();
      const invite = page.getByRole('dialog', { name: 'Invite to interview' });
      await expect(invite.getByRole('button', { name: 'Send invitation' })).toBeVisible();
      await expectNoAxeViolations(page, `the Invite to interview dialog at ${size}`);
      await expectNoSidewaysScroll(page, invite, 'the Invite to interview dialog');
      assertNoPageProblems(problems, 'the participants dialogs');
    });
  });
}
