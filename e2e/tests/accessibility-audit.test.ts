import type { Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteEntry, type RoutePath } from '../../apps/web/src/app/route-table.js';
import { auditTest as test, roleOfViewer, type AuditWorld, type Viewer } from '../support/audit-world.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { assertNoPageProblems, waitForPageReady } from '../support/browser.js';
import { expect } from '../support/fixtures.js';

/** How the audit opens one route of the router's table. */
interface AuditEntry {
  /** Who opens it: default anonymous for a route open to anyone, else each role allowed on it. */
  viewers?: readonly Viewer[];
  /** Who also opens it 320 px wide, where nothing may scroll sideways. */
  narrow: readonly Viewer[];
  /** The address to open: a sample value for each parameter (or a query the page needs). */
  sample?: (world: AuditWorld) => Promise<string>;
  /** What to wait for beyond the heading, when the page shows its result later. */
  ready?: (page: Page) => Promise<void>;
}

const fixed = (path: string) => () => Promise.resolve(path);

/**
 * Every route of apps/web/src/app/route-table.ts: a route added there without an entry here fails below.
 * The 320 px checks cover every open route and the screens built for phones.
 */
const AUDIT: Record<RoutePath, AuditEntry> = {
  '/': { narrow: ['anonymous'] },
  '/job-seeker/signin': { narrow: ['anonymous'] },
  '/job-seeker/signup': { narrow: ['anonymous'] },
  '/signup/check-email': { narrow: ['anonymous'] },
  '/employer/signin': { narrow: ['anonymous'] },
  '/employer/signup': { narrow: ['anonymous'] },
  '/admin/signin': { narrow: ['anonymous'] },
  '/verify-email/:token': {
    narrow: ['anonymous'],
    sample: fixed('/verify-email/not-a-real-token'),
    // The page asks the server first; audit the error it then shows.
    ready: (page) => expect(page.getByText(/verification link is not valid/i).first()).toBeVisible(),
  },
  '/FAQS': { viewers: ['anonymous', 'Employee'], narrow: ['anonymous'] },
  '/help/:articleId': {
    viewers: ['anonymous', 'Employee'],
    narrow: ['anonymous'],
    sample: fixed('/help/track-applications'),
  },
  '/privacy-policy': { narrow: ['anonymous'] },
  '/accessibility': { narrow: ['anonymous'] },
  '/forgot-password': { narrow: ['anonymous'] },
  '/reset-password/:uid/:token': {
    narrow: ['anonymous'],
    sample: fixed('/reset-password/1/not-a-real-token'),
    // The link is checked as the page opens: audited once the dead link's message is there.
    ready: (page) => expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible(),
  },
  '/unauthorized': { viewers: ['anonymous', 'Employee'], narrow: ['anonymous'] },
  '/job-seeker/profile/:userId': {
    viewers: ['anonymous', 'Employer'],
    narrow: ['anonymous', 'Employer'],
    sample: async (world) => `/job-seeker/profile/${(await world.jobSeeker()).id}`,
  },
  '/notifications': { narrow: ['Employee'] },
  '/kakayahan/forum': { narrow: ['Employee', 'Employer'] },
  '/user-chats': { narrow: ['Employee'] },
  '/chat/:roomId': { narrow: ['Employee', 'Employer'], sample: async (world) => `/chat/${await world.roomId()}` },
  '/employee-components': { narrow: ['Employee'] },
  '/job-seeker/dashboard': { narrow: ['Employee'] },
  '/job-seeker/apply': {
    narrow: ['Employee'],
    sample: async (world) => `/job-seeker/apply?post_id=${await world.openJobId()}`,
  },
  '/job-seeker/track-job': { narrow: ['Employee'] },
  '/job-seeker/saved-jobs': { narrow: ['Employee'] },
  '/job-seeker/profile-main': { narrow: ['Employee'] },
  '/job-seeker/profile': { narrow: [] },
  '/job-seeker/edit-profile': { narrow: ['Employee'] },
  '/job-seeker/preferences': { narrow: ['Employee'] },
  '/job-seeker/job-preferences': { narrow: [] },
  '/employer-components': { narrow: ['Employer'] },
  '/employer/profile': { narrow: ['Employer'] },
  '/employer/edit-profile': { narrow: ['Employer'] },
  '/employer/dashboard': { narrow: ['Employer'] },
  '/employer/post-job': { narrow: ['Employer'] },
  '/employer/edit-job/:jobId': {
    narrow: ['Employer'],
    sample: async (world) => `/employer/edit-job/${await world.pendingJobId()}`,
  },
  // The public job list (issue 15): its search form, the count, the cards and the pages.
  '/jobs': {
    viewers: ['anonymous', 'Employee'],
    narrow: ['anonymous', 'Employee'],
    ready: (page) => expect(page.getByRole('status').filter({ hasText: /\d+ jobs?\b/u })).toBeVisible(),
  },
  // A job the world's job seeker applied to: they see "Applied on …" with its status; others the job.
  '/jobs/:jobId': {
    viewers: ['anonymous', 'Employee', 'Employer'],
    narrow: ['anonymous', 'Employee'],
    sample: async (world) => `/jobs/${await world.pendingJobId()}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Job details' })).toBeVisible(),
  },
  '/companies/:employerId': {
    viewers: ['anonymous', 'Employee'],
    narrow: ['anonymous', 'Employee'],
    sample: async (world) => `/companies/${await world.employerId()}`,
    ready: (page) => expect(page.getByRole('heading', { name: /^Open jobs/u })).toBeVisible(),
  },
  // Pending: "We are checking your PWD ID" with its forms; approved: the registration, read only.
  '/job-seeker/pwd': {
    viewers: ['Employee', 'pending job seeker'],
    narrow: ['Employee', 'pending job seeker'],
    ready: (page) => expect(page.getByText('Registered on')).toBeVisible(),
  },
  '/job-fairs': {
    viewers: ['anonymous', 'Employee', 'Employer', 'Admin'],
    narrow: ['anonymous', 'Employee', 'Employer'],
  },
  '/job-fairs/:jobFairId/applications': {
    narrow: ['Employer'],
    sample: async (world) => `/job-fairs/${await world.jobFairId()}/applications`,
  },
  '/admin/user-approval': { narrow: [] },
  '/admin/manage-users': { narrow: [] },
  '/admin/manage-employers': { narrow: ['Admin'] },
  '/admin/audit-log': { narrow: ['Admin'] },
  '/admin/decisions': { narrow: [] },
  '/admin/manage-reports': { narrow: ['Admin'] },
  '/admin/platform-statistics': { narrow: ['Admin'] },
  '*': { viewers: ['anonymous', 'Employee'], narrow: ['anonymous'], sample: fixed('/no-such-page') },
};

const MOBILE = { width: 320, height: 640 };
const VIEWERS: readonly Viewer[] = ['anonymous', 'Employee', 'Employer', 'Admin', 'pending job seeker'];
const LABEL: Record<Viewer, string> = {
  anonymous: 'anonymous',
  Employee: 'a job seeker',
  Employer: 'an employer',
  Admin: 'the admin',
  'pending job seeker': 'a job seeker waiting for approval',
};

/** The entry of a route, if the audit has one (the table may have grown). */
function entryOf(route: RouteEntry): AuditEntry | undefined {
  return Object.hasOwn(AUDIT, route.path) ? AUDIT[route.path as RoutePath] : undefined;
}

function viewersOf(route: RouteEntry, entry: AuditEntry): readonly Viewer[] {
  return entry.viewers ?? (route.roles === 'anyone' ? ['anonymous'] : route.roles);
}

test.describe('the audit covers the router', () => {
  test('every route of the route table has an audit entry', () => {
    const missing = ROUTE_TABLE.filter((route) => !entryOf(route)).map((route) => route.path);
    expect(missing, 'routes of apps/web/src/app/route-table.ts without an entry in AUDIT').toEqual([]);
    const known = new Set<string>(ROUTE_TABLE.map((route) => route.path));
    expect(
      Object.keys(AUDIT).filter((path) => !known.has(path)),
      'AUDIT entries of no route',
    ).toEqual([]);
  });

  test('each route is audited only by people allowed on it', () => {
    const refused = ROUTE_TABLE.flatMap((route) => {
      const entry = entryOf(route);
      if (!entry || route.roles === 'anyone') return [];
      const roles: readonly string[] = route.roles;
      return [...viewersOf(route, entry), ...entry.narrow]
        .filter((viewer) => {
          const role = roleOfViewer(viewer);
          return role === null || !roles.includes(role);
        })
        .map((viewer) => `${route.path} as ${viewer}`);
    });
    expect(refused, 'they would audit the sign-in or /unauthorized page instead').toEqual([]);
  });
});

for (const narrow of [false, true]) {
  for (const viewer of VIEWERS) {
    test.describe(`routes as ${LABEL[viewer]}${narrow ? ' at 320 px wide' : ''}`, () => {
      for (const route of ROUTE_TABLE) {
        const entry = entryOf(route);
        if (!entry || !(narrow ? entry.narrow : viewersOf(route, entry)).includes(viewer)) continue;
        const title = narrow
          ? `${route.path} has no WCAG violations and no sideways scrolling`
          : `${route.path} has no WCAG violations`;
        test(title, async ({ open, world }) => {
          const path = entry.sample ? await entry.sample(world) : route.path;
          const person = await world.viewer(viewer);
          const where = `${path} (${viewer}${narrow ? ', 320 px' : ''})`;
          const { page, problems } = await open({
            ...(person ? { as: person } : {}),
            ...(narrow ? { viewport: MOBILE } : {}),
          });
          await page.goto(path);
          await waitForPageReady(page);
          await entry.ready?.(page);
          await expectNoAxeViolations(page, where);
          if (narrow) {
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(scrollWidth, `${where} is wider than a 320 px screen`).toBeLessThanOrEqual(MOBILE.width + 1);
          }
          assertNoPageProblems(problems, where);
        });
      }
    });
  }
}
