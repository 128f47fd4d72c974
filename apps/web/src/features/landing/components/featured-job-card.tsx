import type { PublicJob } from '@kakayahan/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatTags } from '../pick-featured-jobs';

/** One featured job: its title linking to the job page, company, location and tags, each labelled in words. */
export function FeaturedJobCard({ job }: { job: PublicJob }) {
  const headingId = useId();
  const tags = formatTags(job.tags);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-2 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold break-words text-slate-900">
        <Link to={`/jobs/${job.post_id}`} className="text-brand-800 underline">
          {job.job_title}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-slate-800">
        <dt className="font-semibold">Company:</dt>
        <dd className="break-words">{job.comp_name}</dd>
        <dt className="font-semibold">Location:</dt>
        <dd className="break-words">{job.location}</dd>
        {tags ? (
          <>
            <dt className="font-semibold">Tags:</dt>
            <dd className="break-words">{tags}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
