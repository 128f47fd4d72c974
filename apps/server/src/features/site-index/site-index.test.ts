import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { endpointUrl, HELP_ARTICLES, helpArticlePath, jobsApi } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles } from '../../db/schema.js';
import { createAdmin, createEmployer, createEmployerProfile, type TestUser } from '../../../test/factories.js';
import { companyWithRegistration, decideRegistration } from '../../../test/support/employer-verification.js';
import { jobPayload } from '../../../test/support/jobs.js';
import { appForThisFile, createTestApp, type TestApp } from '../../../test/test-app.js';
import { PUBLIC_PAGES, SITEMAP_URL_LIMIT, sitemapEntries } from './site-index.service.js';

const PUBLIC_URL = 'https://jobs.kakayahan.example';
const t = await appForThisFile({ publicUrl: PUBLIC_URL });
let employer: TestUser;

beforeAll(async () => {
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Sitemap & <Sons> "Co"');
});

interface RobotsRule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

/** The Allow and Disallow lines of robots.txt as RFC 9309 reads them (`*` any characters, `$` the end). */
function robotsRules(text: string): RobotsRule[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S+)/iu.exec(line.trim());
    if (!match) return [];
    const value = match[2]!;
    const body = value
      .replace(/\$$/u, '')
      .replace(/[.+?^${}()|[\]\\]/gu, '\\$&')
      .replace(/\*/gu, '.*');
    return [
      {
        allow: match[1]!.toLowerCase() === 'allow',
        pattern: new RegExp(`^${body}${value.endsWith('$') ? '$' : ''}`, 'u'),
        length: value.length,
      },
    ];
  });
}

/** The most specific matching rule decides; Allow wins a tie; no rule means allowed (RFC 9309 §2.2.2). */
function isAllowed(rules: readonly RobotsRule[], page: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!rule.pattern.test(page)) continue;
    if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Parses the sitemap with a strict XML parser (it throws on anything not well-formed) into its <url>s. */
function parseSitemap(xml: string): { root: string; namespace: string; urls: SitemapUrl[] } {
  const parser = new SaxesParser({ xmlns: true });
  const urls: SitemapUrl[] = [];
  const open: string[] = [];
  let root = '';
  let namespace = '';
  let text = '';
  parser.on('opentag', (tag) => {
    if (open.length === 0) {
      root = tag.local;
      namespace = tag.uri;
    }
    if (tag.local === 'url') urls.push({ loc: '' });
    open.push(tag.local);
    text = '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    open.pop();
    const current = urls.at(-1);
    if (current && tag.local === 'loc') current.loc = text;
    if (current && tag.local === 'lastmod') current.lastmod = text;
  });
  parser.write(xml).close();
  return { root, namespace, urls };
}

async function sitemap() {
  const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return parseSitemap(response.body);
}

async function postJob(title: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: endpointUrl(jobsApi.postJob),
    token: employer.token,
    payload: jobPayload({ job_title: title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ post_id: number }>().post_id;
}

/** Signed-in and one-time pages of the web app's route table (apps/web/src/app/route-table.ts). */
const PRIVATE_PAGES = [
  '/verify-email/abc123',
  '/reset-password/12/abc123',
  '/notifications',
  '/kakayahan/forum',
  '/user-chats',
  '/chat/4',
  '/job-seeker/pwd',
  '/job-seeker/dashboard',
  '/job-seeker/profile-main',
  '/job-seeker/profile/12',
  '/job-seeker/preferences',
  '/employee-components',
  '/employer-components',
  '/employer/dashboard',
  '/employer/post-job',
  '/employer/edit-job/3',
  '/job-fairs/3/applications',
  '/admin/user-approval',
  '/admin/platform-statistics',
  endpointUrl(jobsApi.publicJobs),
];

describe('GET /robots.txt', () => {
  it('is plain text naming the sitemap by its absolute address', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/u);
    expect(response.body).toMatch(/^Sitemap: https:\/\/jobs\.kakayahan\.example\/sitemap\.xml$/mu);
  });

  it('lets crawlers into the public pages and keeps them out of signed-in areas, the API and one-time links', async () => {
    const rules = robotsRules((await t.request({ method: 'GET', url: '/robots.txt' })).body);
    const publicPages = [
      '/',
      '/jobs',
      '/jobs?q=clerk&category=Retail&page=2',
      '/job-fairs',
      '/FAQS',
      '/privacy-policy',
      '/accessibility',
      '/jobs/12',
      '/companies/3',
    ];
    for (const page of [
      ...publicPages,
      helpArticlePath(HELP_ARTICLES[0]!.id),
      '/job-seeker/signup',
      '/employer/signin',
    ]) {
      expect(isAllowed(rules, page), page).toBe(true);
    }
    for (const page of PRIVATE_PAGES) expect(isAllowed(rules, page), page).toBe(false);
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed XML of the sitemap protocol listing the public pages by absolute address', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toMatch(/^application\/xml/u);
    const { root, namespace, urls } = parseSitemap(response.body);
    expect(root).toBe('urlset');
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = urls.map((url) => url.loc);
    for (const page of ['/', '/jobs', '/job-fairs', '/FAQS', '/privacy-policy', '/accessibility']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    for (const article of HELP_ARTICLES) expect(locs).toContain(`${PUBLIC_URL}${helpArticlePath(article.id)}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists a posted job with when it changed, and drops it once the job is deleted', async () => {
    const jobId = await postJob('Braille Transcriber');
    const listed = (await sitemap()).urls.find((url) => url.loc === `${PUBLIC_URL}/jobs/${jobId}`);
    expect(listed?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/u);

    const removal = await t.request({
      method: 'DELETE',
      url: endpointUrl(jobsApi.deleteJob, { post_id: jobId }),
      token: employer.token,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    await t.jobs.drain();
    expect((await sitemap()).urls.map((url) => url.loc)).not.toContain(`${PUBLIC_URL}/jobs/${jobId}`);
  });

  it('lists the company pages of verified employers only, with when their profile changed', async () => {
    const admin = await createAdmin(t);
    const verified = await companyWithRegistration(t, 'Verified Weavers');
    const pending = await companyWithRegistration(t, 'Pending Potters');
    expect((await decideRegistration(t, admin.token, verified.id, 'approve')).statusCode).toBe(200);
    const { urls } = await sitemap();
    const company = urls.find((url) => url.loc === `${PUBLIC_URL}/companies/${verified.id}`);
    const [profile] = await t.db.select().from(employerProfiles).where(eq(employerProfiles.userId, verified.id));
    expect(company?.lastmod).toBe(profile!.updatedAt.toISOString().replace(/\.\d{3}Z$/u, 'Z'));
    const locs = urls.map((url) => url.loc);
    expect(locs).not.toContain(`${PUBLIC_URL}/companies/${pending.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/companies/${employer.id}`);
  });

  it('never lists a page robots.txt keeps crawlers out of, nor another origin', async () => {
    await postJob('Captioning Editor');
    const rules = robotsRules((await t.request({ method: 'GET', url: '/robots.txt' })).body);
    const { urls } = await sitemap();
    expect(urls.length).toBeGreaterThan(HELP_ARTICLES.length);
    for (const { loc } of urls) {
      expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
      expect(isAllowed(rules, loc.slice(PUBLIC_URL.length)), loc).toBe(true);
    }
  });

  it('builds every address from PUBLIC_URL, whatever Host and forwarded headers a caller sends', async () => {
    await postJob('Sign Language Interpreter');
    const forged = await t.request({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('attacker.example');
    const { urls } = parseSitemap(forged.body);
    expect(urls.length).toBeGreaterThan(0);
    for (const { loc } of urls) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    const robots = await t.request({ method: 'GET', url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(robots.body).not.toContain('attacker.example');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('stays within the address limit, leaving out the jobs changed longest ago first', async () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const older = await postJob('Older Job');
    t.clock.advance(60_000);
    const newer = await postJob('Newer Job');
    const companies = (await sitemapEntries(t)).filter((entry) => entry.path.startsWith('/companies/')).length;
    const room = PUBLIC_PAGES.length + companies + 1;
    const paths = (await sitemapEntries(t, room)).map((entry) => entry.path);
    expect(paths).toHaveLength(room);
    expect(paths).toContain(`/jobs/${newer}`);
    expect(paths).not.toContain(`/jobs/${older}`);
    expect(await sitemapEntries(t, 3)).toEqual(PUBLIC_PAGES.slice(0, 3).map((page) => ({ path: page })));
  });

  it('is compressed for crawlers that accept it', async () => {
    const plain = await t.request({ method: 'GET', url: '/sitemap.xml' });
    const br = await t.request({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('next to the built web app', () => {
  let web: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'kj-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kakayahan</title>');
    web = await createTestApp({ webDistDir: dist, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers robots.txt and sitemap.xml themselves, not with the page of the web app', async () => {
    const robots = await web.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/u);
    expect(robots.body).not.toContain('<title>');
    const map = await web.request({ method: 'GET', url: '/sitemap.xml' });
    expect(map.headers['content-type']).toMatch(/^application\/xml/u);
    expect(parseSitemap(map.body).root).toBe('urlset');
  });
});
