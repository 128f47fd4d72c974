// OCR bench: renders a set of synthetic phone photos of PWD cards (cached), reads each one through the
// server's path (prepareOcrInput → worker pool → parsePwdCardText) and prints accuracy and latency.
// Figures only, no assertions. Usage: npm run bench:ocr -- [--count 60] [--seed 2024] [--verbose]
//   tuning: [--max-side 1600] [--det-limit 960] [--det ch-v4|en-v3] [--rec ch-v4|en-v4] [--threads N] [--all-chars]
//           [--zoom 0.75 (0 = no second detection pass)] [--pipeline '{"detection":{"unclipRatio":2}}']
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { parsePwdCardText } from '@kakayahan/contracts';
import { OCR_MAX_SIDE, prepareOcrInput } from '../../apps/server/src/platform/ocr/ocr-input.js';
import type { DetectionModel, RecognitionModel } from '../../apps/server/src/platform/ocr/ocr-models.js';
import type { OcrPipelineOptions } from '../../apps/server/src/platform/ocr/ocr-pipeline.js';
import { createOcrEngine } from '../../apps/server/src/platform/ocr/ocr-pool.js';
import { loadBenchCards, type BenchCard } from './card-set.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '60' },
    seed: { type: 'string', default: '2024' },
    verbose: { type: 'boolean', default: false },
    'max-side': { type: 'string' },
    'det-limit': { type: 'string' },
    det: { type: 'string' },
    rec: { type: 'string' },
    threads: { type: 'string' },
    'all-chars': { type: 'boolean', default: false },
    zoom: { type: 'string' },
    pipeline: { type: 'string' },
  },
});

interface Outcome {
  card: BenchCard;
  totalMs: number;
  readMs: number;
  cpuMs: number;
  isDisabilityRight: boolean;
  isIdRight: boolean;
  hasIdInText: boolean;
  hasDisabilityInText: boolean;
  parsed: { disability: string; id_number: string };
  text: string;
}

const percent = (part: number, whole: number): string =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} % (${part}/${whole})`;
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/gu, '');

/** The ID digits appear in one line of the text once separators are dropped. */
function containsId(text: string, digits: string): boolean {
  return text.split('\n').some((line) => line.replace(/\D/gu, '').includes(digits));
}

function pipelineOptions(): OcrPipelineOptions {
  const options: OcrPipelineOptions = {};
  if (args['det-limit']) options.detection = { limitSide: Number(args['det-limit']) };
  if (args.det || args.rec) {
    options.models = {};
    if (args.det) options.models.detection = args.det as DetectionModel;
    if (args.rec) options.models.recognition = args.rec as RecognitionModel;
  }
  if (args.threads) options.threads = Number(args.threads);
  if (args['all-chars']) options.cardCharactersOnly = false;
  if (args.zoom) options.zoomBelow = Number(args.zoom);
  // Any other setting as JSON, e.g. --pipeline '{"detection":{"unclipRatio":2}}'.
  if (args.pipeline) Object.assign(options, JSON.parse(args.pipeline) as OcrPipelineOptions);
  return options;
}

function summarise(label: string, outcomes: readonly Outcome[]): string {
  const n = outcomes.length;
  const disability = outcomes.filter((o) => o.isDisabilityRight).length;
  const id = outcomes.filter((o) => o.isIdRight).length;
  const raw = outcomes.filter((o) => o.hasIdInText).length;
  return `${label.padEnd(12)} n=${String(n).padStart(3)}  disability ${percent(disability, n).padEnd(17)} ID ${percent(id, n).padEnd(17)} raw ID ${percent(raw, n)}`;
}

async function main(): Promise<void> {
  const count = Number(args.count);
  const seed = Number(args.seed);
  const maxSide = args['max-side'] ? Number(args['max-side']) : OCR_MAX_SIDE;
  const cards = await loadBenchCards(count, seed, (line) => console.log(line));
  const pipeline = pipelineOptions();
  console.log(`Engine: ${JSON.stringify(pipeline)} max side ${maxSide}; ${os.availableParallelism()} cores`);
  console.log(
    `Load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const engine = createOcrEngine({ workers: 1, maxQueue: count, pipeline });
  const outcomes: Outcome[] = [];
  try {
    for (const card of cards) {
      const bytes = await readFile(card.file);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const image = await prepareOcrInput(bytes, maxSide);
      const readStarted = performance.now();
      const result = await engine.read(image);
      const finished = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      const parsed = parsePwdCardText(result.text);
      const outcome: Outcome = {
        card,
        totalMs: finished - started,
        readMs: finished - readStarted,
        cpuMs: (cpu.user + cpu.system) / 1000,
        isDisabilityRight: parsed.disability === card.expected.disability,
        isIdRight: parsed.id_number === card.expected.id_number,
        hasIdInText: containsId(result.text, card.expected.id_number),
        hasDisabilityInText: squash(result.text).includes(squash(card.expected.disability)),
        parsed,
        text: result.text,
      };
      outcomes.push(outcome);
      const ok = outcome.isDisabilityRight && outcome.isIdRight;
      if (args.verbose || !ok || !outcome.hasIdInText || !outcome.hasDisabilityInText) {
        console.log(
          `${ok ? 'ok  ' : 'MISS'} ${card.name} ${outcome.totalMs.toFixed(0)} ms  want ${card.expected.disability} / ${card.printedId}  got ${parsed.disability || '—'} / ${parsed.id_number || '—'}`,
        );
        console.log(`     text: ${result.text.replace(/\n/gu, ' ⏎ ')}`);
      }
    }
  } finally {
    await engine.close();
  }
  const [cold, ...warm] = outcomes;
  const warmTotals = warm.map((o) => o.totalMs).sort((a, b) => a - b);
  const warmReads = warm.map((o) => o.readMs).sort((a, b) => a - b);
  const warmCpu = warm.map((o) => o.cpuMs).sort((a, b) => a - b);
  console.log('');
  console.log(summarise('all', outcomes));
  for (const key of ['degradation', 'layout'] as const) {
    for (const value of [...new Set(outcomes.map((o) => o.card[key]))].sort()) {
      console.log(
        summarise(
          value,
          outcomes.filter((o) => o.card[key] === value),
        ),
      );
    }
  }
  console.log(
    `Disability words in raw text: ${percent(outcomes.filter((o) => o.hasDisabilityInText).length, outcomes.length)}`,
  );
  console.log(`Cold first card (worker start + model load + read): ${cold ? cold.totalMs.toFixed(0) : '—'} ms`);
  console.log(
    `Warm per card (prepare + read): p50 ${quantile(warmTotals, 0.5).toFixed(0)} ms, p95 ${quantile(warmTotals, 0.95).toFixed(0)} ms, max ${quantile(warmTotals, 1).toFixed(0)} ms`,
  );
  console.log(
    `Warm read only: p50 ${quantile(warmReads, 0.5).toFixed(0)} ms, p95 ${quantile(warmReads, 0.95).toFixed(0)} ms; process CPU (all threads) p50 ${quantile(warmCpu, 0.5).toFixed(0)} ms`,
  );
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine slows the timings)`,
  );
}

await main();
