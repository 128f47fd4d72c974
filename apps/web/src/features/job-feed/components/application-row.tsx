import { formatSalary, type MyApplication } from '@kakayahan/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { START_CHAT_WITH_EMPLOYER_FAILED, StartChatButton } from '../../chat';
import { ApplicationDisclosure } from './application-disclosure';
import { applicationCompany, applicationLocation, applicationTitle } from './application-list';
import { ApplicationStatusBadge } from './application-status-badge';
import { jobPagePath } from './job-paths';
import { formatShortDate } from './job-words';
import { Fact, FactList } from './job-summary';

/**
 * One application: title, status in words, company and location; whether the employer sees the disability
 * type (changeable while pending) and the requests with their answers. A Details button (aria-expanded)
 * opens the dates, job type, category and salary. The title links to the job page. Contact Employer opens
 * the chat with the job's employer; Cancel Application (the lightest button) opens the page's confirmation.
 */
export function ApplicationRow({
  application,
  onCancel,
}: {
  application: MyApplication;
  onCancel: (application: MyApplication) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const title = applicationTitle(application);
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="min-w-0 text-xl font-bold break-words text-slate-900">
          <Link to={jobPagePath(application.job_id)} className="text-brand-800 underline">
            {title}
          </Link>
        </h2>
        <ApplicationStatusBadge status={application.application_status} />
      </div>
      <FactList>
        <Fact term="Company">{applicationCompany(application)}</Fact>
        <Fact term="Location">{applicationLocation(application)}</Fact>
      </FactList>
      <ApplicationDisclosure application={application} title={title} />
      <div className="flex flex-wrap items-start gap-2">
        <Button
          variant="secondary"
          aria-expanded={isExpanded}
          aria-controls={`${id}-details`}
          onPress={() => setIsExpanded((open) => !open)}
        >
          <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
          Details<span className="sr-only">: {title}</span>
        </Button>
        <StartChatButton
          otherUserId={application.posted_by_id}
          jobPostId={application.job_id}
          failureMessage={START_CHAT_WITH_EMPLOYER_FAILED}
        >
          Contact Employer<span className="sr-only">: {applicationCompany(application)}</span>
        </StartChatButton>
        {/* Destructive, so the lightest button of the card (issue 14); the dialog asks before anything goes. */}
        <Button variant="ghost" onPress={() => onCancel(application)}>
          Cancel Application<span className="sr-only">: {title}</span>
        </Button>
      </div>
      <div id={`${id}-details`} hidden={!isExpanded} className="rounded-md bg-slate-50 p-3">
        <FactList>
          <Fact term="Applied on">{formatShortDate(application.applied_date) || 'Unknown'}</Fact>
          <Fact term="Job type">{application.job_type || 'Not given'}</Fact>
          <Fact term="Category">{application.category || 'Not given'}</Fact>
          <Fact term="Salary">{formatSalary(application.salary_range)}</Fact>
          <Fact term="Decided on">
            {application.decided_at ? formatShortDate(application.decided_at) : 'Not decided yet'}
          </Fact>
        </FactList>
      </div>
    </article>
  );
}
