import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@kakayahan/contracts';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import type { PrivateFileStore } from './private-file-store.js';
import { contentDisposition, signedFileEndpoint, type SignedFileDeps } from './signed-file.js';

describe('contentDisposition', () => {
  const attachment = { type: 'attachment', fallbackName: 'resume' } as const;

  it('answers inline without a name, and an ASCII name in its quoted form only', () => {
    expect(contentDisposition({ type: 'inline' }, 'card.webp')).toBe('inline');
    expect(contentDisposition(attachment, 'My Resume.pdf')).toBe('attachment; filename="My Resume.pdf"');
  });

  it('adds the RFC 8187 UTF-8 form when the ASCII fallback is not the whole name', () => {
    expect(contentDisposition(attachment, 'Résumé (Santos).pdf')).toBe(
      `attachment; filename="R_sum_ (Santos).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28Santos%29.pdf`,
    );
    expect(contentDisposition(attachment, '"100%41".pdf')).toBe(
      `attachment; filename="_100_41_.pdf"; filename*=UTF-8''%22100%2541%22.pdf`,
    );
  });

  it('drops paths, control and invisible characters, and falls back when nothing is left', () => {
    expect(contentDisposition(attachment, '../../etc/pass\r\nwd.pdf')).toBe('attachment; filename="passwd.pdf"');
    expect(contentDisposition(attachment, 'cv\u202Efdp.exe')).toBe('attachment; filename="cvfdp.exe"');
    expect(contentDisposition(attachment, ' \u0000 ')).toBe('attachment; filename="resume"');
    expect(contentDisposition(attachment, null)).toBe('attachment; filename="resume"');
  });
});

describe('signedFileEndpoint', () => {
  const declaration = endpoint({
    method: 'GET',
    path: '/api/things/:id/',
    access: 'signed link',
    tag: 'Test',
    summary: 'A thing',
    params: z.object({ id: z.coerce.number() }),
    bodyKind: 'none',
    response: 'bytes',
  });
  const things = signedFileEndpoint(declaration, {
    ttlSeconds: 300,
    disposition: { type: 'attachment', fallbackName: 'thing' },
    messages: { invalidLink: 'bad link', missing: 'no thing' },
  });
  const stored = new Map([['things/1', Buffer.from('bytes')]]);
  const files: PrivateFileStore = {
    put: () => Promise.resolve(),
    get: (key) => Promise.resolve(stored.get(key) ?? null),
    delete: () => Promise.resolve(),
  };
  const logged: object[] = [];
  let now = new Date('2030-01-01T08:00:00.500Z');
  const deps: SignedFileDeps = {
    signingKey: randomBytes(32),
    files,
    now: () => now,
    log: { error: (d) => logged.push(d) },
  };
  const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? [error.statusCode, error.message] : error),
    );

  it('links the declared path until a whole second, and opens the stored file with its type and name', async () => {
    const link = things.link(deps, { id: 1 });
    expect(link.url).toMatch(/^\/api\/things\/1\/\?expires=\d+&signature=[\w-]{43}$/u);
    expect(link.expiresAt.toISOString()).toBe('2030-01-01T08:05:00.000Z');
    const file = await things.open(deps, { id: 1 }, queryOf(link.url), () =>
      Promise.resolve({ key: 'things/1', contentType: null, name: 'one.txt' }),
    );
    expect(file).toEqual({
      bytes: Buffer.from('bytes'),
      contentType: 'application/octet-stream',
      disposition: 'attachment; filename="one.txt"',
    });
  });

  it('refuses another subject or an expired link before asking the feature, and 404s a missing file', async () => {
    const query = queryOf(things.link(deps, { id: 1 }).url);
    let asked = 0;
    const find = (key: string) => () => {
      asked += 1;
      return Promise.resolve({ key, contentType: 'text/plain' });
    };
    expect(await failure(things.open(deps, { id: 2 }, query, find('things/1')))).toEqual([403, 'bad link']);
    expect(asked).toBe(0);
    expect(await failure(things.open(deps, { id: 1 }, query, () => Promise.resolve(null)))).toEqual([404, 'no thing']);
    expect(await failure(things.open(deps, { id: 1 }, query, find('things/gone')))).toEqual([404, 'no thing']);
    expect(logged).toEqual([{ path: '/api/things/1/', storageKey: 'things/gone' }]);
    now = new Date(now.getTime() + 300_000);
    expect(await failure(things.open(deps, { id: 1 }, query, find('things/1')))).toEqual([403, 'bad link']);
  });
});
