import { formatFairWhen, JOB_FAIR_FORMAT_LABELS, type JobFair } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { accessibilityText } from './job-fair-words';

/** One fact of a fair: a term and its value (a row of a description list). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-semibold text-slate-900">{term}:</dt>
      <dd className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * What every fair says about itself, in words: when (Philippine time), how people take part, where,
 * and how accessible it is. `children` adds facts of the screen (places, registrations, status).
 */
export function JobFairFacts({ fair, children }: { fair: JobFair; children?: ReactNode }) {
  return (
    <dl className="flex flex-col gap-1">
      <Fact term="When">{formatFairWhen(fair)}</Fact>
      <Fact term="Format">{JOB_FAIR_FORMAT_LABELS[fair.format]}</Fact>
      {fair.format !== 'online' && fair.venue !== '' ? <Fact term="Venue">{fair.venue}</Fact> : null}
      <Fact term="Accessibility">{accessibilityText(fair.accessibility)}</Fact>
      {children}
    </dl>
  );
}
