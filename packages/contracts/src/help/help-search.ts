import type { HelpArticle } from './help-article.js';
import { filipinoRoots } from './help-filipino.js';
import { SYNONYMS } from './help-synonyms.js';
import { helpStem, helpTerms, helpTermsOfWord, helpWords } from './help-text.js';
import { createTypoIndex, type TypoIndex } from './help-typos.js';

export { questionLanguage } from './help-language.js';

/**
 * One article found for a query. `score` is its BM25F score divided by the most the question's words could
 * score (each word's BM25 ceiling, idf × (k1 + 1)), so it runs from 0 to 1 whatever the question's length:
 * near 1, the article is about every word of the question (higher is better).
 */
export interface HelpHit {
  readonly article: HelpArticle;
  readonly score: number;
}

/** An index of help articles, built once; a search costs a few microseconds. */
export interface HelpIndex {
  /** The best articles for a query, best first (at most `limit`, default 5); none for an empty query. */
  search(query: string, limit?: number): HelpHit[];
}

/**
 * BM25's term-frequency saturation (the usual value) and a light length normalisation: the articles are
 * all short and of a similar length on purpose, so length says little, and the usual 0.75 let short,
 * specific articles ("Cancel an application") beat the general one ("See your applications") on the
 * general question ("my applications"). When it was chosen, 0.2 to 0.6 gave the same bench figures.
 */
const K1 = 1.2;
const B = 0.5;

/**
 * How much a word counts in each part of an article (BM25F): the title names the task, the keywords are
 * the words people use for it, the summaries answer it, the steps mention much in passing. The Filipino
 * summary mostly repeats the English one through the synonyms, so it counts less.
 */
const FIELD_WEIGHTS = { title: 3, keywords: 2, summary: 1.5, summaryFil: 0.75, body: 1 } as const;

/** What a matched word is worth: as typed, once Filipino affixes are taken off, or after a typo fix. */
const EXACT = 1;
const AFFIX = 0.9;
const TYPO = 0.75;

/**
 * What a word that no article contains adds to the most the question could score, as a share of the
 * ceiling of a word found in one article (the rarest kind). A question with many such words ("recipe for
 * adobo") is probably not about the product; a long real question has a few ("last week") and keeps most
 * of its score.
 */
const UNKNOWN_WORD_COST = 0.5;

/**
 * An article whose title and keywords (what it is about) have none of the question's words only mentions
 * them in passing, in its summaries or steps ("the sign-in page tells you to verify" for "tell me a
 * joke"): its score is scaled by this, so such a match is rarely confident or first.
 */
const PASSING_MENTION = 0.5;

/**
 * Most people who ask are job seekers or visitors who will be one (the platform is theirs): when an
 * employer's article and another match about as well ("job fair", "create an account"), the other wins.
 * Small enough that an employer's question ("see who registered for my job fair") still finds theirs; the
 * server's assistant also prefers a signed-in person's own audience.
 */
const AUDIENCE_PRIOR: Readonly<Record<HelpArticle['audience'], number>> = {
  everyone: 1,
  'job-seeker': 1,
  employer: 0.95,
};

interface Posting {
  readonly doc: number;
  /** This term's BM25F contribution to the document's score. */
  readonly contribution: number;
  /** Whether the term is in the article's title or keywords, not only in its summaries or steps. */
  readonly isCentral: boolean;
}

interface TermEntry {
  readonly postings: Posting[];
  /** What a perfect match on the term would score: its idf times (k1 + 1), BM25's ceiling. */
  readonly ceiling: number;
}

interface ArticleTerms {
  /** Each term's frequency, weighted by the fields it is in. */
  readonly counts: Map<string, number>;
  /** The terms of the title and keywords: what the article is about. */
  readonly central: Set<string>;
}

function articleTerms(article: HelpArticle): ArticleTerms {
  const counts = new Map<string, number>();
  const central = new Set<string>();
  const add = (terms: Iterable<string>, weight: number, isCentral: boolean) => {
    for (const term of terms) {
      counts.set(term, (counts.get(term) ?? 0) + weight);
      if (isCentral) central.add(term);
    }
  };
  add(helpTerms(article.title), FIELD_WEIGHTS.title, true);
  // The keywords are alternatives ("delete application", "remove application"), not emphasis: each of their
  // terms counts once, or an article with many variants of one word would outweigh its title.
  add(new Set(article.keywords.flatMap(helpTerms)), FIELD_WEIGHTS.keywords, true);
  add(helpTerms(article.summary), FIELD_WEIGHTS.summary, false);
  add(helpTerms(article.summaryFil), FIELD_WEIGHTS.summaryFil, false);
  add(article.body.flatMap(helpTerms), FIELD_WEIGHTS.body, false);
  return { counts, central };
}

/** The index's terms: for each, its postings with their precomputed contributions, and its ceiling. */
function buildTerms(articles: readonly HelpArticle[]): Map<string, TermEntry> {
  const docs = articles.map((article) => {
    const { counts, central } = articleTerms(article);
    return { counts, central, length: [...counts.values()].reduce((sum, count) => sum + count, 0) };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const { counts } of docs) {
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idfOf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - frequency + 0.5) / (frequency + 0.5));
  };
  const terms = new Map<string, TermEntry>();
  docs.forEach(({ counts, central, length }, doc) => {
    const lengthNorm = K1 * (1 - B + (B * length) / averageLength);
    for (const [term, frequency] of counts) {
      const idf = idfOf(term);
      const posting = {
        doc,
        contribution: (idf * frequency * (K1 + 1)) / (frequency + lengthNorm),
        isCentral: central.has(term),
      };
      const entry = terms.get(term);
      if (entry) entry.postings.push(posting);
      else terms.set(term, { postings: [posting], ceiling: idf * (K1 + 1) });
    }
  });
  return terms;
}

/**
 * The terms a word of the question stands for when the articles do not have it as typed: a Filipino
 * word's root ("nagpadala" → "padala" → "send", "buburahin" → "bura" → "delete"), else the known words one
 * typo away.
 */
function resolveUnknown(word: string, terms: ReadonlyMap<string, TermEntry>, typos: TypoIndex): [string, number][] {
  for (const root of filipinoRoots(word)) {
    const known = (SYNONYMS.get(root) ?? [root]).map(helpStem).filter((term) => terms.has(term));
    if (known.length > 0) return known.map((term) => [term, AFFIX]);
  }
  return typos.corrections(helpStem(word)).map((term) => [term, TYPO]);
}

/** Build the index of the articles (done once: at the server's start, or when the Help Centre opens). */
export function createHelpIndex(articles: readonly HelpArticle[]): HelpIndex {
  const terms = buildTerms(articles);
  const typos = createTypoIndex(terms.keys());
  const unknownCeiling = UNKNOWN_WORD_COST * Math.log(1 + (articles.length - 0.5) / 1.5) * (K1 + 1);
  // Reused by every search (searches are synchronous, so never two at once).
  const scores: number[] = articles.map(() => 0);
  const isCentral: boolean[] = articles.map(() => false);

  /** The question's terms with their worth, and how many of its words no article has. */
  function readQuery(query: string): { wanted: Map<string, number>; unknownWords: number } {
    const wanted = new Map<string, number>();
    let unknownWords = 0;
    for (const word of helpWords(query)) {
      const own = helpTermsOfWord(word);
      if (own.length === 0) continue;
      const found: [string, number][] = own.every((term) => terms.has(term))
        ? own.map((term) => [term, EXACT])
        : resolveUnknown(word, terms, typos);
      if (found.length === 0) unknownWords += 1;
      for (const [term, weight] of found) wanted.set(term, Math.max(wanted.get(term) ?? 0, weight));
    }
    return { wanted, unknownWords };
  }

  return {
    search(query, limit = 5) {
      const { wanted, unknownWords } = readQuery(query);
      if (wanted.size === 0) return [];
      scores.fill(0);
      isCentral.fill(false);
      let mostPossible = unknownWords * unknownCeiling;
      for (const [term, weight] of wanted) {
        const entry = terms.get(term);
        if (!entry) continue;
        mostPossible += entry.ceiling;
        for (const { doc, contribution, isCentral: central } of entry.postings) {
          scores[doc] = (scores[doc] ?? 0) + weight * contribution;
          if (central) isCentral[doc] = true;
        }
      }
      const hits: HelpHit[] = [];
      articles.forEach((article, doc) => {
        const score = scores[doc] ?? 0;
        if (score <= 0) return;
        const share = (score / mostPossible) * AUDIENCE_PRIOR[article.audience];
        hits.push({ article, score: isCentral[doc] ? share : share * PASSING_MENTION });
      });
      return hits.sort((a, b) => b.score - a.score).slice(0, Math.max(0, limit));
    },
  };
}

/**
 * The score the best article needs for the assistant to answer with it: below, it says it is not sure
 * and offers the Help Centre and the administrators' contact. Chosen on bench/assistant's 171 tuning
 * questions: every right first answer scored at least 0.42, and every out-of-scope question at most 0.17
 * but one ("kailan ang sweldo ko", "when is my pay?": "salary" is a word of the post-job article, 0.76);
 * 0.3 is near the middle of that gap. On the later sets, never tuned on when first run, right first
 * answers scored from 0.29 and out-of-scope questions at most 0.20; the last (test) set had none of its
 * 66 real questions refused and all 7 out-of-scope ones refused. A refusal still lists the nearest
 * articles, so a real question just under the line is not lost.
 */
export const CONFIDENCE_THRESHOLD = 0.3;

/** Whether the best hit is good enough to answer with (see CONFIDENCE_THRESHOLD). */
export function isConfidentMatch(hits: readonly HelpHit[]): boolean {
  const best = hits[0];
  return best !== undefined && best.score >= CONFIDENCE_THRESHOLD;
}
