import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.js';

const dist = mkdtempSync(path.join(tmpdir(), 'kj-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kakayahan</title>');
const script = 'console.log("hello");'.repeat(100);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));

const app = Fastify();
await registerStaticWeb(app, dist, 'http://localhost');
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed file to a browser that accepts it, says it varies by encoding, and caches hashed assets', async () => {
    const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toContain('immutable');

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers client-side routes with index.html, revalidated, and unknown API paths with a JSON 404', async () => {
    const page = await app.inject({ url: '/help/track-applications' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Kakayahan</title>');
    const api = await app.inject({ url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found.' });
  });

  it('answers a page form the browser sent itself with the page again (303), and an unknown API POST with a 404', async () => {
    // Decision 031: a sign-in form sent before its page's script ran. Nothing of it is echoed or kept.
    const sent = await app.inject({
      method: 'POST',
      url: '/job-seeker/signin?redirect=%2Fjobs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.ph&password=Never-Echoed-1',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/job-seeker/signin?redirect=%2Fjobs');
    expect(sent.body).not.toContain('Never-Echoed');

    // Never to another site: `//host/…` is an address on another host to a browser.
    const elsewhere = await app.inject({ method: 'POST', url: '//evil.example/signin' });
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe('/evil.example/signin');

    const api = await app.inject({ method: 'POST', url: '/api/nothing-here/', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found.' });
  });
});
