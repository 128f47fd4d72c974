import {
  enUsDateFormat,
  FEED_LOCATION_FALLBACK,
  formatSalary,
  SAVED_JOB_MESSAGES,
  UNKNOWN_COMPANY,
  type FeedJob,
  type SavedJob,
} from '@kakayahan/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { failureMessage } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';

export const SAVED_JOBS_PAGE_MESSAGES = {
  notSignedIn: 'User not logged in',
  loadError: 'Failed to load your saved jobs. Please try again.',
  empty: 'You have not saved any jobs yet. Save a job from Find jobs to come back to it later.',
  removeFailed: 'Could not remove it from your saved jobs. Please try again.',
} as const;

/** Find jobs, where jobs are saved from. */
const FIND_JOBS_PATH = '/job-seeker/dashboard';

/**
 * Paths of job-feed's job-paths.ts, written out: saved-jobs may not import job-feed, which imports the
 * Save button from here (lint refuses the cycle).
 */
function jobPagePath(postId: number): string {
  return `/jobs/${postId}`;
}
function applyPagePath(postId: number): string {
  return `/job-seeker/apply?post_id=${postId}`;
}

function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return enUsDateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

function companyOf(job: Pick<FeedJob, 'comp_name' | 'company_name'>): string {
  return job.comp_name.trim() || job.company_name.trim() || UNKNOWN_COMPANY;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}:</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </>
  );
}

/**
 * /job-seeker/saved-jobs (issue 16): the jobs the job seeker saved, newest first, each with Apply and
 * Remove; a job removed since stays as a note with its old title and company until it is taken off.
 * After a removal the entry is gone, so the server's message takes the focus (ActionFeedback) and the
 * person continues from the top of the list.
 */
export default function SavedJobsPage() {
  const session = useSession();
  const query = useSavedJobs(session !== null);
  const remove = useRemoveSavedJob();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  function handleRemove(savedId: number) {
    // The button stays enabled while a removal is under way (keeping the focus); presses meanwhile wait.
    if (remove.isPending) return;
    setFeedback(null);
    remove.mutate(savedId, {
      onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message }),
      onError: (error) =>
        setFeedback({ tone: 'error', text: failureMessage(error, { failed: SAVED_JOBS_PAGE_MESSAGES.removeFailed }) }),
    });
  }

  let content;
  if (!session) {
    content = <Alert tone="error">{SAVED_JOBS_PAGE_MESSAGES.notSignedIn}</Alert>;
  } else if (query.data) {
    content =
      query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-slate-800">{SAVED_JOBS_PAGE_MESSAGES.empty}</p>
          <LinkButton to={FIND_JOBS_PATH}>Find jobs</LinkButton>
        </div>
      ) : (
        <ul aria-label="Saved jobs" className="flex flex-col gap-4">
          {query.data.map((entry) => (
            <li key={entry.saved_id}>
              <SavedJobEntry
                entry={entry}
                isRemoving={remove.isPending && remove.variables === entry.saved_id}
                onRemove={() => handleRemove(entry.saved_id)}
              />
            </li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{SAVED_JOBS_PAGE_MESSAGES.loadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading saved jobs..." />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Saved Jobs</PageHeading>
      <p className="text-lg text-slate-800">
        Jobs you saved to read again or apply to later, newest first. Only you can see this list.
      </p>
      <ActionFeedback feedback={feedback} />
      {content}
    </div>
  );
}

interface EntryProps {
  entry: SavedJob;
  isRemoving: boolean;
  onRemove: () => void;
}

/** One saved job: the job as it is now, or the note that it was removed. */
function SavedJobEntry({ entry, isRemoving, onRemove }: EntryProps) {
  const headingId = useId();
  const saved = formatDate(entry.saved_at);
  const savedOn = saved ? <p className="text-slate-800">Saved on {saved}</p> : null;
  const box = 'flex flex-col gap-3 rounded-lg border-2 p-4 shadow-sm';

  if (!entry.job) {
    return (
      <article aria-labelledby={headingId} className={`${box} border-slate-300 bg-slate-50`}>
        <h2 id={headingId} className="text-xl font-bold break-words text-slate-900">
          {entry.job_title}
        </h2>
        <p className="break-words text-slate-800">
          <span className="font-semibold">Company:</span> {entry.comp_name.trim() || UNKNOWN_COMPANY}
        </p>
        <p className="flex items-start gap-2 font-semibold text-slate-900">
          <span aria-hidden="true">ℹ</span>
          <span>{SAVED_JOB_MESSAGES.jobRemoved}</span>
        </p>
        {savedOn}
        <div>
          <Button variant="danger-outline" onPress={onRemove} isPending={isRemoving}>
            Remove note<span className="sr-only">: {entry.job_title}</span>
          </Button>
        </div>
      </article>
    );
  }

  const { job } = entry;
  const location = job.location.trim() || FEED_LOCATION_FALLBACK;
  const applied = job.my_application ? formatDate(job.my_application.applied_at) : '';
  return (
    <article aria-labelledby={headingId} className={`${box} border-slate-200 bg-white`}>
      <h2 id={headingId} className="text-xl font-bold break-words text-slate-900">
        <Link to={jobPagePath(job.post_id)} className="text-brand-800 underline">
          {job.job_title}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <Fact term="Company">{companyOf(job)}</Fact>
        <Fact term="Location">
          {job.is_remote && !/remote/iu.test(location) ? `${location} (remote work)` : location}
        </Fact>
        <Fact term="Salary">{formatSalary(job.salary_range)}</Fact>
      </dl>
      {savedOn}
      <div className="flex flex-wrap items-start gap-2">
        {job.my_application ? (
          <p className="font-semibold text-slate-900">{applied ? `Applied on ${applied}` : 'Applied'}</p>
        ) : (
          <LinkButton to={applyPagePath(job.post_id)}>
            Apply<span className="sr-only">: {job.job_title}</span>
          </LinkButton>
        )}
        <Button variant="danger-outline" onPress={onRemove} isPending={isRemoving}>
          Remove<span className="sr-only">: {job.job_title}</span>
        </Button>
      </div>
    </article>
  );
}
