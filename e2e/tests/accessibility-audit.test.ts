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
  jobSeeker: [
    '/employee-components',
    '/job-seeker/dashboard',
    '/job-seeker/track-job',
    '/job-seeker/profile-main',
    '/job-seeker/profile',
    '/job-seeker/edit-profile',
    '/job-seeker/preferences',
    '/job-seeker/job-preferences',
    '/notifications',
    '/kakayahan/forum',
    '/user-chats',
    '/FAQS',
    '/unauthorized',
    '/no-such-page',
  ],
  employer: [
    '/employer-components',
    '/employer/profile',
    '/employer/edit-profile',
    '/employer/dashboard',
    '/employer/post-job',
    '/notifications',
    '/kakayahan/forum',
    '/user-chats',
  ],
  admin: [
    '/admin/user-approval',
    '/admin/manage-users',
    '/admin/decisions',
    '/admin/manage-reports',
    '/notifications',
    '/kakayahan/forum',
  ],
};

/** The demo employer's newest job: the edit form and the application form of a real job. */
async function demoJobId(): Promise<number> {
  const { baseUrl, sessions } = e2eEnv();
  const response = await fetch(`${baseUrl}/api/employer-jobs/`, {
    headers: { authorization: `Token ${sessions.employer.token}` },
  });
  const jobs = (await response.json()) as { post_id: number }[];
  const id = jobs.at(-1)?.post_id;
  if (!response.ok || id === undefined) throw new Error(`the demo employer has no jobs (${response.status})`);
  return id;
}

/** The demo conversation between the demo job seeker and the demo employer. */
async function demoRoomId(): Promise<number> {
  const { baseUrl, sessions } = e2eEnv();
  const response = await fetch(`${baseUrl}/api/user-chats/`, {
    headers: { authorization: `Token ${sessions.jobSeeker.token}` },
  });
  const rooms = (await response.json()) as { room_id: number }[];
  const id = rooms[0]?.room_id;
  if (!response.ok || id === undefined) throw new Error(`the demo job seeker has no chats (${response.status})`);
  return id;
}

/** Routes whose address holds an id from the demo data, with the role that opens them (null: anonymous). */
const ROUTES_WITH_IDS: { role: DemoRole | null; path: () => Promise<string> }[] = [
  { role: 'employer', path: async () => `/employer/edit-job/${await demoJobId()}` },
  { role: 'jobSeeker', path: async () => `/job-seeker/apply?post_id=${await demoJobId()}` },
  { role: null, path: () => Promise.resolve(`/job-seeker/profile/${e2eEnv().sessions.jobSeeker.userId}`) },
  { role: 'employer', path: () => Promise.resolve(`/job-seeker/profile/${e2eEnv().sessions.jobSeeker.userId}`) },
  { role: 'jobSeeker', path: async () => `/chat/${await demoRoomId()}` },
  { role: 'employer', path: async () => `/chat/${await demoRoomId()}` },
];

/** The new screens of the jobs issue, also at 320 px (tables and forms must not scroll sideways). */
const NARROW_SIGNED_IN_ROUTES: [DemoRole, string][] = [
  ['jobSeeker', '/employee-components'],
  ['employer', '/employer-components'],
  ['jobSeeker', '/job-seeker/dashboard'],
  ['jobSeeker', '/job-seeker/track-job'],
  ['jobSeeker', '/job-seeker/profile-main'],
  ['jobSeeker', '/job-seeker/edit-profile'],
  ['jobSeeker', '/job-seeker/preferences'],
  ['employer', '/employer/dashboard'],
  ['employer', '/employer/post-job'],
  ['employer', '/employer/profile'],
  ['employer', '/employer/edit-profile'],
  ['jobSeeker', '/kakayahan/forum'],
  ['jobSeeker', '/user-chats'],
  ['employer', '/kakayahan/forum'],
  ['admin', '/admin/manage-reports'],
  ['jobSeeker', '/notifications'],
];

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

describe('routes with ids from the demo data', () => {
  for (const route of ROUTES_WITH_IDS) {
    test(`${route.role ?? 'anonymous'}: a route with an id has no WCAG violations`, async () => {
      const path = await route.path();
      const { page, problems } = await open(route.role ? { session: e2eEnv().sessions[route.role] } : {});
      await openAndAudit(page, { path }, `${path} (${route.role ?? 'anonymous'})`);
      assertNoPageProblems(problems, path);
    });
  }
});

describe('routes with ids at 320 px wide', () => {
  for (const route of ROUTES_WITH_IDS) {
    test(`${route.role ?? 'anonymous'}: a route with an id has no WCAG violations and no sideways scrolling`, async () => {
      const path = await route.path();
      const { page, problems } = await open({
        ...(route.role ? { session: e2eEnv().sessions[route.role] } : {}),
        viewport: MOBILE,
      });
      await openAndAudit(page, { path }, `${path} (${route.role ?? 'anonymous'}) at 320 px`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} is wider than a 320 px screen`).toBeLessThanOrEqual(MOBILE.width + 1);
      assertNoPageProblems(problems, `${path} at 320 px`);
    });
  }
});

describe('signed-in screens at 320 px wide', () => {
  for (const [role, path] of NARROW_SIGNED_IN_ROUTES) {
    test(`${path} (${role}) has no WCAG violations and no sideways scrolling`, async () => {
      const { page, problems } = await open({ session: e2eEnv().sessions[role], viewport: MOBILE });
      await openAndAudit(page, { path }, `${path} (${role}) at 320 px`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} is wider than a 320 px screen`).toBeLessThanOrEqual(MOBILE.width + 1);
      assertNoPageProblems(problems, `${path} (${role}) at 320 px`);
    });
  }
});

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

describe('job dialogs with data', () => {
  test("the employer's applicant details, decision and delete confirmations have no WCAG violations", async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.employer });
    await page.goto('/employer/dashboard');
    await waitForPageReady(page);
    await page
      .getByRole('button', { name: /^View details of /u })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, 'the applicant details dialog');
    await page.keyboard.press('Escape');
    // The demo's pending application: each decision's confirmation, opened and dismissed.
    for (const action of ['Approve', 'Decline', 'Delete']) {
      await page
        .locator('section[aria-labelledby="applicants-heading"]')
        .getByRole('button', { name: new RegExp(`^${action} `, 'u') })
        .first()
        .click();
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await dialog.waitFor();
      await expectNoAxeViolations(page, `the ${action.toLowerCase()} application confirmation`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page
      .locator('section[aria-labelledby="job-postings-heading"]')
      .getByRole('button', { name: /^Delete /u })
      .first()
      .click();
    await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
    await expectNoAxeViolations(page, 'the delete job confirmation');
    assertNoPageProblems(problems, 'the employer dashboard dialogs');
  });

  test("the job seeker's cancel confirmation and expanded details have no WCAG violations", async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/job-seeker/track-job');
    await waitForPageReady(page);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: /^Details/u })
      .first()
      .click();
    await main
      .getByRole('button', { name: /^Details/u, expanded: true })
      .first()
      .waitFor();
    await main
      .getByRole('button', { name: /^Cancel Application/u })
      .first()
      .click();
    await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
    await expectNoAxeViolations(page, 'the cancel application confirmation');
    assertNoPageProblems(problems, 'the track job dialogs');
  });
});

describe('screen states beyond the first view', () => {
  test('the All Jobs tab, with its category filter and paging, has no WCAG violations', async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/job-seeker/dashboard');
    await waitForPageReady(page);
    await page.getByRole('tab', { name: 'All Jobs' }).click();
    await page.getByRole('tabpanel', { name: 'All Jobs' }).getByRole('article').first().waitFor();
    await expectNoAxeViolations(page, 'the All Jobs tab');
    assertNoPageProblems(problems, 'the All Jobs tab');
  });

  test("the Edit Profile Experience tab with skill chips, and the profile's other tabs, have no WCAG violations", async () => {
    const { page, problems } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/job-seeker/edit-profile');
    await waitForPageReady(page);
    await page.getByRole('tab', { name: /^Experience/u }).click();
    await page
      .getByRole('button', { name: /^Remove /u })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'the Edit Profile Experience tab');
    await page.goto('/job-seeker/profile-main');
    await waitForPageReady(page);
    for (const tab of ['Experience', 'Skills']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await expectNoAxeViolations(page, `the profile ${tab} tab`);
    }
    assertNoPageProblems(problems, 'the profile tabs');
  });

  for (const [role, path] of [
    ['jobSeeker', '/job-seeker/profile-main'],
    ['employer', '/employer/profile'],
  ] as const) {
    test(`the Delete Profile confirmation on ${path} has no WCAG violations`, async () => {
      const { page, problems } = await open({ session: e2eEnv().sessions[role] });
      await page.goto(path);
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Delete Profile' }).click();
      await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
      await expectNoAxeViolations(page, `the Delete Profile confirmation on ${path}`);
      assertNoPageProblems(problems, `the Delete Profile confirmation on ${path}`);
    });
  }
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
