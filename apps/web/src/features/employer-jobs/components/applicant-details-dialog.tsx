import type { Applicant } from '@kakayahan/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { START_CHAT_WITH_APPLICANT_FAILED, StartChatButton } from '../../chat';
import { useResumeLink } from '../api/get-resume-link';
import { AccommodationAnswers } from './accommodation-answers';
import { ApplicationStatusBadge } from './application-status-badge';
import { formatShortDate } from './format-date';

export const RESUME_FAILED = 'Failed to open the resume. Please try again.';
export const DISABILITY_NOT_DISCLOSED = 'Not disclosed';

/**
 * The disability type the applicant chose to show, else "Not disclosed" in words (issue 16). The ID
 * number is never shown: the server does not send it.
 */
export function ApplicantDisability({ disability }: { disability: string | null }) {
  return disability?.trim() ? disability : <span className="text-slate-700">{DISABILITY_NOT_DISCLOSED}</span>;
}

/** A value, or "Not provided" in words when the applicant left it empty. */
function orNotProvided(value: string): ReactNode {
  return value.trim() ? value : <span className="text-slate-700">Not provided</span>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mb-2 whitespace-pre-line break-words sm:mb-0">{children}</dd>
    </>
  );
}

/** Everything the employer knows about one applicant, with their public profile, resume and a chat. */
export function ApplicantDetailsDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const name = applicant.applicant_name;
  return (
    <ActionDialog title={`Applicant: ${name}`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <Detail term="Name">{orNotProvided(name)}</Detail>
          <Detail term="Applied for">{applicant.job_post__job_title}</Detail>
          <Detail term="Status">
            <ApplicationStatusBadge status={applicant.application_status} />
          </Detail>
          <Detail term="Applied on">
            <time dateTime={applicant.applied_date}>{formatShortDate(applicant.applied_date)}</time>
          </Detail>
          <Detail term="Role">{orNotProvided(applicant.applicant_role)}</Detail>
          <Detail term="Location">{orNotProvided(applicant.applicant_location)}</Detail>
          <Detail term="Skills">{orNotProvided(applicant.applicant_skills)}</Detail>
          <Detail term="Experience">{orNotProvided(applicant.applicant_experience)}</Detail>
          <Detail term="Disability">
            <ApplicantDisability disability={applicant.applicant_disability} />
          </Detail>
          <Detail term="Contact number">
            {applicant.applicant__employeeprofile__contact_no.trim() ? (
              <a href={`tel:${applicant.applicant__employeeprofile__contact_no.replace(/[^\d+]/gu, '')}`}>
                {applicant.applicant__employeeprofile__contact_no}
              </a>
            ) : (
              orNotProvided('')
            )}
          </Detail>
        </dl>
        <AccommodationAnswers applicant={applicant} />
        <p>
          <Link to={`/job-seeker/profile/${applicant.applicant__id}`}>View the public profile of {name}</Link>
        </p>
        {applicant.has_resume ? <ResumeButton applicant={applicant} /> : <p>No resume was attached.</p>}
        <StartChatButton
          otherUserId={applicant.applicant__id}
          jobPostId={applicant.job_post__id}
          failureMessage={START_CHAT_WITH_APPLICANT_FAILED}
        >
          Contact Applicant<span className="sr-only">: {name}</span>
        </StartChatButton>
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}

/**
 * Open resume: asks for a short-lived signed link and opens it in a new tab. The tab is opened at the
 * press itself (pop-up blockers allow that, but not a tab opened after waiting for the network) and
 * sent to the link once it arrives; if the browser refused the tab, the link is offered instead.
 */
function ResumeButton({ applicant }: { applicant: Applicant }) {
  const resume = useResumeLink();
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);

  function handleOpen() {
    setRefusedUrl(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    resume.mutate(applicant.application_id, {
      onSuccess: ({ url }) => {
        const href = new URL(url, window.location.href).href;
        if (tab) tab.location.href = href;
        else setRefusedUrl(href);
      },
      onError: (error) => {
        tab?.close();
        console.warn('Could not get the resume link', error);
      },
    });
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onPress={handleOpen} isPending={resume.isPending}>
        Open resume<span className="sr-only"> of {applicant.applicant_name} (opens in a new tab)</span>
      </Button>
      {resume.isError ? <Alert tone="error">{RESUME_FAILED}</Alert> : null}
      {refusedUrl ? (
        <p>
          Your browser blocked the new tab.{' '}
          <a href={refusedUrl} target="_blank" rel="noopener noreferrer">
            Open the resume of {applicant.applicant_name} (new tab)
          </a>
        </p>
      ) : null}
    </div>
  );
}
