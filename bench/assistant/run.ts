// Assistant bench (issue 13): how well the help search answers the questions people type, and how fast.
// Prints top-1 and top-3 accuracy over the in-scope questions of questions.ts (and of the later sets in
// later-sets.ts, written after rounds of tuning; their test set was run once), how many out-of-scope
// questions the assistant refuses (isConfidentMatch false), the language check's accuracy, p50/p95 of one
// search (thousands of runs), and p50/p95 of the whole HTTP answer (GET /api/assistant/answer/ through
// buildApp's inject, on a fresh embedded database). Figures only, no assertions.
// Usage: npm run bench:assistant -- [--rounds 100] [--requests 2000] [--no-http] [--verbose]
import { parseArgs } from 'node:util';
import { createHelpIndex, HELP_ARTICLES } from '@kakayahan/contracts';
import { CONFIDENCE_THRESHOLD, measureAccuracy, measureSearchSpeed, type AccuracyReport } from './accuracy.js';
import { measureHttp } from './http.js';
import { SECOND_SET, TEST_SET, THIRD_SET } from './later-sets.js';
import { BENCH_QUESTIONS } from './questions.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '100' },
    requests: { type: 'string', default: '2000' },
    'no-http': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function printAccuracy(report: AccuracyReport): void {
  const all = report.inScope + report.outOfScope;
  console.log(`Help articles: ${HELP_ARTICLES.length}`);
  console.log(
    `Questions: ${all} (${report.inScope} in scope, ${percent(report.filipinoShare * report.inScope, report.inScope)} of them Filipino or Taglish; ${report.outOfScope} out of scope)`,
  );
  console.log(`Top-1 accuracy: ${percent(report.top1, report.inScope)} (${report.top1}/${report.inScope})`);
  console.log(`Top-3 accuracy: ${percent(report.top3, report.inScope)} (${report.top3}/${report.inScope})`);
  for (const language of ['en', 'fil'] as const) {
    const { count, top1 } = report.byLanguage[language];
    console.log(
      `  top-1, ${language === 'en' ? 'English' : 'Filipino/Taglish'}: ${percent(top1, count)} (${top1}/${count})`,
    );
  }
  console.log(
    `Answered confidently and right: ${percent(report.answeredRight, report.inScope)}; in-scope refused: ${report.refusedInScope}`,
  );
  console.log(
    `Out-of-scope refused (not confident): ${percent(report.refusedOutOfScope, report.outOfScope)} (${report.refusedOutOfScope}/${report.outOfScope})`,
  );
  console.log(`Language check right: ${percent(report.languageRight, all)} (${report.languageRight}/${all})`);
  console.log(
    `Confidence threshold ${CONFIDENCE_THRESHOLD}: lowest right top-1 score ${report.lowestRightScore.toFixed(3)}, highest out-of-scope score ${report.highestOutOfScopeScore.toFixed(3)}`,
  );
  if (!args.verbose) return;
  for (const miss of report.misses) {
    console.log(
      `  miss: "${miss.question.question}" → expected ${miss.question.expected} (rank ${miss.rank ?? '-'}), found ${miss.found.join(', ')} (${miss.score.toFixed(3)})`,
    );
  }
  for (const item of report.refused)
    console.log(`  refused: "${item.question}" (${item.expected}, ${item.score.toFixed(3)})`);
  const scores = report.outOfScopeScores.map((item) => `${item.score.toFixed(2)} "${item.question}"`);
  console.log(`  out-of-scope scores: ${scores.join(', ')}`);
  for (const item of report.acceptedOutOfScope) {
    console.log(`  answered out of scope: "${item.question}" → ${item.found} (${item.score.toFixed(3)})`);
  }
}

async function main(): Promise<void> {
  // The first build in a fresh process is what the server pays once at start (and the Help Centre once
  // when it opens); later builds reuse the words already read.
  const started = performance.now();
  const index = createHelpIndex(HELP_ARTICLES);
  const firstBuild = performance.now() - started;
  const sets = [
    ['The bench questions (the retrieval was tuned on these)', BENCH_QUESTIONS],
    ['Second set (run once unseen, then led to general fixes)', SECOND_SET],
    ['Third set (run once unseen, then led to general fixes)', THIRD_SET],
    ['Test set (written last, run once, nothing changed after)', TEST_SET],
  ] as const;
  for (const [title, questions] of sets) {
    console.log(`== ${title}`);
    printAccuracy(measureAccuracy(index, questions));
  }
  console.log('== Speed');

  const speed = measureSearchSpeed(BENCH_QUESTIONS, Number(args.rounds));
  console.log(
    `Index build: first (cold) ${ms(firstBuild)}; again: p50 ${ms(speed.build.p50)}, p95 ${ms(speed.build.p95)}`,
  );
  console.log(
    `Search (${speed.searches} runs): p50 ${ms(speed.search.p50)}, p95 ${ms(speed.search.p95)}, max ${ms(speed.search.max)}`,
  );

  if (args['no-http']) return;
  const http = await measureHttp(BENCH_QUESTIONS, Number(args.requests));
  console.log(`HTTP GET /api/assistant/answer/ through inject (${http.requests} requests, ${http.label}):`);
  console.log(
    `  anonymous: p50 ${ms(http.anonymous.p50)}, p95 ${ms(http.anonymous.p95)}, max ${ms(http.anonymous.max)}`,
  );
  if (http.signedIn) {
    console.log(
      `  signed-in job seeker (personal line): p50 ${ms(http.signedIn.p50)}, p95 ${ms(http.signedIn.p95)}, max ${ms(http.signedIn.max)}`,
    );
  }
}

await main();
