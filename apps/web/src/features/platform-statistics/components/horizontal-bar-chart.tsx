import {
  barClasses,
  BOLD_CHAR_WIDTH,
  CHAR_WIDTH,
  CHART_FONT,
  ChartLegend,
  chartLabel,
  ChartPatterns,
  usePatternFills,
  useChartWidth,
  wrapWords,
  type PatternKind,
} from './chart-parts';

/** One series of a chart: its name (the legend's) and the pattern of its bars. */
export interface ChartSeries {
  name: string;
  pattern: PatternKind;
}

/** One bar: its count (null when protected: a hatched stub) and the text written at it ("48 (40%)"). */
export interface Bar {
  value: number | null;
  text: string;
}

/** A labelled row of the chart with one bar per series. */
export interface BarGroup {
  label: string;
  bars: readonly Bar[];
}

const LINE = 18;
const BAR = 22;
const BAR_GAP = 4;
const GROUP_GAP = 14;
/** A non-zero count is drawn at least this long, so a small one stays visible next to a large one. */
const MIN_BAR = 4;
const STUB = 16;
const TEXT_GAP = 6;

interface PlacedBar extends Bar {
  y: number;
  length: number;
  textX: number;
  textY: number;
  /** Central beside the bar; on the line above it otherwise. */
  baseline: 'central' | 'auto';
  kind: PatternKind | 'protected';
}

interface Layout {
  height: number;
  groups: { label: string; lines: { text: string; y: number }[]; bars: PlacedBar[] }[];
}

/**
 * Where everything goes at `width`. The counts' texts sit right after their bars when they fit beside the
 * longest bar; on a narrow screen they go on a line of their own above each bar instead of being cut.
 */
function layout(groups: readonly BarGroup[], series: readonly ChartSeries[], width: number): Layout {
  const max = Math.max(1, ...groups.flatMap((group) => group.bars.map((bar) => bar.value ?? 0)));
  const longestText = Math.max(0, ...groups.flatMap((group) => group.bars.map((bar) => bar.text.length)));
  const textWidth = longestText * CHAR_WIDTH + TEXT_GAP;
  const isInline = textWidth <= width * 0.45;
  const span = (isInline ? width - textWidth : width) - 2;
  let y = 0;
  const placed = groups.map((group) => {
    const lines = wrapWords(group.label, Math.max(8, Math.floor(width / BOLD_CHAR_WIDTH))).map((text) => {
      y += LINE;
      return { text, y: y - 4 };
    });
    y += 4;
    const bars = group.bars.map((bar, index): PlacedBar => {
      if (!isInline) y += LINE;
      const top = y;
      y += BAR + BAR_GAP;
      const length = bar.value === null ? STUB : bar.value <= 0 ? 0 : Math.max(MIN_BAR, (bar.value / max) * span);
      return {
        ...bar,
        y: top,
        length,
        kind: bar.value === null ? 'protected' : (series[index]?.pattern ?? 'solid'),
        textX: isInline ? 1 + length + TEXT_GAP : 1,
        textY: isInline ? top + BAR / 2 : top - 5,
        baseline: isInline ? 'central' : 'auto',
      };
    });
    y += GROUP_GAP - BAR_GAP;
    return { label: group.label, lines, bars };
  });
  return { height: Math.max(y - GROUP_GAP + BAR_GAP, 1), groups: placed };
}

/**
 * A hand-drawn horizontal bar chart with one or more series (grouped bars). Each row's label is written
 * above its bars and each bar's count beside it, in dark text, so nothing hides behind a hover; a
 * protected count is a hatched stub with "fewer than 5". Screen readers hear its name and are sent to the
 * table, which holds the same figures.
 */
export function HorizontalBarChart({
  title,
  series,
  groups,
}: {
  title: string;
  series: readonly ChartSeries[];
  groups: readonly BarGroup[];
}) {
  const [ref, width] = useChartWidth();
  const { prefix, fills } = usePatternFills();
  const { height, groups: placed } = layout(groups, series, width);
  return (
    <div ref={ref} className="flex min-w-0 flex-col gap-3">
      {series.length > 1 ? <ChartLegend series={series} /> : null}
      <svg
        role="img"
        aria-label={chartLabel(title)}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        className="block h-auto w-full overflow-visible"
      >
        <ChartPatterns prefix={prefix} />
        <g aria-hidden="true" fontSize={CHART_FONT}>
          {placed.map((group, groupIndex) => (
            <g key={`${groupIndex}-${group.label}`}>
              {group.lines.map((line) => (
                <text key={line.y} x={0} y={line.y} className="fill-slate-900 font-semibold">
                  {line.text}
                </text>
              ))}
              {group.bars.map((bar, barIndex) => (
                <g key={barIndex}>
                  <line x1={0.5} x2={0.5} y1={bar.y - 2} y2={bar.y + BAR + 2} className="stroke-slate-700" />
                  {bar.length > 0 ? (
                    <rect
                      x={1}
                      y={bar.y + 0.5}
                      width={bar.length}
                      height={BAR - 1}
                      className={barClasses(bar.kind)}
                      strokeDasharray={bar.kind === 'protected' ? '3 2' : undefined}
                      {...(fills[bar.kind] ? { fill: fills[bar.kind] } : {})}
                    />
                  ) : null}
                  <text x={bar.textX} y={bar.textY} dominantBaseline={bar.baseline} className="fill-slate-900">
                    {bar.text}
                  </text>
                </g>
              ))}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
