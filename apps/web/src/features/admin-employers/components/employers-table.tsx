import type { AdminEmployerRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { CompanyLogo, EmailLink, PhoneLink, VerificationBadge, WebsiteLink } from './employer-parts';
import { companyName, formatShortDate, orNotProvided } from './employer-words';

export type EmployerAction = 'view' | 'delete';

/**
 * Manage Employers' table. The company is each row's header, so a screen reader names the company when
 * moving across the row; every button says which company it acts on.
 */
export function EmployersTable({
  employers,
  onAction,
}: {
  employers: readonly AdminEmployerRecord[];
  onAction: (kind: EmployerAction, employer: AdminEmployerRecord) => void;
}) {
  return (
    <DataTable
      label="Employers table"
      caption="Employers"
      rows={employers}
      rowKey={(employer) => employer.user_id}
      minWidthClass="min-w-[76rem]"
      columns={[
        {
          header: 'Company',
          cell: (employer) => (
            <span className="flex items-start gap-2">
              <CompanyLogo employer={employer} />
              <span className="flex min-w-0 flex-col">
                <span className="break-words font-semibold">{companyName(employer)}</span>
                {employer.has_profile ? null : (
                  <span className="text-sm font-normal text-slate-800">Profile not completed</span>
                )}
              </span>
            </span>
          ),
        },
        { header: 'Industry', cell: (employer) => orNotProvided(employer.industry) },
        { header: 'Location', cell: (employer) => orNotProvided(employer.location) },
        {
          header: 'Contact',
          cell: (employer) => (
            <span className="flex flex-col gap-1">
              <span>{employer.contact_name.trim() || 'No contact name'}</span>
              <EmailLink email={employer.email} />
              <PhoneLink phone={employer.contact_no} missing="No phone number" />
            </span>
          ),
        },
        { header: 'Website', className: 'max-w-48', cell: (employer) => <WebsiteLink employer={employer} /> },
        {
          header: 'Joined',
          className: 'whitespace-nowrap',
          cell: (employer) => <time dateTime={employer.date_joined}>{formatShortDate(employer.date_joined)}</time>,
        },
        { header: 'Jobs posted', className: 'text-right tabular-nums', cell: (employer) => employer.jobs_posted },
        { header: 'Verification', cell: (employer) => <VerificationBadge status={employer.verification_status} /> },
        {
          header: 'Actions',
          cell: (employer) => {
            const name = companyName(employer);
            return (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" aria-label={`View ${name}`} onPress={() => onAction('view', employer)}>
                  View
                </Button>
                <Button variant="danger" aria-label={`Delete ${name}`} onPress={() => onAction('delete', employer)}>
                  Delete
                </Button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
