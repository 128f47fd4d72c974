import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedUrl, signPath, verifySignedPath } from './signed-link.js';

const key = randomBytes(32);
const path = '/api/pwd-card-image/7/';
const now = new Date('2030-01-01T08:00:00Z');
const inFiveMinutes = new Date(now.getTime() + 5 * 60_000);

describe('signed links', () => {
  it('verifies a link for its path until it expires, and not from the expiry on', () => {
    const { expires, signature } = signPath(key, path, inFiveMinutes);
    expect(expires).toBe(inFiveMinutes.getTime() / 1000);
    expect(verifySignedPath(key, path, String(expires), signature, now)).toBe(true);
    expect(verifySignedPath(key, path, String(expires), signature, new Date(inFiveMinutes.getTime() - 1))).toBe(true);
    expect(verifySignedPath(key, path, String(expires), signature, inFiveMinutes)).toBe(false);
  });

  it('refuses another path, another expiry, another key and a changed signature', () => {
    const { expires, signature } = signPath(key, path, inFiveMinutes);
    expect(verifySignedPath(key, '/api/pwd-card-image/8/', String(expires), signature, now)).toBe(false);
    expect(verifySignedPath(key, path, String(expires + 60), signature, now)).toBe(false);
    expect(verifySignedPath(randomBytes(32), path, String(expires), signature, now)).toBe(false);
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifySignedPath(key, path, String(expires), changed, now)).toBe(false);
  });

  it('refuses missing and malformed parts without throwing', () => {
    const { expires, signature } = signPath(key, path, inFiveMinutes);
    const cases: [string | undefined, string | undefined][] = [
      [undefined, signature],
      [String(expires), undefined],
      ['', signature],
      [`0${expires}`, signature],
      ['1e12', signature],
      [String(expires), signature.slice(1)],
      [String(expires), `${signature}A`],
      [String(expires), signature.replace(/^./u, '+')],
      ['99999999999999999999', signature],
    ];
    for (const [e, s] of cases) expect(verifySignedPath(key, path, e, s, now)).toBe(false);
  });

  it('builds the path with its query string', () => {
    const url = new URL(signedUrl(key, path, inFiveMinutes), 'http://x');
    expect(url.pathname).toBe(path);
    expect(
      verifySignedPath(key, path, url.searchParams.get('expires') ?? '', url.searchParams.get('signature') ?? '', now),
    ).toBe(true);
  });
});
