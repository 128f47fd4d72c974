import { HELP_ARTICLES, helpArticlePath, PRODUCT_SLUG } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { listIndexedCompanies, listIndexedJobs } from './site-index.repo.js';

/** One address of the sitemap: a path of the web app and, for stored objects, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The public pages that are the same for everyone: home, the job list, job fairs, FAQs and help articles,
 * policies.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/jobs',
  '/job-fairs',
  '/FAQS',
  ...HELP_ARTICLES.map((article) => helpArticlePath(article.id)),
  '/privacy-policy',
  '/accessibility',
];

/**
 * Every address search engines should find: the public pages, then the verified companies, then the jobs,
 * most recently changed first. Past the protocol's 50,000 addresses the oldest jobs are left out (a sitemap
 * index of several files is the next step when the platform gets that big).
 */
export async function sitemapEntries(ctx: Pick<AppContext, 'db'>, limit = SITEMAP_URL_LIMIT): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = PUBLIC_PAGES.slice(0, limit).map((path) => ({ path }));
  const companies = await listIndexedCompanies(ctx.db, Math.max(0, limit - pages.length));
  const jobs = await listIndexedJobs(ctx.db, Math.max(0, limit - pages.length - companies.length));
  return [
    ...pages,
    ...companies.map((c) => ({ path: `/companies/${c.id}`, lastModified: c.updatedAt })),
    ...jobs.map((j) => ({ path: `/jobs/${j.id}`, lastModified: j.updatedAt })),
  ];
}

/**
 * Pages crawlers should leave alone: the signed-in areas (each role's pages, chats, the forum, notifications),
 * one-time links (e-mail verification, password reset), the API, and job seekers' own profiles (people with
 * disabilities decide who finds them; robots.txt is a request to crawlers, the guards still protect the pages).
 * The sign-in and sign-up pages stay findable: a longer Allow wins over a shorter Disallow (RFC 9309).
 */
const DISALLOWED = [
  '/api/',
  '/verify-email/',
  '/reset-password/',
  '/signup/check-email',
  '/unauthorized',
  '/notifications',
  `/${PRODUCT_SLUG}/forum`,
  '/user-chats',
  '/chat/',
  '/job-seeker/',
  '/employee-components',
  '/employer/',
  '/employer-components',
  '/job-fairs/*/applications',
  '/admin/',
];
const ALLOWED = ['/', '/job-seeker/signin', '/job-seeker/signup', '/employer/signin', '/employer/signup'];

/** robots.txt: the rules above for every crawler and the sitemap's absolute address. */
export function robotsText(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ALLOWED.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
