import {
  FEED_LOCATION_FALLBACK,
  formatSalary,
  UNKNOWN_COMPANY,
  workplaceFactsText,
  type FeedJob,
} from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { START_CHAT_WITH_EMPLOYER_FAILED, StartChatButton } from '../../chat';
import { ReportJobButton } from '../../job-reports';
import { SaveJobButton } from '../../saved-jobs';
import { AppliedState } from './applied-state';
import { applyPagePath, jobPagePath } from './job-paths';
import { CompanyName } from './job-summary';
import { describeMatch, formatShortDate } from './job-words';
import { MatchBadge } from './match-badge';

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
 * One job in the feed, compact (issue 14): an article named by its heading, whose title links to the job
 * page (description, skills and tags are there); company (linking to its page), location, salary, type,
 * the workplace accessibility the employer ticked, in words (issue 16), and date; on a recommended job the
 * matching colour in words with why it matches; on a job already applied to, "Applied on …" with the
 * status in place of Apply.
 */
export function JobCard({ job, headingLevel }: { job: FeedJob; headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const posted = formatShortDate(job.created_at);
  const location = job.location.trim() || FEED_LOCATION_FALLBACK;
  const workplace = workplaceFactsText(job.workplace_facts);
  return (
    <article
      aria-labelledby={headingId}
      // Focus lands here after "Load more jobs", on the first job that was added.
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:outline"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 text-xl font-bold break-words text-slate-900">
          <Link to={jobPagePath(job.post_id)} className="text-brand-800 underline">
            {job.job_title}
          </Link>
        </Heading>
        {job.color ? <MatchBadge color={job.color} /> : null}
      </div>
      {job.match ? <p className="text-slate-800">{describeMatch(job.match, job.disabilitytag)}</p> : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <Fact term="Company">
          <CompanyName name={companyOf(job)} isVerified={job.employer_verified} employerId={job.posted_by} />
        </Fact>
        <Fact term="Location">
          {job.is_remote && !/remote/iu.test(location) ? `${location} (remote work)` : location}
        </Fact>
        <Fact term="Salary">{formatSalary(job.salary_range)}</Fact>
        {job.job_type ? <Fact term="Job type">{job.job_type}</Fact> : null}
        {workplace ? <Fact term="Workplace">{workplace}</Fact> : null}
        {posted ? <Fact term="Posted">{posted}</Fact> : null}
      </dl>
      {job.my_application ? <AppliedState application={job.my_application} /> : null}
      <div className="flex flex-wrap items-start gap-2">
        {job.my_application ? null : (
          <LinkButton to={applyPagePath(job.post_id)}>
            Apply Now<span className="sr-only">: {job.job_title}</span>
          </LinkButton>
        )}
        <StartChatButton
          otherUserId={job.posted_by}
          jobPostId={job.post_id}
          failureMessage={START_CHAT_WITH_EMPLOYER_FAILED}
        >
          Chat with Employer<span className="sr-only">: {companyOf(job)}</span>
        </StartChatButton>
        <SaveJobButton postId={job.post_id} jobTitle={job.job_title} />
        <ReportJobButton job={{ ...job, company: companyOf(job) }} />
      </div>
    </article>
  );
}
