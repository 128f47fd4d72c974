import {
  barClasses,
  CHAR_WIDTH,
  chartLabel,
  ChartPatterns,
  usePatternFills,
  useChartWidth,
  type PatternKind,
} from './chart-parts';

/** One column: its axis label ("Nov 2") and its count. */
export interface ColumnPoint {
  label: string;
  value: number;
}

const SMALL_FONT = 12;
const SMALL_CHAR = CHAR_WIDTH * (SMALL_FONT / 14);
const PLOT = 110;
const TOP = SMALL_FONT + 8;
const BOTTOM = SMALL_FONT + 12;
const MIN_COLUMN = 3;

/**
 * Every how many columns a text of `chars` characters can be written without overlapping the next one:
 * 1 on a wide screen; on a narrow one every second or third (the last always), the table has them all.
 * The gap allows for the last text, moved inwards so it is not cut at the edge.
 */
function textStep(chars: number, slot: number): number {
  return Math.max(1, Math.ceil((chars * SMALL_CHAR + 12) / slot));
}

/** Whether column `index` of `count` carries its text, every `step` columns counted back from the last. */
function isShown(index: number, count: number, step: number): boolean {
  return (count - 1 - index) % step === 0;
}

/** The centre of a text of `chars` characters near `x`, moved inwards so it is not cut at either edge. */
function inside(x: number, chars: number, width: number): number {
  const half = (chars * SMALL_CHAR) / 2;
  return Math.min(Math.max(x, half), width - half);
}

/**
 * A hand-drawn column chart of one series (one small multiple of a weekly set): columns with their counts
 * above and their labels below, thinned on a narrow screen rather than shrunk; one pattern per series, so
 * side-by-side charts are told apart by their titles and patterns, not colour. Its name points to the
 * table with every figure.
 */
export function ColumnChart({
  title,
  pattern,
  points,
}: {
  title: string;
  pattern: PatternKind;
  points: readonly ColumnPoint[];
}) {
  const [ref, width] = useChartWidth();
  const { prefix, fills } = usePatternFills();
  const count = Math.max(points.length, 1);
  const slot = width / count;
  const column = Math.min(40, slot * 0.6);
  const max = Math.max(1, ...points.map((point) => point.value));
  const labelStep = textStep(Math.max(0, ...points.map((point) => point.label.length)), slot);
  const valueStep = textStep(Math.max(0, ...points.map((point) => String(point.value).length)), slot);
  const height = TOP + PLOT + BOTTOM;
  return (
    <div ref={ref} className="min-w-0">
      <svg
        role="img"
        aria-label={chartLabel(title)}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        className="block h-auto w-full"
      >
        <ChartPatterns prefix={prefix} />
        <g aria-hidden="true" fontSize={SMALL_FONT} textAnchor="middle">
          <line x1={0} x2={width} y1={TOP + PLOT + 0.5} y2={TOP + PLOT + 0.5} className="stroke-slate-700" />
          {points.map((point, index) => {
            const centre = slot * index + slot / 2;
            const length = point.value <= 0 ? 0 : Math.max(MIN_COLUMN, (point.value / max) * PLOT);
            return (
              <g key={`${index}-${point.label}`}>
                {length > 0 ? (
                  <rect
                    x={centre - column / 2}
                    y={TOP + PLOT - length}
                    width={column}
                    height={length}
                    className={barClasses(pattern)}
                    {...(fills[pattern] ? { fill: fills[pattern] } : {})}
                  />
                ) : null}
                {isShown(index, points.length, valueStep) ? (
                  <text
                    x={inside(centre, String(point.value).length, width)}
                    y={TOP + PLOT - length - 4}
                    className="fill-slate-900"
                  >
                    {point.value}
                  </text>
                ) : null}
                {isShown(index, points.length, labelStep) ? (
                  <text x={inside(centre, point.label.length, width)} y={height - 4} className="fill-slate-900">
                    {point.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}
