import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * How a series' bars are filled. Series are told apart by pattern (and by their legend and labels), never
 * by colour alone; "protected" is the stub of a count too small to give ("fewer than 5").
 */
export type PatternKind = 'solid' | 'striped' | 'dotted';

/** Font size of chart text, in CSS pixels: the SVG is drawn at the width it is shown, so 1 unit = 1 px. */
export const CHART_FONT = 14;
/**
 * A generous glyph width at CHART_FONT (wide fonts such as DejaVu Sans write digits 0.64 em wide), to lay
 * text out without measuring it; bold labels take a little more.
 */
export const CHAR_WIDTH = 8.6;
export const BOLD_CHAR_WIDTH = 9.4;
const FALLBACK_WIDTH = 480;
const MIN_WIDTH = 200;

/**
 * The width the chart is shown at, followed as the container changes (a phone turned, 200 % zoom). The
 * chart is drawn in a viewBox of that width, so its text stays at the real font size instead of shrinking
 * with a fixed drawing; where the width cannot be measured (tests, very old browsers) a fixed one is used.
 */
export function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      if (width > 0) setMeasured(width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.max(MIN_WIDTH, measured ?? FALLBACK_WIDTH)] as const;
}

/** Splits a label into lines of at most `maxChars` characters, at spaces (a longer word gets its own line). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The fill of each pattern, by the ids of one chart's own <defs> (ids must be unique in the page). */
export function usePatternFills(): { fills: Record<PatternKind | 'protected', string>; prefix: string } {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/gu, '');
  return {
    prefix,
    fills: {
      solid: '',
      striped: `url(#${prefix}-striped)`,
      dotted: `url(#${prefix}-dotted)`,
      protected: `url(#${prefix}-protected)`,
    },
  };
}

/** Class names of a bar of `kind`: solid bars are dark blue; patterned bars draw dark ink on white. */
export function barClasses(kind: PatternKind | 'protected'): string {
  if (kind === 'solid') return 'fill-brand-700 stroke-slate-900';
  return kind === 'protected' ? 'stroke-slate-700' : 'stroke-slate-900';
}

/** The patterns one SVG uses, under `prefix` (from usePatternFills). */
export function ChartPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern
        id={`${prefix}-striped`}
        width="7"
        height="7"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="7" height="7" className="fill-white" />
        <rect width="3" height="7" className="fill-slate-900" />
      </pattern>
      <pattern id={`${prefix}-dotted`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="fill-white" />
        <circle cx="3" cy="3" r="1.6" className="fill-slate-900" />
      </pattern>
      <pattern id={`${prefix}-protected`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="fill-slate-100" />
        <path d="M0 6 L6 0 M0 0 L6 6" className="stroke-slate-700" strokeWidth="1" />
      </pattern>
    </defs>
  );
}

/** A small swatch of a pattern, as the legend shows it. */
function Swatch({ kind }: { kind: PatternKind }) {
  const { prefix, fills } = usePatternFills();
  return (
    <svg aria-hidden="true" width="28" height="16" viewBox="0 0 28 16" className="shrink-0">
      <ChartPatterns prefix={prefix} />
      <rect
        x="0.5"
        y="0.5"
        width="27"
        height="15"
        className={barClasses(kind)}
        {...(fills[kind] ? { fill: fills[kind] } : {})}
      />
    </svg>
  );
}

/**
 * The key of a chart with several series: each series' pattern and name, in words ("solid", "striped"),
 * so the series are told apart without colour. It repeats what the table says, so it is not read aloud.
 */
export function ChartLegend({ series }: { series: readonly { name: string; pattern: PatternKind }[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-6 gap-y-2 text-slate-900">
      {series.map((item) => (
        <li key={item.name} className="flex items-center gap-2">
          <Swatch kind={item.pattern} />
          <span>
            {item.name} <span className="text-slate-700">({item.pattern} bars)</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The accessible name of a chart: what it shows, and where the same figures are for reading. */
export function chartLabel(title: string): string {
  return `${title} chart; the same figures are in the table below`;
}
