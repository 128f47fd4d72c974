import { idSchema, JOB_MESSAGES, UNKNOWN_COMPANY, type JobSeekerProfile } from '@kakayahan/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useKeptError } from '../../../lib/use-kept-error';
import { ReportJobButton } from '../../job-reports';
import { useUserDetails } from '../../job-seeker-profile';
import { ApplicantDetails, missingProfileFields } from '../components/applicant-details';
import type { SentChoices } from '../components/application-choices';
import { ApplicationForm } from '../components/application-form';
import { useJobPage } from '../api/get-job-page';
import { ApplicationSuccess } from '../components/application-success';
import { ExistingApplication } from '../components/existing-application';
import { JobDetailsSection, JobHeaderFacts, WorkplaceSection } from '../components/job-summary';
import { LoadError } from '../components/load-error';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function JobNotFound() {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{JOB_MESSAGES.notFound}</Alert>
      <p className="text-slate-800">The job may have been filled or removed.</p>
      <LinkButton variant="secondary" to="/job-seeker/dashboard">
        Browse jobs
      </LinkButton>
    </div>
  );
}

/**
 * The applicant side of the form: the profile (a missing profile counts as an empty one) and Submit. A
 * fetch again (Try again, the window regaining focus) keeps the screen, and a chosen resume, as they are.
 */
function ApplicantPart({ postId, onSubmitted }: { postId: number; onSubmitted: (sent: SentChoices) => void }) {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useUserDetails(userId);
  const error = useKeptError(query, userId);
  if (query.data === undefined && !error) return <Loading label="Loading your profile…" />;
  if (query.data === undefined && !isNotFound(error)) {
    return <LoadError error={error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  const profile: JobSeekerProfile | null = query.data ?? null;
  const missing = missingProfileFields(profile);
  return (
    <>
      <ApplicantDetails profile={profile} missing={missing} />
      <ApplicationForm
        postId={postId}
        profile={profile}
        isProfileComplete={missing.length === 0}
        onSubmitted={onSubmitted}
      />
    </>
  );
}

/**
 * /job-seeker/apply?post_id={id}: the job, the applicant's read-only details, and Submit Application; for
 * a job already applied to, the application as sent instead (issue 14).
 */
export default function ApplyPage() {
  const [params] = useSearchParams();
  const parsedId = idSchema.safeParse(params.get('post_id') ?? '');
  const postId = parsedId.success ? parsedId.data : null;
  const session = useSession();
  const query = useJobPage(postId, session?.userId ?? null);
  const error = useKeptError(query, postId);
  // What was sent, once the application is: the success reads it back.
  const [sent, setSent] = useState<SentChoices | null>(null);
  const job = query.data;

  let content;
  if (postId === null || isNotFound(error)) content = <JobNotFound />;
  else if (!job && error)
    content = <LoadError error={error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else if (!job) content = <Loading label="Loading the job…" />;
  else if (sent) content = <ApplicationSuccess jobId={job.post_id} jobTitle={job.job_title} sent={sent} />;
  else if (job.my_application)
    content = (
      <>
        <JobHeaderFacts job={job} />
        <ExistingApplication application={job.my_application} jobId={job.post_id} />
      </>
    );
  else
    content = (
      <>
        <JobHeaderFacts job={job} />
        <JobDetailsSection job={job} />
        <WorkplaceSection job={job} />
        <ReportJobButton job={{ ...job, company: job.comp_name.trim() || UNKNOWN_COMPANY }} />
        <ApplicantPart postId={job.post_id} onSubmitted={setSent} />
      </>
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      {/* One heading throughout, so the focus a route change gives it stays while the job loads. */}
      <PageHeading documentTitle={job ? `Apply for ${job.job_title}` : 'Application form'}>
        {job ? `Apply for ${job.job_title}` : 'Application form'}
      </PageHeading>
      {content}
    </div>
  );
}
