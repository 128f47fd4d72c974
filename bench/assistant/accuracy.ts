// Accuracy and speed of the help search itself (packages/contracts/src/help): what the assistant and the
// Help Centre's search find for the bench's questions, and how long one search takes.
import {
  CONFIDENCE_THRESHOLD,
  createHelpIndex,
  HELP_ARTICLES,
  isConfidentMatch,
  questionLanguage,
  type HelpIndex,
} from '@kakayahan/contracts';
import type { BenchQuestion } from './questions.js';

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** The q-quantile of sorted numbers (nearest rank). */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}

/** One in-scope question the search got wrong, with what it found instead. */
export interface Miss {
  question: BenchQuestion;
  rank: number | null;
  found: string[];
  score: number;
}

export interface AccuracyReport {
  inScope: number;
  filipinoShare: number;
  top1: number;
  top3: number;
  /** In-scope questions answered confidently with the right article first. */
  answeredRight: number;
  /** In-scope questions refused (not confident) although an article answers them. */
  refusedInScope: number;
  outOfScope: number;
  refusedOutOfScope: number;
  languageRight: number;
  byLanguage: Record<'en' | 'fil', { count: number; top1: number }>;
  /** Lowest score of a right first answer, highest score of an out-of-scope question: the threshold's room. */
  lowestRightScore: number;
  highestOutOfScopeScore: number;
  misses: Miss[];
  acceptedOutOfScope: { question: string; found: string; score: number }[];
  outOfScopeScores: { question: string; score: number }[];
  refused: { question: string; expected: string; score: number }[];
}

export function measureAccuracy(index: HelpIndex, questions: readonly BenchQuestion[]): AccuracyReport {
  const report: AccuracyReport = {
    inScope: 0,
    filipinoShare: 0,
    top1: 0,
    top3: 0,
    answeredRight: 0,
    refusedInScope: 0,
    outOfScope: 0,
    refusedOutOfScope: 0,
    languageRight: 0,
    byLanguage: { en: { count: 0, top1: 0 }, fil: { count: 0, top1: 0 } },
    lowestRightScore: Number.POSITIVE_INFINITY,
    highestOutOfScopeScore: 0,
    misses: [],
    acceptedOutOfScope: [],
    outOfScopeScores: [],
    refused: [],
  };
  let filipino = 0;
  for (const question of questions) {
    const hits = index.search(question.question, 5);
    const confident = isConfidentMatch(hits);
    const best = hits[0];
    if (questionLanguage(question.question) === question.language) report.languageRight += 1;
    if (question.expected === null) {
      report.outOfScope += 1;
      report.highestOutOfScopeScore = Math.max(report.highestOutOfScopeScore, best?.score ?? 0);
      report.outOfScopeScores.push({ question: question.question, score: best?.score ?? 0 });
      if (confident && best) {
        report.acceptedOutOfScope.push({ question: question.question, found: best.article.id, score: best.score });
      } else report.refusedOutOfScope += 1;
      continue;
    }
    report.inScope += 1;
    if (question.language === 'fil') filipino += 1;
    const language = report.byLanguage[question.language];
    language.count += 1;
    const ids = hits.map((hit) => hit.article.id);
    const rank = ids.indexOf(question.expected);
    if (rank === 0 && best) {
      report.top1 += 1;
      language.top1 += 1;
      report.lowestRightScore = Math.min(report.lowestRightScore, best.score);
      if (confident) report.answeredRight += 1;
    }
    if (rank >= 0 && rank < 3) report.top3 += 1;
    if (!confident) {
      report.refusedInScope += 1;
      report.refused.push({ question: question.question, expected: question.expected, score: best?.score ?? 0 });
    }
    if (rank !== 0) {
      report.misses.push({
        question,
        rank: rank >= 0 ? rank + 1 : null,
        found: ids.slice(0, 3),
        score: best?.score ?? 0,
      });
    }
  }
  report.filipinoShare = filipino / Math.max(report.inScope, 1);
  return report;
}

/** Builds the index `builds` times (the server does it once) and times each search of every question. */
export function measureSearchSpeed(
  questions: readonly BenchQuestion[],
  rounds: number,
): { build: Timing; search: Timing; searches: number } {
  const buildTimes: number[] = [];
  let index = createHelpIndex(HELP_ARTICLES);
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    index = createHelpIndex(HELP_ARTICLES);
    buildTimes.push(performance.now() - started);
  }
  // Warm-up, so the figures are of the optimised code a long-running server runs.
  for (let i = 0; i < 50; i += 1) for (const { question } of questions) index.search(question);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { question } of questions) {
      const started = performance.now();
      index.search(question);
      times.push(performance.now() - started);
    }
  }
  return { build: timing(buildTimes), search: timing(times), searches: times.length };
}

export { CONFIDENCE_THRESHOLD };
