import { expect } from 'vitest';
import { pwdCards } from '../../src/db/schema.js';
import type { PrivateFileStore } from '../../src/platform/files/private-file-store.js';
import type { TestApp } from '../test-app.js';

/** The app's own file store (a folder under DATA_DIR on PGlite, the shared table on PostgreSQL). */
export function privateFiles(t: TestApp): PrivateFileStore {
  return t.files;
}

/** Stores a card image for a user the way sign-up does: a private file plus its pwd_cards row. */
export async function storeCard(t: TestApp, userId: number): Promise<string> {
  const key = `cards/${userId}-${Math.random().toString(36).slice(2, 10)}.webp`;
  const bytes = Buffer.from('not really a webp');
  await privateFiles(t).put(key, bytes);
  await t.db
    .insert(pwdCards)
    .values({ userId, storageKey: key, contentType: 'image/webp', byteSize: bytes.length, width: 640, height: 400 });
  return key;
}

/** GETs an admin list with the admin's token; the test fails unless it answers 200. */
export async function getAdminList<Item>(t: TestApp, token: string, url: string): Promise<Item[]> {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return response.json<Item[]>();
}

/** What a test sends with a decision: no body unless `payload` is given, and any extra headers. */
export interface DecisionRequestExtras {
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Sends a decision (reject, delete) about a user with the admin's token, then runs the jobs it queued. */
export async function sendDecision(
  t: TestApp,
  token: string,
  request: { method: 'POST' | 'DELETE'; url: string },
  extra: DecisionRequestExtras = {},
) {
  const response = await t.request({
    ...request,
    token,
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
  });
  await t.jobs.drain();
  return response;
}

/** `?search=…&page=…` for an admin list call (values URL-encoded; an empty query gives `?`). */
export function listQuery(query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `?${params.toString()}`;
}
