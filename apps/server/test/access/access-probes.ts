/** How the generated access tests call an endpoint, and what its declaration says each caller gets. */
import {
  ACCOUNT_STANDING,
  endpointUrl,
  type Access,
  type AccountStanding,
  type EndpointDeclaration,
  type UserType,
} from '@kakayahan/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { multipartForm } from '../test-app.js';
import type { Caller } from './access-world.js';

export const ROLE_MESSAGE = 'You do not have permission to do that.';

/** The role each kind of caller has (the two who may not sign in yet are job seekers). */
export const ROLE_OF: Record<Caller, UserType | null> = {
  anonymous: null,
  unverified: 'Employee',
  pending: 'Employee',
  seeker: 'Employee',
  employer: 'Employer',
  admin: 'Admin',
};

export interface Outcome {
  refused: boolean;
  status?: 401 | 403;
  /** The refusal names the account's standing (the sign-in's own words and code). */
  code?: Exclude<AccountStanding, 'active'>;
  /** The refusal is the wrong role's. */
  roleMessage?: boolean;
}

/** What the declaration's access rule gives a caller, before anything else is looked at. */
export function accessOutcome(access: Access, caller: Caller): Outcome {
  if (access === 'anyone') return { refused: false };
  if (access === 'signed link') return { refused: true, status: 403 };
  const role = ROLE_OF[caller];
  if (!role) return { refused: true, status: 401 };
  if (access === 'own registration') {
    // A job seeker's own registration (My PWD ID): open to them while they wait for approval too.
    if (role !== 'Employee') return { refused: true, status: 403, roleMessage: true };
    if (caller === 'unverified') return { refused: true, status: 403, code: 'email_unverified' };
    return { refused: false };
  }
  if (access !== 'signed in' && !access.includes(role)) return { refused: true, status: 403, roleMessage: true };
  if (caller === 'unverified') return { refused: true, status: 403, code: 'email_unverified' };
  if (caller === 'pending') return { refused: true, status: 403, code: 'pending_approval' };
  return { refused: false };
}

/** Whether an answer is the access hook's refusal (not a service's answer about the object or input). */
export function isAccessRefusal(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 401) return true;
  if (response.statusCode !== 403) return false;
  const { error } = response.json<{ error?: string }>();
  return error === ROLE_MESSAGE || Object.values(ACCOUNT_STANDING).some((message) => message === error);
}

/** The path and query fields that name an object (`:id`, `userId`, `post_id`, …). */
export function idFieldsOf(e: EndpointDeclaration): string[] {
  const params = e.params ? Object.keys(e.params.shape) : [];
  const query = e.query instanceof z.ZodObject ? Object.keys(e.query.shape).filter((k) => /(^|_)id$/iu.test(k)) : [];
  return [...params, ...query];
}

export type Probe = InjectOptions & { needsFreshCaller?: boolean };

/**
 * A call of the endpoint:
 * - `refused`: any input (the access check comes before validation); path ids are `id` (default 1);
 * - `allowed`: input the validation refuses where the endpoint takes any (id 0, a JSON array, JSON for a
 *   form), so getting past access changes nothing; a call without input that would change something is
 *   marked `needsFreshCaller`;
 * - `exact`: the given path parameters, query and JSON body.
 */
export function probe(
  e: EndpointDeclaration,
  mode: 'refused' | 'allowed' | 'exact',
  query?: Record<string, unknown>,
  params?: Record<string, unknown>,
  body?: object,
  id = '1',
): Probe {
  const method = e.method;
  if (mode === 'exact') {
    return { method, url: endpointUrl(e, params, query), ...(body ? { payload: body } : {}) };
  }
  // endpointUrl encodes values; malformed ids are meant to arrive as written.
  const url = e.path.replace(/:([A-Za-z_]+)/gu, () => (mode === 'allowed' ? '0' : id)) + queryText(query);
  if (mode === 'refused') {
    if (e.bodyKind === 'json') return { method, url, payload: {} };
    if (e.bodyKind === 'multipart') return { method, url, ...multipartForm([{ name: 'note', value: 'probe' }]) };
    return { method, url };
  }
  if (e.params) return { method, url };
  if (e.bodyKind === 'json') return { method, url, payload: '[]', headers: { 'content-type': 'application/json' } };
  if (e.bodyKind === 'multipart') return { method, url, payload: {} };
  return { method, url, needsFreshCaller: method !== 'GET' };
}

function queryText(query?: Record<string, unknown>): string {
  return endpointUrl({ path: '' }, undefined, query);
}

/**
 * The refusal has the expected status and a message a person can read: words starting with a capital
 * (some contract messages, like "No Profile Found", have no full stop), no internals.
 */
export function expectHumanRefusal(response: LightMyRequestResponse, statuses: number | number[]): string {
  const allowed = Array.isArray(statuses) ? statuses : [statuses];
  expect(allowed, `status ${response.statusCode}: ${response.body}`).toContain(response.statusCode);
  const body = response.json<{ error?: unknown }>();
  expect(typeof body.error, response.body).toBe('string');
  const error = String(body.error).trim();
  expect(error.length, response.body).toBeGreaterThanOrEqual(10);
  expect(error, response.body).toMatch(/^[A-Z"]\S*\s+\S+/u);
  expect(error, response.body).not.toMatch(/FST_|undefined|null|NaN|\bError:|Exception|\bat \S+:\d+/u);
  return error;
}
