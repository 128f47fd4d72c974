// The server bench's table: one row per route and database, ours against the baseline where there is one,
// each goal said in words with whether it is met (never by colour alone).
import type { DatabaseKind } from './databases.js';
import type { LoadFigures } from './load.js';

export interface Goal {
  /** E.g. "≥ 0.8× baseline". */
  text: string;
  minRatio?: number;
  maxP99Ms?: number;
}

export interface Row {
  route: string;
  database: DatabaseKind;
  ours: LoadFigures;
  baseline?: LoadFigures;
  /** The longest event-loop block in the server during this measurement. */
  loopMaxMs?: number;
  goal?: Goal;
  /** Why the figures cannot be trusted (e.g. the baseline answered other bytes). */
  problem?: string;
}

const ratioOf = (row: Row) =>
  row.baseline && row.baseline.answered > 0 ? row.ours.requestsPerSecond / row.baseline.requestsPerSecond : undefined;

/** "yes", "no (…)", or "—" when the row has no goal. */
export function verdict(row: Row): string {
  if (row.problem) return `no (${row.problem})`;
  if (row.ours.answered === 0) return 'no (no answer in the measured time)';
  if (row.ours.failed > 0) return `no (${row.ours.failed} failed requests)`;
  if (row.baseline?.answered === 0) return 'no (the baseline answered nothing)';
  if (!row.goal) return '—';
  const misses: string[] = [];
  const ratio = ratioOf(row);
  if (row.goal.minRatio !== undefined && (ratio === undefined || ratio < row.goal.minRatio)) misses.push('ratio');
  if (row.goal.maxP99Ms !== undefined && row.ours.p99Ms > row.goal.maxP99Ms) misses.push('p99');
  return misses.length === 0 ? 'yes' : `no (${misses.join(', ')})`;
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n >= 100 ? whole(n) : n.toFixed(1));

/** A Markdown table, readable as plain text too. */
export function formatTable(rows: readonly Row[]): string {
  const head = [
    'route',
    'database',
    'ours req/s',
    'baseline req/s',
    'ratio',
    'p50 (ms)',
    'p99 (ms)',
    'loop max (ms)',
    'goal',
    'met?',
  ];
  const lines = rows.map((row) => {
    const ratio = ratioOf(row);
    return [
      row.route,
      row.database,
      whole(row.ours.requestsPerSecond),
      row.baseline ? whole(row.baseline.requestsPerSecond) : '—',
      ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
      ms(row.ours.p50Ms),
      ms(row.ours.p99Ms),
      row.loopMaxMs === undefined ? '—' : ms(row.loopMaxMs),
      row.goal?.text ?? '—',
      verdict(row),
    ];
  });
  const all = [head, ...lines];
  const widths = head.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [format(head), rule, ...lines.map(format)].join('\n');
}

/** Lines under the table for rows whose baseline has figures worth seeing (its p99, failures). */
export function formatBaselineNotes(rows: readonly Row[]): string[] {
  return rows.flatMap((row) =>
    row.baseline
      ? [
          `  baseline of ${row.route} on ${row.database}: p50 ${ms(row.baseline.p50Ms)} ms, p99 ${ms(row.baseline.p99Ms)} ms` +
            (row.baseline.failed > 0 ? `, ${row.baseline.failed} failed requests` : ''),
        ]
      : [],
  );
}
