import type { MatchColor } from '@kakayahan/contracts';
import { MATCH_LABELS } from './job-words';

const swatches: Record<MatchColor, { badge: string; dot: string }> = {
  Green: { badge: 'border-green-700 bg-green-50 text-green-900', dot: 'bg-green-600' },
  Yellow: { badge: 'border-yellow-600 bg-yellow-50 text-yellow-950', dot: 'bg-yellow-400' },
  Red: { badge: 'border-red-700 bg-red-50 text-red-900', dot: 'bg-red-600' },
};

/**
 * A recommended job's matching colour, said in words ("Strong match (Green)"): the colour name ties the
 * badge to the Matching Guide for people who cannot tell the colours apart.
 */
export function MatchBadge({ color }: { color: MatchColor }) {
  const swatch = swatches[color];
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full border-2 px-3 py-0.5 text-sm font-semibold ${swatch.badge}`}
    >
      <span aria-hidden="true" className={`inline-block size-3 rounded-full ${swatch.dot}`} />
      {`${MATCH_LABELS[color]} (${color})`}
    </span>
  );
}
