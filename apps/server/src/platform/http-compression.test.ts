import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpointUrl, healthApi, jobsApi } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, createEmployerProfile, createJob } from '../../test/factories.js';
import { appForThisFile, createTestApp, type TestApp } from '../../test/test-app.js';

const t = await appForThisFile();
const LIST = endpointUrl(jobsApi.publicJobs);
const JOB_COUNT = 15;

beforeAll(async () => {
  const employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Compression Test Corp.');
  for (let n = 1; n <= JOB_COUNT; n += 1) {
    const location = 'Unit 12, Tektite Tower, Ortigas Center, Pasig City, Metro Manila';
    await createJob(t, employer.id, { title: `Data Encoding Specialist ${n}`, location });
  }
});

describe('compressed API answers', () => {
  it('sends a list over 1 KB as brotli to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await t.request({ method: 'GET', url: LIST });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.request({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/iu);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = await t.request({ method: 'GET', url: LIST });
    const gzip = await t.request({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends plain JSON without Accept-Encoding, or when only identity is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await t.request({ method: 'GET', url: LIST, headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json<unknown[]>().length).toBe(JOB_COUNT);
    }
  });

  it('leaves a small answer alone', async () => {
    const health = await t.request({
      method: 'GET',
      url: endpointUrl(healthApi.health),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers a revalidated list with a bare 304, never an encoded empty body', async () => {
    const first = await t.request({ method: 'GET', url: LIST });
    const notModified = await t.request({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.rawPayload.length).toBe(0);
  });
});

describe('the web app next to the API', () => {
  let web: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'kj-dist-'));
  const bundle = 'console.log("not precompressed");\n'.repeat(200);

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Kakayahan</title>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), bundle);
    web = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('does not compress the web app on the fly: only the build precompresses its files', async () => {
    const file = await web.request({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(bundle);
    const page = await web.request({ method: 'GET', url: '/job-fairs', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<title>Kakayahan</title>');
  });
});
