import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { createPost } from '../support/seed.js';

test.describe('community dialogs', () => {
  test('Manage Reports: the demo report expanded, View Full Content and the Delete Content confirmation have no WCAG violations', async ({
    open,
    admin,
  }) => {
    const { page, problems } = await open({ as: admin });
    await page.goto('/admin/manage-reports');
    await waitForPageReady(page);
    const report = page.getByRole('article').filter({ hasText: 'Comment Report' }).first();
    await report.getByRole('button', { name: /^Details/u }).click();
    await report.getByRole('button', { name: /^View Full Content/u }).click();
    const full = page.getByRole('dialog');
    await expect(full).toBeVisible();
    await expectNoAxeViolations(page, 'the View Full Content dialog');
    await page.keyboard.press('Escape');
    await expect(full).toHaveCount(0);

    await report.getByRole('button', { name: /^Delete Content/u }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Delete Comment?')).toBeVisible();
    await expectNoAxeViolations(page, 'the Delete Comment? confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assertNoPageProblems(problems, 'Manage Reports dialogs');
  });

  test('the forum: a comment form, the report dialog and the delete confirmation have no WCAG violations', async ({
    open,
    api,
    jobSeeker,
    employer,
  }) => {
    const suffix = Date.now().toString(36);
    const ownTitle = `Screen reader tips for online job applications ${suffix}`;
    const otherTitle = `We are hiring accessibility testers ${suffix}`;
    await createPost(api, employer, otherTitle, 'Remote work is possible and we provide equipment.');
    await createPost(api, jobSeeker, ownTitle, 'I use NVDA on a budget laptop. What tools do you use?');

    const { page, problems } = await open({ as: jobSeeker });
    await page.goto('/kakayahan/forum');
    await waitForPageReady(page);
    const own = page.getByRole('article', { name: ownTitle });
    await own.getByRole('button', { name: /^Comment on /u }).click();
    await expectNoAxeViolations(page, 'the forum with a comment form open');

    await own.getByRole('button', { name: /^Delete post /u }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, 'the delete post confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    const other = page.getByRole('article', { name: otherTitle });
    await other.getByRole('button', { name: /^Report post /u }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'the report dialog');
    assertNoPageProblems(problems, 'forum dialogs');
  });
});
