import type { PlatformStatistics } from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { AccordionItem } from '../../../components/ui/accordion';
import { countText } from './statistics-words';

function FigureCard({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md border-2 border-slate-300 bg-white p-4">
      <p className="font-semibold text-slate-800">{label}</p>
      <p className="text-3xl font-bold text-slate-900">{countText(value)}</p>
      <p className="text-sm text-slate-700">all time</p>
      {children}
    </li>
  );
}

/**
 * The spec's four figures (document 2 §2, §3) as labelled cards, each saying it counts all time (the
 * date range narrows only the sections below); the disability types can be opened to read their names.
 */
export function HeadlineFigures({ data }: { data: PlatformStatistics }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Totals
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard label="Job seekers" value={data.employee_count} />
        <FigureCard label="Employers" value={data.employer_count} />
        <FigureCard label="Jobs posted" value={data.jobs_posted_count} />
        <FigureCard label="Disability types" value={data.disability_types.length}>
          {data.disability_types.length > 0 ? (
            <div className="mt-2 rounded-md border-2 border-slate-300">
              <AccordionItem id="disability-types" title="Show the disability types">
                <ul className="list-disc pl-5">
                  {data.disability_types.map((type) => (
                    <li key={type.name}>{type.name}</li>
                  ))}
                </ul>
              </AccordionItem>
            </div>
          ) : null}
        </FigureCard>
      </ul>
    </section>
  );
}
