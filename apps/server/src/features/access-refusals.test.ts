/**
 * Every endpoint of the issue-4 features (jobs, employer profiles, job seeker profiles, preferences,
 * applications, recommendations) refuses who it must: anonymous callers, wrong roles, someone else's
 * object and malformed ids, each with a human message and without changing anything.
 */
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import {
  applicationRow,
  createWorld,
  expectHumanRefusal,
  jobRow,
  ROLES,
  send,
  snapshot,
  userOfRole,
  type Call,
  type World,
} from './access-refusals.test-support.js';
import { endpointTable, type Endpoint } from './access-refusals-endpoints.test-support.js';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const endpoints = endpointTable(() => w);

/** The endpoint's default call (on the allowed caller's own object). */
const defaultCall = (e: Endpoint): Call => e.call(String(e.id?.(w) ?? ''));
const needsSignIn = endpoints.filter((e) => e.who !== 'anyone' && e.who !== 'signed link');

/** Sends the call and expects a human refusal with nothing changed in the database or the mail. */
async function expectRefusedUnchanged(call: Call, token: string | undefined, status: number | number[]) {
  const before = await snapshot(t);
  const response = await send(t, call, token);
  const error = expectHumanRefusal(response, status);
  expect(await snapshot(t)).toEqual(before);
  return error;
}

describe('public endpoints answer without a token', () => {
  it.each(endpoints.filter((e) => e.who === 'anyone'))('$route', async (endpoint) => {
    const response = await send(t, defaultCall(endpoint));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('error');
  });
});

describe('signed-in endpoints without a token answer 401', () => {
  it.each(needsSignIn)('$route', async (endpoint) => {
    const error = await expectRefusedUnchanged(defaultCall(endpoint), undefined, 401);
    expect(error).toMatch(/sign in/iu);
  });
});

describe('signed-in endpoints with an unknown token answer 401', () => {
  it.each(needsSignIn)('$route', async (endpoint) => {
    const error = await expectRefusedUnchanged(defaultCall(endpoint), 'not-a-real-session-token-000', 401);
    expect(error).toMatch(/sign in/iu);
  });
});

describe('signed-link endpoints refuse without a valid signature (403), token or not', () => {
  const cases = endpoints
    .filter((e) => e.who === 'signed link')
    .flatMap((endpoint) => [
      { name: `${endpoint.route} without token or signature`, endpoint, query: '', role: undefined },
      ...ROLES.map((role) => ({ name: `${endpoint.route} as ${role} without a signature`, endpoint, query: '', role })),
      {
        name: `${endpoint.route} with a forged signature`,
        endpoint,
        query: `?expires=${Math.floor(Date.now() / 1000) + 300}&signature=${'a'.repeat(43)}`,
        role: undefined,
      },
    ]);
  it.each(cases)('$name', async ({ endpoint, query, role }) => {
    const call = defaultCall(endpoint);
    const response = await send(t, { ...call, url: call.url + query }, role && userOfRole(w, role).token);
    expectHumanRefusal(response, 403);
  });
});

describe('wrong roles answer 403 and change nothing', () => {
  const cases = endpoints.flatMap((endpoint) => {
    const { who } = endpoint;
    if (!Array.isArray(who)) return [];
    return ROLES.filter((role) => !who.includes(role)).map((role) => ({ route: endpoint.route, role, endpoint }));
  });
  it.each(cases)('$route refuses $role', async ({ endpoint, role }) => {
    await expectRefusedUnchanged(defaultCall(endpoint), userOfRole(w, role).token, 403);
  });
});

interface OwnershipCase {
  name: string;
  caller: (w: World) => TestUser;
  route: string;
  /** Someone else's object. */
  id: (w: World) => number;
  status: 403 | 404;
  error?: string;
  /** Reads the object, to show it is still there and unchanged. */
  read?: (w: World) => Promise<unknown>;
}

const otherJob = (w: World) => jobRow(t, w.jobB);
const otherApplication = (w: World) => applicationRow(t, w.appOfOther);

const ownershipCases: OwnershipCase[] = [
  // 403: an employer knows jobs exist (they are public); the message says why they cannot act.
  {
    name: "an employer editing another employer's job",
    caller: (w) => w.employerA,
    route: 'PUT /api/edit-job-post/{jobId}/',
    id: (w) => w.jobB,
    status: 403,
    error: JOB_MESSAGES.notOwner,
    read: otherJob,
  },
  {
    name: "an employer deleting another employer's job",
    caller: (w) => w.employerA,
    route: 'DELETE /api/delete-job/{post_id}/',
    id: (w) => w.jobB,
    status: 403,
    error: JOB_MESSAGES.notOwner,
    read: otherJob,
  },
  ...(['approve', 'decline'] as const).map((verb): OwnershipCase => ({
    name: `an employer trying to ${verb} an applicant of another employer's job`,
    caller: (w) => w.employerA,
    route: `POST /api/applications/{id}/${verb}/`,
    id: (w) => w.appOfOther,
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
    read: otherApplication,
  })),
  {
    name: "an employer removing an applicant of another employer's job",
    caller: (w) => w.employerA,
    route: 'DELETE /api/delete-application/{application_id}/',
    id: (w) => w.appOfOther,
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
    read: otherApplication,
  },
  {
    name: "an employer asking for the resume link of another employer's applicant",
    caller: (w) => w.employerA,
    route: 'GET /api/applications/{id}/resume/',
    id: (w) => w.appOfOther,
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
    read: otherApplication,
  },
  // 404: someone else's application answers like a missing one, so application ids reveal nothing.
  {
    name: "a job seeker cancelling another job seeker's application",
    caller: (w) => w.seeker,
    route: 'DELETE /api/cancel-application/{application_id}/',
    id: (w) => w.appOfOther,
    status: 404,
    error: APPLICATION_MESSAGES.notFound,
    read: otherApplication,
  },
  // 403 (requireSelf): the id is the caller's own account or nothing.
  {
    name: "a job seeker asking for another job seeker's recommendations",
    caller: (w) => w.seeker,
    route: 'GET /api/recommend_jobs/?user_id={id}',
    id: (w) => w.otherSeeker.id,
    status: 403,
  },
  {
    name: 'a job seeker asking whether another job seeker has preferences',
    caller: (w) => w.seeker,
    route: 'GET /api/user-preferences/{userId}/',
    id: (w) => w.otherSeeker.id,
    status: 403,
  },
  {
    name: 'an employer asking whether a job seeker has preferences',
    caller: (w) => w.employerA,
    route: 'GET /api/user-preferences/{userId}/',
    id: (w) => w.seeker.id,
    status: 403,
  },
];

const endpointOf = (route: string): Endpoint => {
  const found = endpoints.find((e) => e.route === route);
  if (!found) throw new Error(`no endpoint ${route} in the table`);
  return found;
};

describe("someone else's object is refused and left unchanged", () => {
  it.each(ownershipCases)('$name answers $status', async (c) => {
    const objectBefore = await c.read?.(w);
    if (c.read) expect(objectBefore).toBeDefined();
    const call = endpointOf(c.route).call(String(c.id(w)));
    const error = await expectRefusedUnchanged(call, c.caller(w).token, c.status);
    if (c.error) expect(error).toBe(c.error);
    if (c.read) expect(await c.read(w)).toEqual(objectBefore);
  });
});

/** Ids that are not ids at all: never a 500, always 400 (bad input) or 404. */
const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '99999999999', '1%20OR%201=1'];
/** A well-formed id nobody has: refused (404, or 403 where only your own id is allowed), never a 500. */
const ABSENT_ID = '2147483647';

describe('malformed and absent ids are refused, never a 500', () => {
  const withId = endpoints.filter((e) => e.id);
  /** The caller with the best chance of getting past the access checks to the id. */
  const callerFor = (e: Endpoint): string | undefined =>
    Array.isArray(e.who)
      ? userOfRole(w, e.who[0] ?? 'Employee').token
      : e.who === 'signed in'
        ? w.seeker.token
        : undefined;

  const malformed = withId.flatMap((endpoint) => MALFORMED_IDS.map((id) => ({ route: endpoint.route, id, endpoint })));
  it.each(malformed)('$route with id $id answers 400 or 404', async ({ endpoint, id }) => {
    const response = await send(t, endpoint.call(id), callerFor(endpoint));
    expectHumanRefusal(response, [400, 404]);
  });

  it.each(withId)('$route with an id nobody has answers 403 or 404', async (endpoint) => {
    const response = await send(t, endpoint.call(ABSENT_ID), callerFor(endpoint));
    expectHumanRefusal(response, [403, 404]);
  });
});
