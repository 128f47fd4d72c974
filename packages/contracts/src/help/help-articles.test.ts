import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUG } from '../constants.js';
import { HELP_AUDIENCES, HELP_PERSONAL_TOPICS } from './help-article.js';
import { HELP_ARTICLES } from './help-articles.js';
import { questionLanguage } from './help-search.js';

/**
 * The web app's routes, read from the text of its route table (contracts may not import the web app):
 * every `{ path: '…' }` entry except the catch-all and the redirects, as patterns (":id" matches one part).
 */
function webRoutes(): RegExp[] {
  const text = readFileSync(new URL('../../../../apps/web/src/app/route-table.ts', import.meta.url), 'utf8');
  const entries = [...text.matchAll(/\{\s*path:\s*(['`])(.*?)\1([^}]*)\}/gu)];
  return entries
    .filter(([, , , rest = '']) => !rest.includes('redirectTo'))
    .map(([, , path = '']) => path.replace('${PRODUCT_SLUG}', PRODUCT_SLUG))
    .filter((path) => path !== '*')
    .map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/gu, '[^/]+')}$`, 'u'));
}

const sentences = (text: string) => (text.match(/[.!?](?=\s|$)/gu) ?? []).length;

describe('HELP_ARTICLES (issue 13)', () => {
  it('has about forty articles with unique kebab-case ids, for every audience', () => {
    const ids = HELP_ARTICLES.map((article) => article.id);
    expect(ids.length).toBeGreaterThanOrEqual(35);
    expect(ids.length).toBeLessThanOrEqual(50);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);
    for (const audience of HELP_AUDIENCES) {
      expect(HELP_ARTICLES.filter((article) => article.audience === audience).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps the ids and personal topics the assistant and other screens rely on', () => {
    const personal = Object.fromEntries(HELP_ARTICLES.map((article) => [article.id, article.personal]));
    expect(personal['approval-wait']).toBe('approval-status');
    expect(personal['track-applications']).toBe('pending-applications');
    expect(personal['job-fairs-job-seeker']).toBe('next-job-fair');
    for (const article of HELP_ARTICLES) {
      if (article.personal) expect(HELP_PERSONAL_TOPICS).toContain(article.personal);
    }
  });

  it('links only to screens of the web app', () => {
    const routes = webRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { id, link } of HELP_ARTICLES) {
      if (!link) continue;
      const path = link.path.split(/[?#]/u)[0] ?? '';
      expect(
        routes.some((route) => route.test(path)),
        `${id}: ${link.path}`,
      ).toBe(true);
      expect(link.label.trim(), id).not.toBe('');
    }
  });

  it('links to the support section the accessibility page really has', () => {
    const page = readFileSync(
      new URL('../../../../apps/web/src/features/static-pages/routes/accessibility-page.tsx', import.meta.url),
      'utf8',
    );
    for (const { link } of HELP_ARTICLES) {
      const hash = link?.path.split('#')[1];
      if (hash) expect(page).toContain(`id="${hash}"`);
    }
  });

  it('has no empty field, and steps that are short, distinct lines', () => {
    for (const article of HELP_ARTICLES) {
      const { id, title, summary, summaryFil, body, keywords } = article;
      for (const text of [title, summary, summaryFil, ...body, ...keywords]) {
        expect(text.trim(), id).not.toBe('');
        expect(text, id).toBe(text.trim());
      }
      expect(body.length, id).toBeGreaterThanOrEqual(2);
      expect(keywords.length, id).toBeGreaterThanOrEqual(3);
      // The article page keys its list by the line, and one step per line keeps each short.
      expect(new Set(body).size, id).toBe(body.length);
      for (const line of body) expect(line.length, `${id}: ${line}`).toBeLessThanOrEqual(200);
    }
  });

  it('answers in one to three short sentences, in English and in Filipino', () => {
    for (const { id, summary, summaryFil } of HELP_ARTICLES) {
      for (const text of [summary, summaryFil]) {
        expect(sentences(text), `${id}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(sentences(text), `${id}: ${text}`).toBeLessThanOrEqual(3);
        expect(text.length, `${id}: ${text}`).toBeLessThanOrEqual(280);
      }
      expect(questionLanguage(summary), id).toBe('en');
      expect(questionLanguage(summaryFil), id).toBe('fil');
    }
  });
});
