import type { FeedJob } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { TextField } from '../../../components/ui/text-field';
import { useRecommendedJobs } from '../api/get-recommended-jobs';
import { EmptyJobs, JobList } from './job-list';
import { LoadError } from './load-error';
import { MatchingGuide } from './matching-guide';

/** Case-insensitive substring of the title (document 2 §2), done here: the whole list is already loaded. */
export function filterByTitle(jobs: readonly FeedJob[], search: string): FeedJob[] {
  const needle = search.trim().toLowerCase();
  return needle ? jobs.filter((job) => job.job_title.toLowerCase().includes(needle)) : [...jobs];
}

function NoRecommendations() {
  return (
    <EmptyJobs title="No recommended jobs yet.">
      <p className="text-slate-800">Add skills to your profile and choose preferences to get recommendations.</p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <Link to="/job-seeker/edit-profile">Add skills in Edit Profile</Link>
        </li>
        <li>
          <Link to="/job-seeker/preferences">Choose your job preferences</Link>
        </li>
      </ul>
      <p className="text-slate-800">Meanwhile, the All Jobs tab lists every open job.</p>
    </EmptyJobs>
  );
}

/**
 * The Recommended Jobs tab: the person's matches with their colour in words, searchable by title, and the
 * Matching Guide that explains the colours (only this tab shows them, so All Jobs starts with its jobs).
 */
export function RecommendedJobsPanel({
  userId,
  search,
  onSearchChange,
  headingLevel,
}: {
  userId: number | null;
  search: string;
  onSearchChange: (search: string) => void;
  headingLevel: 2 | 3;
}) {
  const query = useRecommendedJobs(userId);
  const jobs = query.data;
  const visible = jobs ? filterByTitle(jobs, search) : [];

  let content;
  if (jobs) {
    if (jobs.length === 0) content = <NoRecommendations />;
    else if (visible.length === 0)
      content = (
        <EmptyJobs>
          <p className="text-slate-800">No recommended job title contains “{search.trim()}”. Try other words.</p>
        </EmptyJobs>
      );
    else content = <JobList jobs={visible} label="Recommended jobs" headingLevel={headingLevel} />;
  } else if (query.isError) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  } else {
    content = <Loading label="Loading recommended jobs…" />;
  }

  return (
    <div className="flex flex-col gap-4">
      <MatchingGuide headingLevel={headingLevel} />
      <div role="search" aria-label="Recommended jobs">
        <TextField
          label="Search recommended jobs by title"
          name="recommended-search"
          type="search"
          autoComplete="off"
          value={search}
          onChange={onSearchChange}
        />
      </div>
      <LiveRegion className="font-semibold text-slate-900">
        {jobs && jobs.length > 0 ? `Showing ${visible.length} of ${jobs.length} jobs` : null}
      </LiveRegion>
      {content}
    </div>
  );
}
