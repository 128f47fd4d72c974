import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './help-article.js';
import { HELP_ARTICLES } from './help-articles.js';
import { createHelpIndex, isConfidentMatch, questionLanguage, type HelpHit } from './help-search.js';

const index = createHelpIndex(HELP_ARTICLES);
const firstId = (query: string) => index.search(query)[0]?.article.id;

/** A made-up article: the fields not given are neutral filler of the same length in every article. */
function article(
  id: string,
  fields: Partial<Pick<HelpArticle, 'title' | 'summary' | 'body' | 'keywords'>>,
): HelpArticle {
  return {
    id,
    title: fields.title ?? `Topic ${id}`,
    audience: 'everyone',
    summary: fields.summary ?? 'Open the page and follow the steps.',
    summaryFil: 'Buksan ang page at sundin ang mga hakbang.',
    body: fields.body ?? ['Open the page.', 'Follow the steps.'],
    link: null,
    keywords: fields.keywords ?? ['steps', 'page', 'guide'],
  };
}

describe('createHelpIndex: finding the article', () => {
  it.each([
    ['Where do I see my applications?', 'track-applications'],
    ['how do I cancel my application', 'cancel-application'],
    ['forgot my password', 'forgot-password'],
    ['who can see my pwd id', 'privacy-pwd-id'],
    ['how do I post a job', 'post-job'],
  ])('answers %j with %s', (query, id) => {
    expect(firstId(query)).toBe(id);
  });

  it('finds the English article for a Filipino or Taglish question through the synonyms', () => {
    expect(firstId('saan ko makikita ang mga inaplayan ko')).toBe('track-applications');
    expect(firstId('paano mag-apply sa trabaho')).toBe('apply-for-job');
    expect(firstId('nakalimutan ko ang password ko')).toBe('forgot-password');
    expect(firstId('paano burahin ang account ko')).toBe('delete-account');
  });

  it('reads Filipino verb forms through their roots ("buburahin" is "burahin")', () => {
    expect(firstId('paano ko buburahin ang account ko')).toBe('delete-account');
    expect(firstId('paano ko tatanggalin ang account ko')).toBe('delete-account');
  });

  it('reads English synonyms and word forms as the articles say them', () => {
    expect(firstId('upload my cv')).toBe('resume');
    expect(firstId('withdraw application')).toBe('cancel-application');
    expect(firstId('Sign-up as employer')).toBe(firstId('signup as employer'));
  });

  it('forgives a typo of one letter', () => {
    expect(firstId('notifcations')).toBe('notifications');
    expect(firstId('forgot pasword')).toBe('forgot-password');
  });

  it('finds each article first for its own title', () => {
    for (const { id, title } of HELP_ARTICLES) expect(firstId(title), title).toBe(id);
  });

  it('ranks a word in the title above keywords, keywords above the summary, the summary above the steps', () => {
    const fieldIndex = createHelpIndex([
      article('steps', { body: ['Open the page.', 'Feed the zebra.'] }),
      article('summary', { summary: 'Open the page and feed the zebra.' }),
      article('keywords', { keywords: ['steps', 'page', 'zebra'] }),
      article('title', { title: 'Topic zebra' }),
    ]);
    expect(fieldIndex.search('zebra').map((hit) => hit.article.id)).toEqual(['title', 'keywords', 'summary', 'steps']);
  });

  it('counts a keyword once however many keywords repeat it', () => {
    const keywordIndex = createHelpIndex([
      article('repeats', { keywords: ['zebra care', 'zebra food', 'zebra home', 'zebra rules'] }),
      article('title', { title: 'Topic zebra' }),
    ]);
    expect(keywordIndex.search('zebra')[0]?.article.id).toBe('title');
  });

  it('scores from 0 to 1, best first, and keeps to the limit', () => {
    const hits = index.search('how do I apply for a job', 3);
    expect(hits).toHaveLength(3);
    for (const hit of hits) {
      expect(hit.score).toBeGreaterThan(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
    expect([...hits].sort((a, b) => b.score - a.score)).toEqual(hits);
    expect(index.search('how do I apply for a job', 0)).toEqual([]);
  });

  it('finds nothing for an empty question, or one of only punctuation or small words', () => {
    for (const query of ['', '   ', '?!', 'how do I', 'paano ba ang']) expect(index.search(query)).toEqual([]);
  });
});

describe('isConfidentMatch', () => {
  it.each([
    'Where do I see my applications?',
    'paano mag-apply sa trabaho',
    'my account is still pending',
    'notifcations',
    'job fair',
  ])('answers %j', (query) => {
    expect(isConfidentMatch(index.search(query))).toBe(true);
  });

  it.each([
    'asdf qwerty',
    'what is the weather',
    'recipe for adobo',
    'who is the president of the philippines',
    'tell me a joke',
    'paano magluto ng sinigang',
  ])('is not sure about %j', (query) => {
    expect(isConfidentMatch(index.search(query))).toBe(false);
  });

  it('is not sure without any hit, and judges by the best hit', () => {
    expect(isConfidentMatch([])).toBe(false);
    const [best] = HELP_ARTICLES;
    const hit = (score: number): HelpHit => ({ article: best!, score });
    expect(isConfidentMatch([hit(0.9), hit(0.1)])).toBe(true);
    expect(isConfidentMatch([hit(0.1), hit(0.05)])).toBe(false);
  });
});

describe('questionLanguage', () => {
  it.each([
    ['paano mag-apply sa trabaho', 'fil'],
    ['saan ko makikita ang mga inaplayan ko', 'fil'],
    ['pano i-cancel yung application ko', 'fil'],
    ['I cannot log in po', 'fil'],
    ['inaplayan', 'fil'],
    ['How do I apply for a job?', 'en'],
    ['May I apply twice?', 'en'],
    ['notifications', 'en'],
    ['', 'en'],
  ] as const)('reads %j as %s', (question, language) => {
    expect(questionLanguage(question)).toBe(language);
  });
});
