import type { Applicant } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ApplicantDisability } from './applicant-details-dialog';
import { ApplicationStatusBadge } from './application-status-badge';
import type { ApplicantActionKind } from './use-dashboard-actions';

/** "Ana Reyes for Web Developer": an applicant may apply to several jobs, so buttons name both. */
function applicationName(applicant: Applicant): string {
  return `${applicant.applicant_name} for ${applicant.job_post__job_title}`;
}

function orDash(value: string) {
  return value.trim() ? value : <span className="text-slate-700">Not provided</span>;
}

/**
 * The applicants to the employer's jobs. View details is always offered; Approve, Decline and Delete
 * only while the application is Pending (document 2 §4). Each button names the application it acts on.
 */
export function ApplicantsSection({
  applicants,
  onAction,
}: {
  applicants: readonly Applicant[];
  onAction: (kind: ApplicantActionKind, applicant: Applicant) => void;
}) {
  return (
    <section aria-labelledby="applicants-heading" className="flex flex-col gap-3">
      <h2 id="applicants-heading" className="text-2xl font-bold text-slate-900">
        Applicants
      </h2>
      {applicants.length === 0 ? (
        <p className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-slate-800">
          No applicants yet. People who apply to your jobs will appear here.
        </p>
      ) : (
        <DataTable
          label="Applicants table"
          caption="Applicants to your jobs"
          cardHeadingLevel={3}
          minWidthClass="min-w-[64rem]"
          rows={applicants}
          rowKey={(applicant) => applicant.application_id}
          columns={[
            { header: 'Name', cell: (a) => a.applicant_name },
            { header: 'Job title', cell: (a) => a.job_post__job_title },
            { header: 'Role', cell: (a) => orDash(a.applicant_role) },
            { header: 'Location', cell: (a) => orDash(a.applicant_location) },
            { header: 'Skills', cell: (a) => orDash(a.applicant_skills), className: 'max-w-56 break-words' },
            { header: 'Disability', cell: (a) => <ApplicantDisability disability={a.applicant_disability} /> },
            { header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.application_status} /> },
            { header: 'Actions', cell: (a) => <ApplicantActions applicant={a} onAction={onAction} /> },
          ]}
        />
      )}
    </section>
  );
}

function ApplicantActions({
  applicant,
  onAction,
}: {
  applicant: Applicant;
  onAction: (kind: ApplicantActionKind, applicant: Applicant) => void;
}) {
  const name = applicationName(applicant);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-label={`View details of ${name}`} onPress={() => onAction('details', applicant)}>
        View details
      </Button>
      {applicant.application_status === 'Pending' ? (
        <>
          <Button aria-label={`Approve ${name}`} onPress={() => onAction('approve', applicant)}>
            Approve
          </Button>
          <Button variant="secondary" aria-label={`Decline ${name}`} onPress={() => onAction('decline', applicant)}>
            Decline
          </Button>
          <Button variant="danger-outline" aria-label={`Delete ${name}`} onPress={() => onAction('delete', applicant)}>
            Delete
          </Button>
        </>
      ) : null}
    </div>
  );
}
