import { describe, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';

const { open } = useBrowser();

describe('community dialogs', () => {
  test('Manage Reports: the demo report expanded, View Full Content and the Delete Content confirmation have no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.admin });
    await page.goto('/admin/manage-reports');
    await waitForPageReady(page);
    const report = page.getByRole('article').filter({ hasText: 'Comment Report' }).first();
    await report.getByRole('button', { name: /^Details/u }).click();
    await report.getByRole('button', { name: /^View Full Content/u }).click();
    const full = page.getByRole('dialog');
    await full.waitFor();
    await expectNoAxeViolations(page, 'the View Full Content dialog');
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });

    await report.getByRole('button', { name: /^Delete Content/u }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete Comment?').waitFor();
    await expectNoAxeViolations(page, 'the Delete Comment? confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assertNoPageProblems(problems, 'Manage Reports dialogs');
  });

  test('the forum: a comment form, the report dialog and the delete confirmation have no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/kakayahan/forum');
    await waitForPageReady(page);
    const own = page.getByRole('article', { name: 'Screen reader tips for online job applications' });
    await own.getByRole('button', { name: /^Comment on /u }).click();
    await expectNoAxeViolations(page, 'the forum with a comment form open');

    await own.getByRole('button', { name: /^Delete post /u }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'the delete post confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    const other = page.getByRole('article', { name: /We are hiring accessibility testers/u });
    await other.getByRole('button', { name: /^Report post /u }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, 'the report dialog');
    assertNoPageProblems(problems, 'forum dialogs');
  });
});
