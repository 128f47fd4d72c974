/**
 * The access tests, generated from the routes the app registered: every endpoint × every kind of caller
 * (anonymous, unverified e-mail, pending job seeker, job seeker, employer, admin), unknown tokens, someone
 * else's object for every endpoint that names one, and malformed ids. Each expectation is derived from the
 * endpoint's declaration in packages/contracts; nothing here lists endpoints by hand.
 */
import { ACCOUNT_STANDING, endpointName, type EndpointDeclaration } from '@kakayahan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer, uniqueIp } from '../factories.js';
import { createTestApp } from '../test-app.js';
import { CALLERS, createWorld, fingerprint, tokenOf, type Caller, type World } from './access-world.js';
import { OBJECT_RULES } from './object-rules.js';
import {
  accessOutcome,
  expectHumanRefusal,
  idFieldsOf,
  isAccessRefusal,
  probe,
  type Probe,
  ROLE_OF,
} from './access-probes.js';

const t = await createTestApp();
afterAll(() => t.close());
let w: World;
beforeAll(async () => {
  w = await createWorld(t);
});

const endpoints = [...t.app.declaredEndpoints];
const named = (e: EndpointDeclaration) => ({ name: endpointName(e), endpoint: e });

async function send(p: Probe, token?: string): Promise<LightMyRequestResponse> {
  return t.request({ ...p, remoteAddress: uniqueIp(), ...(token ? { token } : {}) });
}

/** Sends the call and expects a human refusal with nothing changed in any table or in the mail. */
async function expectRefusedUnchanged(p: Probe, token: string | undefined, status: number | number[]) {
  const before = await fingerprint(t);
  const response = await send(p, token);
  const error = expectHumanRefusal(response, status);
  expect(await fingerprint(t)).toEqual(before);
  return { error, body: response.json<{ code?: string }>() };
}

it('registers every route from a declaration, and some of each kind of access', () => {
  expect(endpoints.length).toBeGreaterThan(50);
  const kinds = new Set(endpoints.map((e) => (Array.isArray(e.access) ? 'roles' : e.access)));
  expect([...kinds].sort()).toEqual(['anyone', 'own registration', 'roles', 'signed in', 'signed link']);
});

it("opens a job seeker's own registration to them while they wait, and to no other role", () => {
  const own = endpoints.filter((e) => e.access === 'own registration');
  expect(own.length).toBeGreaterThan(0);
  const outcomes = CALLERS.map((caller) => [caller, accessOutcome('own registration', caller)] as const);
  expect(Object.fromEntries(outcomes)).toEqual({
    anonymous: { refused: true, status: 401 },
    unverified: { refused: true, status: 403, code: 'email_unverified' },
    pending: { refused: false },
    seeker: { refused: false },
    employer: { refused: true, status: 403, roleMessage: true },
    admin: { refused: true, status: 403, roleMessage: true },
  });
});

describe.each(CALLERS)('as %s', (caller: Caller) => {
  const cases = endpoints.map((e) => ({ ...named(e), outcome: accessOutcome(e.access, caller) }));

  it.each(cases.filter((c) => c.outcome.refused))('$name is refused', async ({ endpoint, outcome }) => {
    const status = outcome.status ?? 403;
    const { error, body } = await expectRefusedUnchanged(probe(endpoint, 'refused'), tokenOf(w, caller), status);
    if (status === 401) expect(error).toBe('Please sign in to continue.');
    if (outcome.code) {
      expect(body.code).toBe(outcome.code);
      expect(error).toBe(ACCOUNT_STANDING[outcome.code]);
    }
    if (outcome.roleMessage) expect(error).toBe('You do not have permission to do that.');
  });

  it.each(cases.filter((c) => !c.outcome.refused))('$name lets them through', async ({ endpoint }) => {
    const role = ROLE_OF[caller];
    const mutatesWithoutInput = probe(endpoint, 'allowed').needsFreshCaller;
    // A call that would change the shared world (delete my account, sign me out) runs as someone new.
    // A pending caller's fresh stand-in waits for approval too (withdrawing their registration is theirs).
    const fresh = { approved: caller !== 'pending' };
    const token =
      mutatesWithoutInput && role
        ? (await (role === 'Employee' ? createEmployee : role === 'Employer' ? createEmployer : createAdmin)(t, fresh))
            .token
        : tokenOf(w, caller);
    const response = await send(probe(endpoint, 'allowed'), token);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(isAccessRefusal(response), `${response.statusCode} ${response.body}`).toBe(false);
  });
});

describe('an unknown token is a 401 that says the session ended', () => {
  const signedIn = endpoints.filter((e) => e.access !== 'anyone' && e.access !== 'signed link').map(named);
  it.each(signedIn)('$name', async ({ endpoint }) => {
    const { error } = await expectRefusedUnchanged(probe(endpoint, 'refused'), 'not-a-real-session-token-000', 401);
    expect(error).toBe('Your session has expired. Please sign in again.');
  });
});

describe('signed links refuse a missing or forged signature, whoever calls', () => {
  const links = endpoints.filter((e) => e.access === 'signed link').map(named);
  const forged = { expires: String(Math.floor(Date.now() / 1000) + 300), signature: 'a'.repeat(43) };
  it.each(links)('$name', async ({ endpoint }) => {
    for (const caller of CALLERS) await expectRefusedUnchanged(probe(endpoint, 'refused'), tokenOf(w, caller), 403);
    await expectRefusedUnchanged(probe(endpoint, 'refused', forged), undefined, 403);
  });
});

describe("someone else's object", () => {
  const withIds = endpoints.filter((e) => idFieldsOf(e).length > 0).map(named);

  it.each(withIds)('$name has a written rule', ({ name }) => {
    expect(OBJECT_RULES[name], `add ${name} to test/access/object-rules.ts`).toBeDefined();
  });

  it('has no rule for an endpoint that does not exist', () => {
    const names = new Set(withIds.map((c) => c.name));
    expect(Object.keys(OBJECT_RULES).filter((name) => !names.has(name))).toEqual([]);
  });

  const refused = withIds.flatMap(({ name, endpoint }) => {
    const rule = OBJECT_RULES[name];
    return rule?.kind === 'refused' ? [{ name, endpoint, rule }] : [];
  });
  it.each(refused)('$name: $rule.caller is refused with $rule.status', async ({ endpoint, rule }) => {
    const body = rule.body ? await rule.body(w, t) : undefined;
    const call = probe(endpoint, 'exact', rule.query?.(w), rule.params?.(w), body);
    const { error } = await expectRefusedUnchanged(call, tokenOf(w, rule.caller), rule.status);
    if (rule.error) expect(error).toBe(rule.error);
  });
});

/** Ids that are not ids at all: never a 500, always 400 (bad input) or 404. */
const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '99999999999', '1%20OR%201=1'];

describe('malformed and absent ids are refused, never a 500', () => {
  const cases = endpoints
    .filter((e) => e.params && e.access !== 'signed link')
    .map((e) => ({ ...named(e), caller: firstAllowed(e) }));
  /** The caller with the best chance of getting past the access checks to the id. */
  function firstAllowed(e: EndpointDeclaration): Caller {
    return CALLERS.find((caller) => caller !== 'anonymous' && !accessOutcome(e.access, caller).refused) ?? 'anonymous';
  }

  it.each(cases)('$name', async ({ endpoint, caller }) => {
    for (const id of MALFORMED_IDS) {
      const response = await send(probe(endpoint, 'refused', undefined, undefined, undefined, id), tokenOf(w, caller));
      expectHumanRefusal(response, [400, 404]);
    }
  });
});
