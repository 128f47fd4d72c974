import { FEATURED_JOBS_COUNT } from '@kakayahan/contracts';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { usePageSeed } from '../../../ssr/page-data';
import { usePublicJobs } from '../api/get-public-jobs';
import { pickFeaturedJobs } from '../pick-featured-jobs';
import { FeaturedJobCard } from './featured-job-card';

export const NO_JOBS_MESSAGE = 'No jobs have been posted yet. Please check back soon.';
export const JOBS_LOAD_FAILED_MESSAGE = 'Featured jobs could not be loaded.';

/**
 * Up to four jobs chosen at random from the public list (document 1 §2). A load failure is only
 * logged (document 1 §8), but a neutral line says so, so the section is never silently blank. A link
 * leads to the whole list (/jobs).
 */
export function FeaturedJobs() {
  const { data, error, isError } = usePublicJobs();
  // One random choice per page load, kept across re-renders and background refreshes (and the same one the
  // server rendered the page with).
  const seed = usePageSeed();
  const featured = useMemo(() => (data ? pickFeaturedJobs(data, FEATURED_JOBS_COUNT, seed) : []), [data, seed]);

  useEffect(() => {
    if (error) console.warn('Could not load featured jobs', error);
  }, [error]);

  let content;
  if (data) {
    content =
      featured.length === 0 ? (
        <p className="text-slate-800">{NO_JOBS_MESSAGE}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {featured.map((job) => (
            <li key={job.post_id}>
              <FeaturedJobCard job={job} />
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <p className="text-slate-800">{JOBS_LOAD_FAILED_MESSAGE}</p>;
  } else {
    content = <Loading label="Loading featured jobs…" />;
  }

  return (
    <section aria-labelledby="featured-jobs-heading" className="flex flex-col gap-4">
      <h2 id="featured-jobs-heading" className="text-2xl font-bold text-slate-900">
        Featured jobs
      </h2>
      {content}
      <p>
        {/* The whole list, searchable and paged, for anyone (issue 15). */}
        <Link to="/jobs" className="font-semibold">
          Browse all jobs
        </Link>
      </p>
    </section>
  );
}
