import { ADMIN_EMPLOYER_MESSAGES, type AdminEmployerDetail, type AdminEmployerRecord } from '@kakayahan/contracts';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { UserText } from '../../../components/ui/user-text';
import { ApiError } from '../../../lib/api-client';
import { Detail, DetailsList } from '../../admin-users';
import { useEmployer } from '../api/get-employer';
import { DeleteEmployerDialog } from './delete-employer-dialog';
import { CompanyLogo, EmailLink, PhoneLink, VerificationBadge, WebsiteLink } from './employer-parts';
import { EmployerJobs } from './employer-jobs';
import { companyName, formatShortDate, orNotProvided } from './employer-words';

const LOAD_ONE = "Failed to load this employer's details. Please try again.";

/** The full company profile, every field labelled; the description keeps its line breaks. */
function EmployerProfile({ employer }: { employer: AdminEmployerDetail }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <CompanyLogo employer={employer} size="lg" />
        <VerificationBadge status={employer.verification_status} />
      </div>
      {employer.has_profile ? null : (
        <Alert tone="info">Profile not completed: this employer has not filled in their company profile yet.</Alert>
      )}
      <DetailsList>
        <Detail term="Company">{orNotProvided(employer.comp_name)}</Detail>
        <Detail term="Industry">{orNotProvided(employer.industry)}</Detail>
        <Detail term="Location">{orNotProvided(employer.location)}</Detail>
        <Detail term="Website">
          <WebsiteLink employer={employer} />
        </Detail>
        <Detail term="Contact person">{orNotProvided(employer.contact_name)}</Detail>
        <Detail term="Email">
          <EmailLink email={employer.email} />
        </Detail>
        <Detail term="Contact number">
          <PhoneLink phone={employer.contact_no} />
        </Detail>
        <Detail term="Joined">
          <time dateTime={employer.date_joined}>{formatShortDate(employer.date_joined)}</time>
        </Detail>
        <Detail term="Verification">
          <VerificationBadge status={employer.verification_status} />
        </Detail>
        <Detail term="Jobs posted">{employer.jobs_posted}</Detail>
        <Detail term="Upcoming job fairs">{employer.upcoming_job_fairs}</Detail>
      </DetailsList>
      <section aria-labelledby={`employer-about-${employer.user_id}`} className="flex flex-col gap-1">
        <h4 id={`employer-about-${employer.user_id}`} className="text-lg font-bold text-slate-900">
          About the company
        </h4>
        {employer.comp_desc.trim() ? <UserText text={employer.comp_desc} /> : <p>Not provided</p>}
      </section>
      <EmployerJobs employerId={employer.user_id} jobs={employer.jobs} />
    </>
  );
}

/**
 * Manage Employers' view dialog: the employer's profile, verification, upcoming job fairs and jobs
 * (loaded when it opens), with Close and Delete employer. The confirmation opens inside this dialog, so
 * cancelling it returns the focus to Delete employer; closing returns it to the row's View.
 */
export function EmployerDetailsDialog({
  employer,
  onClose,
  onDeleted,
}: {
  employer: AdminEmployerRecord;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const details = useEmployer(employer.user_id);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = companyName(employer);

  let content: ReactNode;
  if (details.data) {
    content = <EmployerProfile employer={details.data} />;
  } else if (details.isError) {
    content = (
      <LoadFailed
        message={
          details.error instanceof ApiError && details.error.status === 404
            ? ADMIN_EMPLOYER_MESSAGES.employerNotFound
            : LOAD_ONE
        }
        onRetry={() => void details.refetch()}
        isRetrying={details.isFetching}
      />
    );
  } else {
    content = <Loading label={`Loading ${name}…`} />;
  }

  return (
    <ActionDialog title={`Details of ${name}`} onClose={onClose}>
      <div className="flex flex-col gap-5">
        {content}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button variant="danger-outline" onPress={() => setIsDeleting(true)}>
            Delete employer
          </Button>
        </div>
      </div>
      {isDeleting ? (
        <DeleteEmployerDialog
          employer={details.data ?? employer}
          onClose={() => setIsDeleting(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </ActionDialog>
  );
}
