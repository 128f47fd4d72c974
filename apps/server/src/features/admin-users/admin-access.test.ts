import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { auditLog } from '../../db/schema-admin.js';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: TestUser;
let seeker: TestUser;
let pendingSeeker: TestUser;
let employer: TestUser;
/** A pending job seeker every endpoint could act on, so a wrongly allowed call would change it. */
let target: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  seeker = await createEmployee(t);
  pendingSeeker = await createEmployee(t, { approved: false });
  employer = await createEmployer(t);
  target = await createEmployee(t, { approved: false });
});
afterAll(() => t.close());

type Method = NonNullable<InjectOptions['method']>;
/** Method, the path as documented, and the path to call (ids exist only once beforeAll has run). */
const endpoints: [Method, string, () => string][] = [
  ['GET', '/api/admin/pending-users/', () => '/api/admin/pending-users/'],
  ['POST', '/api/admin/approve-user/{userId}/', () => `/api/admin/approve-user/${target.id}/`],
  ['POST', '/api/admin/reject-user/{userId}/', () => `/api/admin/reject-user/${target.id}/`],
  ['GET', '/api/admin/users/', () => '/api/admin/users/'],
  ['DELETE', '/api/admin/delete-user/{userId}/', () => `/api/admin/delete-user/${target.id}/`],
];

async function expectTargetUntouched(): Promise<void> {
  const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
  expect(row?.isApproved).toBe(false);
  expect(await t.db.select().from(auditLog)).toEqual([]);
  // Nothing was queued either: running the queue sends nothing.
  await t.jobs.drain({ includeDelayed: true });
  expect(t.mailer.sent).toEqual([]);
}

describe.each(endpoints)('%s %s', (method, _path, url) => {
  it('asks anonymous callers to sign in (401) and changes nothing', async () => {
    const response = await t.request({ method, url: url() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    await expectTargetUntouched();
  });

  it('answers 401 for an unknown token', async () => {
    const response = await t.request({ method, url: url(), token: 'not-a-real-session-token-000' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
  });

  it.each([
    ['an approved job seeker', () => seeker],
    ['a job seeker waiting for approval', () => pendingSeeker],
    ['an employer', () => employer],
  ])('refuses %s with 403 and changes nothing', async (_who, caller) => {
    const response = await t.request({ method, url: url(), token: caller().token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You do not have permission to do that.' });
    await expectTargetUntouched();
  });
});

describe('admin access', () => {
  it.each([['/api/admin/pending-users/'], ['/api/admin/users/'], ['/api/admin/audit-log/']])(
    'lets an admin read %s',
    async (url) => {
      const response = await t.request({ method: 'GET', url, token: admin.token });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    },
  );
});
