import type { FeedJob } from '@kakayahan/contracts';
import { startTransition, useEffect, useState, type ReactNode, type Ref } from 'react';
import { JobCard } from './job-card';

export const NO_JOBS_MESSAGE = 'No jobs available.';

/**
 * The cards drawn with a list's first frame, more than a phone's screen holds. The rest are drawn right
 * after, in a background render that React cuts into pieces of a few milliseconds, so a slow phone never has
 * its main thread held for a whole list at once (issue 15: the feed's blocking time). Only the first
 * render is split: later changes (a search, Load more) draw the whole list at once, as before.
 */
export const FIRST_CARDS = 6;

function useFirstCardsFirst<T>(items: readonly T[]): readonly T[] {
  const [isSplit, setIsSplit] = useState(items.length > FIRST_CARDS);
  useEffect(() => {
    if (isSplit) startTransition(() => setIsSplit(false));
  }, [isSplit]);
  return isSplit ? items.slice(0, FIRST_CARDS) : items;
}

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
  const shown = useFirstCardsFirst(jobs);
  return (
    <ul ref={listRef} aria-label={label} className="flex flex-col gap-4">
      {shown.map((job) => (
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
