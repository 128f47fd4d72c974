import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HOT_READ_MAX_AGE_MS, VersionedCache, type CachedAnswer, type CachedPage } from '../http/hot-reads.js';
import { registerStaticWeb } from '../static-web.js';
import { pageEncodingFor } from './page-encoding.js';

// A web build of one public page (/jobs/{id}) whose server entry counts its renders.
const root = mkdtempSync(path.join(tmpdir(), 'kj-pages-'));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, '.vite'), { recursive: true });
mkdirSync(path.join(root, 'dist-server'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Kakayahan</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/ssr/public-entry.ts': { file: 'assets/public-abc.js', isEntry: true, src: 'src/ssr/public-entry.ts' },
  }),
);
writeFileSync(
  path.join(root, 'dist-server', 'entry-server.js'),
  `export let renders = 0;
export function isPublicPage(pathname) { return pathname.startsWith('/jobs/'); }
export function routeApiCallsTo() {}
export async function renderPublicPage(href) {
  renders += 1;
  const body = '<main><h1>' + href + '</h1>' + '<p>Accessible work for everyone.</p>'.repeat(200) + '</main>';
  return { status: href.includes('missing') ? 404 : 200, head: '<title>' + href + '</title>', body, data: '' };
}`,
);

let version = 0;
let now = 0;
const app = Fastify();
app.decorate('hotReads', {
  isEnabled: true,
  version: () => version,
  bump: () => {
    version += 1;
  },
  answers: new VersionedCache<CachedAnswer>(
    { maxEntries: 10, maxBytes: 1e6, maxAgeMs: HOT_READ_MAX_AGE_MS },
    () => now,
  ),
  pages: new VersionedCache<CachedPage>({ maxEntries: 10, maxBytes: 1e7, maxAgeMs: HOT_READ_MAX_AGE_MS }, () => now),
});
await registerStaticWeb(app, dist, 'https://kakayahan.example');
const entry = (await import(path.join(root, 'dist-server', 'entry-server.js'))) as { renders: number };
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('public pages rendered on the server', () => {
  it('are sent br or gzip by Accept-Encoding, varying by it and by Cookie', async () => {
    const br = await app.inject({ url: '/jobs/1', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/iu);
    expect(String(br.headers.vary)).toMatch(/cookie/iu);
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<h1>/jobs/1</h1>');
    expect(br.rawPayload.length).toBeLessThan(html.length / 5);

    const gzip = await app.inject({ url: '/jobs/1', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);

    const plain = await app.inject({ url: '/jobs/1', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('are rendered once per address and data version, and again after a write', async () => {
    const before = entry.renders;
    await Promise.all([1, 2, 3].map(() => app.inject({ url: '/jobs/2?tab=about' })));
    await app.inject({ url: '/jobs/2?tab=about', headers: { 'accept-encoding': 'br' } });
    expect(entry.renders - before).toBe(1);
    await app.inject({ url: '/jobs/2?tab=more' });
    expect(entry.renders - before).toBe(2);
    version += 1;
    await app.inject({ url: '/jobs/2?tab=about' });
    expect(entry.renders - before).toBe(3);
    now += HOT_READ_MAX_AGE_MS;
    await app.inject({ url: '/jobs/2?tab=about' });
    expect(entry.renders - before).toBe(4);
  });

  it('keep their status, and leave signed-in people to the app', async () => {
    const missing = await app.inject({ url: '/jobs/missing', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain('/jobs/missing');
    const signedIn = await app.inject({ url: '/jobs/1', headers: { cookie: 'kj_signed_in=1' } });
    expect(signedIn.body).not.toContain('<h1>');
  });
});

describe('pageEncodingFor', () => {
  it('prefers br, then gzip, honours q=0 and *', () => {
    expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncodingFor('gzip')).toBe('gzip');
    expect(pageEncodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncodingFor('*')).toBe('br');
    expect(pageEncodingFor('*, br;q=0')).toBe('gzip');
    expect(pageEncodingFor('identity')).toBe('identity');
    expect(pageEncodingFor(undefined)).toBe('identity');
  });
});
