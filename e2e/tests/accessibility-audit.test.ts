import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { DemoRole } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';

/** A route to audit, and what to wait for beyond the heading when the page shows a result later. */
interface AuditRoute {
  path: string;
  ready?: (page: Page) => Promise<void>;
}

const ANONYMOUS_ROUTES: AuditRoute[] = [
  { path: '/' },
  { path: '/job-seeker/signin' },
  { path: '/job-seeker/signup' },
  { path: '/employer/signin' },
  { path: '/employer/signup' },
  { path: '/admin/signin' },
  { path: '/FAQS' },
  { path: '/privacy-policy' },
  { path: '/accessibility' },
  { path: '/unauthorized' },
  { path: '/no-such-page' },
  { path: '/forgot-password' },
  { path: '/reset-password/1/not-a-real-token' },
  {
    path: '/verify-email/not-a-real-token',
    // The page asks the server first; audit the error it then shows.
    ready: (page) =>
      page
        .getByText(/verification link is not valid/i)
        .first()
        .waitFor(),
  },
];

const SIGNED_IN_ROUTES: Record<DemoRole, string[]> = {
  jobSeeker: ['/employee-components', '/notifications', '/FAQS', '/unauthorized', '/no-such-page'],
  employer: ['/employer-components', '/notifications'],
  admin: ['/admin/user-approval', '/admin/manage-users', '/admin/decisions', '/notifications'],
};

const MOBILE = { width: 320, height: 640 };

const { open } = useBrowser();

async function openAndAudit(page: Page, route: AuditRoute, where: string): Promise<void> {
  await page.goto(route.path);
  await waitForPageReady(page);
  await route.ready?.(page);
  await expectNoAxeViolations(page, where);
}

describe('anonymous routes', () => {
  for (const route of ANONYMOUS_ROUTES) {
    test(`${route.path} has no WCAG violations`, async () => {
      const { page, problems } = await open();
      await openAndAudit(page, route, route.path);
      assertNoPageProblems(problems, route.path);
    });
  }
});

describe('anonymous routes at 320 px wide', () => {
  for (const route of ANONYMOUS_ROUTES) {
    test(`${route.path} has no WCAG violations and no sideways scrolling`, async () => {
      const { page, problems } = await open({ viewport: MOBILE });
      await openAndAudit(page, route, `${route.path} at 320 px`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${route.path} is wider than a 320 px screen`).toBeLessThanOrEqual(MOBILE.width + 1);
      assertNoPageProblems(problems, `${route.path} at 320 px`);
    });
  }
});

for (const [role, paths] of Object.entries(SIGNED_IN_ROUTES) as [DemoRole, string[]][]) {
  describe(`signed in as the demo ${role}`, () => {
    for (const path of paths) {
      test(`${path} has no WCAG violations`, async () => {
        const { page, problems } = await open({ session: e2eEnv().sessions[role] });
        await openAndAudit(page, { path }, `${path} (${role})`);
        assertNoPageProblems(problems, `${path} (${role})`);
      });
    }
  });
}

describe('signed-in header with its pop-ups open', () => {
  test('the notifications dropdown has no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /notification/i })
      .click();
    await page.getByRole('link', { name: /view all notifications/i }).waitFor();
    await expectNoAxeViolations(page, 'the notifications dropdown');
    assertNoPageProblems(problems, 'the notifications dropdown');
  });

  test('the account menu has no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Account menu for Maria Santos' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await expectNoAxeViolations(page, 'the account menu');
    assertNoPageProblems(problems, 'the account menu');
  });
});

describe('admin dialogs with data', () => {
  test('the registration details dialog, with the PWD card image, has no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.admin });
    await page.goto('/admin/user-approval');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'View details for Ana Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration of Ana Reyes' });
    await dialog.getByRole('img', { name: 'PWD ID card of Ana Reyes' }).waitFor();
    await expectNoAxeViolations(page, 'the registration details dialog');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectNoAxeViolations(page, 'the reject confirmation');
    assertNoPageProblems(problems, 'the admin dialogs');
  });

  test('Manage Users at 320 px has no WCAG violations and no sideways scrolling', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.admin, viewport: MOBILE });
    await page.goto('/admin/manage-users');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'View details for Maria Santos' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, 'Manage Users details at 320 px');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'Manage Users is wider than a 320 px screen').toBeLessThanOrEqual(MOBILE.width + 1);
    assertNoPageProblems(problems, 'Manage Users at 320 px');
  });
});
