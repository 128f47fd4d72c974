import { idSchema, JOB_MESSAGES, UNKNOWN_COMPANY, type JobDetail } from '@kakayahan/contracts';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta, StructuredData } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useSession, type Session } from '../../../lib/session';
import { useKeptError } from '../../../lib/use-kept-error';
import { usePageOrigin } from '../../../ssr/page-data';
import { START_CHAT_WITH_EMPLOYER_FAILED, StartChatButton } from '../../chat';
import { ReportJobButton } from '../../job-reports';
import { SaveJobButton } from '../../saved-jobs';
import { useJobPage } from '../api/get-job-page';
import { AppliedState } from '../components/applied-state';
import { applyPagePath, jobPagePath, MY_APPLICATIONS_PATH } from '../components/job-paths';
import { Fact, JobDetailsSection, JobHeaderFacts, WorkplaceSection } from '../components/job-summary';
import { formatShortDate } from '../components/job-words';
import { LoadError } from '../components/load-error';
import { jobPageDescription, jobPostingData } from '../job-posting-data';

/** Where a visitor signs in to apply: the job seeker sign-in, coming back to this job afterwards. */
export function signInToApplyPath(jobId: number): string {
  return `/job-seeker/signin?redirect=${encodeURIComponent(jobPagePath(jobId))}`;
}

function companyOf(job: JobDetail): string {
  return job.comp_name.trim() || UNKNOWN_COMPANY;
}

/** What the reader can do: apply and chat (job seekers), see their application, or sign in to apply. */
function JobActions({ job, session }: { job: JobDetail; session: Session | null }) {
  if (!session) {
    return (
      <div className="flex flex-col items-start gap-2">
        <LinkButton to={signInToApplyPath(job.post_id)}>Sign in to apply</LinkButton>
        <p className="text-slate-800">
          New here? <Link to="/job-seeker/signup">Create a job seeker account</Link>; you come back to this job after
          signing in.
        </p>
      </div>
    );
  }
  if (session.userType !== 'Employee') {
    return <p className="text-slate-800">Job seekers apply from this page; employers and admins can read it.</p>;
  }
  const chat = (
    <StartChatButton
      otherUserId={job.posted_by}
      jobPostId={job.post_id}
      failureMessage={START_CHAT_WITH_EMPLOYER_FAILED}
    >
      Chat with Employer<span className="sr-only">: {companyOf(job)}</span>
    </StartChatButton>
  );
  return (
    <div className="flex flex-col items-start gap-3">
      {job.my_application ? (
        <>
          <AppliedState application={job.my_application} />
          <div className="flex flex-wrap items-start gap-2">
            <LinkButton variant="secondary" to={applyPagePath(job.post_id)}>
              See what you sent
            </LinkButton>
            <LinkButton variant="secondary" to={MY_APPLICATIONS_PATH}>
              My applications
            </LinkButton>
            {chat}
            <SaveJobButton postId={job.post_id} jobTitle={job.job_title} />
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          <LinkButton to={applyPagePath(job.post_id)}>
            Apply<span className="sr-only">: {job.job_title}</span>
          </LinkButton>
          {chat}
          <SaveJobButton postId={job.post_id} jobTitle={job.job_title} />
        </div>
      )}
      <ReportJobButton job={{ ...job, company: companyOf(job) }} />
    </div>
  );
}

function JobNotFound({ isJobSeeker }: { isJobSeeker: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg text-slate-800">
        {JOB_MESSAGES.notFound} The job may have been filled or removed, or the link may be wrong.
      </p>
      <LinkButton variant="secondary" to={isJobSeeker ? '/job-seeker/dashboard' : '/'}>
        Find other jobs
      </LinkButton>
    </div>
  );
}

/**
 * /jobs/{id}, for anyone (issue 14): the job with its company (linking to the company page), location,
 * remote or not, type, salary, description, skills, tags, date and workplace accessibility (issue 16);
 * Apply and Chat with Employer for a job seeker (or "Applied on …" with the status), "Sign in to apply"
 * for a visitor. A job that does not exist says so inside the layout.
 */
export default function JobPage() {
  const { jobId } = useParams();
  const parsed = idSchema.safeParse(jobId ?? '');
  const id = parsed.success ? parsed.data : null;
  const session = useSession();
  const origin = usePageOrigin();
  const query = useJobPage(id, session?.userId ?? null);
  const error = useKeptError(query, id);
  const job = query.data;
  const isMissing = id === null || (error instanceof ApiError && error.status === 404);

  let content;
  if (isMissing) content = <JobNotFound isJobSeeker={session?.userType === 'Employee'} />;
  else if (!job && error)
    content = <LoadError error={error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else if (!job) content = <Loading label="Loading the job…" />;
  else {
    const posted = formatShortDate(job.created_at);
    content = (
      <>
        <PageMeta title={job.job_title} description={jobPageDescription(job)} path={jobPagePath(job.post_id)} />
        <StructuredData data={jobPostingData(job, origin)} />
        <JobHeaderFacts job={job}>{posted ? <Fact term="Posted">{posted}</Fact> : null}</JobHeaderFacts>
        <JobActions job={job} session={session} />
        <JobDetailsSection job={job} />
        <WorkplaceSection job={job} />
      </>
    );
  }

  const title = isMissing ? 'Job not found' : (job?.job_title ?? 'Job');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading documentTitle={title}>{title}</PageHeading>
      {content}
    </div>
  );
}
