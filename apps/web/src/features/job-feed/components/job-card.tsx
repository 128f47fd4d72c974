import {
  FEED_LOCATION_FALLBACK,
  formatSalary,
  splitCommaList,
  UNKNOWN_COMPANY,
  type FeedJob,
} from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { LinkButton } from '../../../components/ui/button';
import { START_CHAT_WITH_EMPLOYER_FAILED, StartChatButton } from '../../chat';
import { ReportJobButton } from '../../job-reports';
import { describeMatch, disabilityText, formatShortDate } from './job-words';
import { MatchBadge } from './match-badge';
import { CompanyName } from './job-summary';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}:</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </>
  );
}

/** The company as the feed shows it: either name the server gave, or "Unknown Company". */
export function companyOf(job: Pick<FeedJob, 'comp_name' | 'company_name'>): string {
  return job.comp_name.trim() || job.company_name.trim() || UNKNOWN_COMPANY;
}

/**
 * One job in the feed: an article named by its heading, the facts as a term–value list, and on a
 * recommended job the matching colour in words with the reason it matches.
 */
export function JobCard({ job, headingLevel }: { job: FeedJob; headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = splitCommaList(job.tags);
  const posted = formatShortDate(job.created_at);
  return (
    <article
      aria-labelledby={headingId}
      // Focus lands here after "Load more jobs", on the first job that was added.
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:outline"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 text-xl font-bold break-words text-slate-900">
          {job.job_title}
        </Heading>
        {job.color ? <MatchBadge color={job.color} /> : null}
      </div>
      {job.match ? <p className="text-slate-800">{describeMatch(job.match, job.disabilitytag)}</p> : null}
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Fact term="Company">
          <CompanyName name={companyOf(job)} isVerified={job.employer_verified} />
        </Fact>
        <Fact term="Location">{job.location.trim() || FEED_LOCATION_FALLBACK}</Fact>
        {job.job_type ? <Fact term="Job type">{job.job_type}</Fact> : null}
        {job.category ? <Fact term="Category">{job.category}</Fact> : null}
        <Fact term="Salary">{formatSalary(job.salary_range)}</Fact>
        {tags.length > 0 ? <Fact term="Tags">{tags.join(', ')}</Fact> : null}
        <Fact term="Disability">{disabilityText(job.disabilitytag)}</Fact>
        {posted ? <Fact term="Posted">{posted}</Fact> : null}
      </dl>
      <div className="flex flex-wrap items-start gap-2">
        <LinkButton to={`/job-seeker/apply?post_id=${job.post_id}`}>
          Apply Now<span className="sr-only">: {job.job_title}</span>
        </LinkButton>
        <StartChatButton otherUserId={job.posted_by} failureMessage={START_CHAT_WITH_EMPLOYER_FAILED}>
          Chat with Employer<span className="sr-only">: {companyOf(job)}</span>
        </StartChatButton>
        <ReportJobButton job={{ ...job, company: companyOf(job) }} />
      </div>
    </article>
  );
}
