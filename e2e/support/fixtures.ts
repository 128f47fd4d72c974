import { test as base } from '@playwright/test';
import { E2eApi, uniqueClientAddress } from './api.js';
import { openPage, type OpenedPage, type OpenPage } from './browser.js';
import { People, type Person } from './people.js';
import { runEnv } from './run-env.js';

export { expect } from '@playwright/test';

interface TestFixtures {
  /** This test's own client address: its API calls and its browsers' requests carry it (X-Forwarded-For). */
  clientAddress: string;
  /** The API, called as this test's client. */
  api: E2eApi;
  /** Creates more fresh people: `await people.jobSeeker({ disability: 'Deaf or Hard of Hearing' })`. */
  people: People;
  /** A fresh approved job seeker with a complete profile, a resume and preferences, signed in. */
  jobSeeker: Person;
  /** A fresh verified employer with a company profile, signed in. */
  employer: Person;
  /** The run's administrator in a session of this test's own. */
  admin: Person;
  /** Opens a page in a context of its own, signed in as someone or anonymous. */
  open: OpenPage;
}

interface WorkerFixtures {
  /** A session of the run's administrator for this worker, used only to approve new job seekers. */
  approverToken: string;
}

/**
 * The suite's test: every test owns the people it acts as. They are created through the real API when a
 * test asks for them (Playwright makes only the fixtures a test names), and nobody signs in as a demo
 * account; the demo data only gives screens their content.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  approverToken: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const env = runEnv();
      const api = new E2eApi(env.baseUrl, uniqueClientAddress(workerInfo.workerIndex));
      const people = new People(api, env, () => Promise.reject(new Error('no approver yet')));
      const admin = await people.admin();
      await use(admin.session.token);
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(runEnv().baseUrl);
  },
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use, testInfo) => {
    await use(uniqueClientAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
  api: async ({ clientAddress }, use) => {
    await use(new E2eApi(runEnv().baseUrl, clientAddress));
  },
  people: async ({ api, approverToken }, use) => {
    await use(new People(api, runEnv(), () => Promise.resolve(approverToken)));
  },
  jobSeeker: async ({ people }, use) => {
    await use(await people.jobSeeker());
  },
  employer: async ({ people }, use) => {
    await use(await people.employer());
  },
  admin: async ({ people }, use) => {
    await use(await people.admin());
  },
  open: async ({ browser, baseURL }, use) => {
    const opened: OpenedPage[] = [];
    await use(async (options) => {
      const page = await openPage(browser, baseURL ?? runEnv().baseUrl, options);
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map(({ context }) => context.close()));
  },
});
