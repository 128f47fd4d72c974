// The Lighthouse bench's table: one row per route (the median of its runs), each goal of issue 15 said in
// words with whether it is met (never by colour alone).
import type { RunFigures } from './measure.js';

/** Issue 15's goals for every measured page. */
export const GOALS = { performance: 0.95, accessibility: 1, maxCls: 0.05, maxTbtMs: 150 } as const;

/** A route's figures, or why it was not measured. */
export interface RouteRow {
  name: string;
  path: string;
  runs: RunFigures[];
  /** E.g. "not built" when the page does not exist yet. */
  skipped?: string;
}

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const upper = known[Math.floor(known.length / 2)] ?? 0;
  const lower = known[Math.floor((known.length - 1) / 2)] ?? 0;
  return (lower + upper) / 2;
}

/** The median of each figure over a route's runs. */
export function medianFigures(runs: readonly RunFigures[]) {
  const of = (pick: (r: RunFigures) => number | null) => median(runs.map(pick));
  return {
    jsBytes: of((r) => r.jsBytes),
    cssBytes: of((r) => r.cssBytes),
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

/** The run whose performance score is the median (its details explain the row). */
export function representativeRun(runs: readonly RunFigures[]): RunFigures | undefined {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} kB`);
const scoreText = (score: number | null) => (score === null ? '—' : String(Math.round(score * 100)));
const msText = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms).toLocaleString('en-US')} ms`);
const clsText = (cls: number | null) => (cls === null ? '—' : cls.toFixed(3));

/** "yes", or "no (…)" naming each goal missed. */
export function verdict(row: RouteRow): string {
  if (row.skipped) return '—';
  const m = medianFigures(row.runs);
  const misses: string[] = [];
  if (m.performance === null || m.performance < GOALS.performance) misses.push('performance');
  if (m.accessibility === null || m.accessibility < GOALS.accessibility) misses.push('accessibility');
  if (m.cls === null || m.cls >= GOALS.maxCls) misses.push('CLS');
  if (m.tbtMs === null || m.tbtMs >= GOALS.maxTbtMs) misses.push('TBT');
  return misses.length === 0 ? 'yes' : `no (${misses.join(', ')})`;
}

/** A Markdown table, readable as plain text too, with the goals as its first row. */
export function formatTable(rows: readonly RouteRow[]): string {
  const head = ['route', 'path', 'JS', 'CSS', 'perf.', 'a11y', 'LCP', 'TBT', 'CLS', 'goals met?'];
  const goalRow = ['goal', '', '', '', '≥ 95', '100', '', '< 150 ms', '< 0.05', ''];
  const lines = rows.map((row) => {
    if (row.skipped) return [row.name, row.path, row.skipped, '', '', '', '', '', '', '—'];
    const m = medianFigures(row.runs);
    return [
      row.name,
      row.path,
      kb(m.jsBytes),
      kb(m.cssBytes),
      scoreText(m.performance),
      scoreText(m.accessibility),
      msText(m.lcpMs),
      msText(m.tbtMs),
      clsText(m.cls),
      verdict(row),
    ];
  });
  const all = [head, goalRow, ...lines];
  const widths = head.map((_, i) => Math.max(...all.map((cells) => (cells[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [format(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...all.slice(1).map(format)].join('\n');
}

/** What explains a route's figures: shifted elements, long tasks, failed accessibility audits, problems. */
export function formatDetails(row: RouteRow): string {
  const run = representativeRun(row.runs);
  if (!run) return '';
  const lines = [`${row.name} (${row.path})${row.runs.length > 1 ? ', the median run' : ''}:`];
  if (run.endedAt) lines.push(`  ended at ${run.endedAt}`);
  if (run.problem) lines.push(`  Lighthouse said: ${run.problem}`);
  for (const shift of run.details.layoutShifts)
    lines.push(`  layout shift ${shift.score.toFixed(3)}: ${shift.element}`);
  for (const task of run.details.longTasks) {
    lines.push(
      `  long task ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.url || '(no URL)'}`,
    );
  }
  for (const failure of run.details.accessibilityFailures) lines.push(`  accessibility: ${failure}`);
  if (lines.length === 1) lines.push('  no layout shift, long task or accessibility failure reported');
  return lines.join('\n');
}
