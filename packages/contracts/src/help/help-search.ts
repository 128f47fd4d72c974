import type { AssistantLanguage } from '../schemas/assistant.js';
import type { HelpArticle } from './help-article.js';

/** One article found for a query, with its BM25 score (higher is better). */
export interface HelpHit {
  readonly article: HelpArticle;
  readonly score: number;
}

/** An index of help articles, built once; searching it does no allocation beyond the query's terms. */
export interface HelpIndex {
  /** The best articles for a query, best first (at most `limit`, default 5); none for an empty query. */
  search(query: string, limit?: number): HelpHit[];
}

const K1 = 1.2;
const B = 0.75;

/** Lower-case words of a text, accents removed. */
function words(value: string): string[] {
  return (
    value
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function articleText(article: HelpArticle): string[] {
  return [
    ...words(article.title),
    ...words(article.title),
    ...words(article.summary),
    ...words(article.summaryFil),
    ...article.body.flatMap(words),
    ...article.keywords.flatMap(words),
  ];
}

/** Build the BM25 index of the articles (done once: at the server's start, or when the Help Centre opens). */
export function createHelpIndex(articles: readonly HelpArticle[]): HelpIndex {
  const docs = articles.map((article) => {
    const terms = articleText(article);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { article, counts, length: terms.length };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  return {
    search(query, limit = 5) {
      const terms = [...new Set(words(query))];
      if (terms.length === 0) return [];
      const hits: HelpHit[] = [];
      for (const doc of docs) {
        let score = 0;
        for (const term of terms) {
          const tf = doc.counts.get(term);
          if (!tf) continue;
          score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength));
        }
        if (score > 0) hits.push({ article: doc.article, score });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}

/** Whether the best hit is good enough to answer with; otherwise the assistant says it is not sure. */
export function isConfidentMatch(hits: readonly HelpHit[]): boolean {
  return hits.length > 0 && hits[0]!.score >= 2;
}

const FILIPINO_WORDS = new Set(['ang', 'ng', 'mga', 'ko', 'ako', 'paano', 'saan', 'ba', 'na', 'sa', 'ko', 'akin', 'po', 'kailan', 'ano', 'bakit', 'hindi', 'yung', 'nang']);

/** Whether a question reads as Filipino or Taglish (answered in Filipino) or English. */
export function questionLanguage(question: string): AssistantLanguage {
  const all = words(question);
  const filipino = all.filter((word) => FILIPINO_WORDS.has(word)).length;
  return filipino > 0 && filipino * 5 >= all.length ? 'fil' : 'en';
}
