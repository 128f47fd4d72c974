import type { FeedJob } from '@kakayahan/contracts';
import type { ReactNode, Ref } from 'react';
import { JobCard } from './job-card';

export const NO_JOBS_MESSAGE = 'No jobs available.';

/**
 * The jobs of one tab, one card per list item. The list grows with the page and scrolls with it: the
 * original's fixed 700 px inner scroll box is left out on purpose, because a scroll area inside the page
 * traps screen magnifier users (they pan a zoomed window and lose the inner scroll bar) and hides jobs
 * from people at 200 % zoom on a phone.
 */
export function JobList({
  jobs,
  label,
  headingLevel,
  listRef,
}: {
  jobs: readonly FeedJob[];
  label: string;
  headingLevel: 2 | 3;
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} aria-label={label} className="flex flex-col gap-4">
      {jobs.map((job) => (
        <li key={job.post_id}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The empty state of a list: the spec's words, and what to do next when there is something to do. A null
 * title: the words are already said (and announced) by the list's live region.
 */
export function EmptyJobs({ title = NO_JOBS_MESSAGE, children }: { title?: string | null; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border-2 border-dashed border-slate-300 p-6">
      {title === null ? null : <p className="text-lg font-semibold text-slate-900">{title}</p>}
      {children}
    </div>
  );
}
