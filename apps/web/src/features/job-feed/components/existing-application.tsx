import type { MyJobApplicationDetail } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from './application-status-badge';
import { jobPagePath, MY_APPLICATIONS_PATH } from './job-paths';
import { Fact, FactList } from './job-summary';
import { formatShortDate } from './job-words';

/**
 * The apply page of a job already applied to (issue 14): the application as it was sent, its status and
 * date, and where to follow it, in place of a form that could only fail ("You have already applied").
 */
export function ExistingApplication({ application, jobId }: { application: MyJobApplicationDetail; jobId: number }) {
  const date = formatShortDate(application.applied_at);
  return (
    <section aria-labelledby="existing-application-heading" className="flex flex-col gap-3">
      <h2 id="existing-application-heading" className="text-2xl font-bold text-slate-900">
        You already applied to this job
      </h2>
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <span>{date ? `Applied on ${date}` : 'Applied'}</span>
        <ApplicationStatusBadge status={application.status} />
      </p>
      <h3 className="text-xl font-bold text-slate-900">What you sent</h3>
      <FactList>
        <Fact term="Name">{application.applicant_name || 'Not given'}</Fact>
        <Fact term="Role">{application.applicant_role || 'Not given'}</Fact>
        <Fact term="Experience">{application.applicant_experience || 'Not given'}</Fact>
        <Fact term="Location">{application.applicant_location || 'Not given'}</Fact>
        <Fact term="Skills">{application.applicant_skills || 'Not given'}</Fact>
        <Fact term="Resume">{application.resume_name ?? 'No resume sent'}</Fact>
      </FactList>
      <ul aria-label="What next" className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <Link to={MY_APPLICATIONS_PATH} className="font-semibold text-brand-800 underline">
            My applications
          </Link>{' '}
          (follow its status, contact the employer or cancel it)
        </li>
        <li>
          <Link to={jobPagePath(jobId)} className="font-semibold text-brand-800 underline">
            Back to the job
          </Link>
        </li>
      </ul>
    </section>
  );
}
