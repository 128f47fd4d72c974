import type { AdminEmployerRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { CompanyLogo, EmailLink, PhoneLink, VerificationBadge, WebsiteLink } from './employer-parts';
import { companyName, formatShortDate, orNotProvided } from './employer-words';

export type EmployerAction = 'view' | 'delete';

/**
 * Manage Employers' table. The company is each row's header (with its verification in words), so a screen
 * reader names the company when moving across the row; every button says which company it acts on. Few
 * enough columns to fit beside the admin sidebar on a laptop; the full profile is in View.
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
      minWidthClass="min-w-[50rem]"
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
                {/* Read after the name as "Malasakit Care, Verified employer". */}
                <span className="sr-only">, </span>
                <span className="mt-1 font-normal">
                  <VerificationBadge status={employer.verification_status} />
                </span>
              </span>
            </span>
          ),
        },
        {
          header: 'Industry and location',
          cell: (employer) => (
            <span className="flex flex-col gap-1">
              <span>{orNotProvided(employer.industry)}</span>
              <span>{orNotProvided(employer.location)}</span>
            </span>
          ),
        },
        {
          header: 'Contact and website',
          cell: (employer) => (
            <span className="flex flex-col gap-1">
              <span>{employer.contact_name.trim() || 'No contact name'}</span>
              <EmailLink email={employer.email} />
              <span>
                <PhoneLink phone={employer.contact_no} missing="No phone number" />
              </span>
              <span>
                <WebsiteLink employer={employer} />
              </span>
            </span>
          ),
        },
        {
          header: 'Joined',
          className: 'whitespace-nowrap',
          cell: (employer) => <time dateTime={employer.date_joined}>{formatShortDate(employer.date_joined)}</time>,
        },
        { header: 'Jobs posted', className: 'text-right tabular-nums', cell: (employer) => employer.jobs_posted },
        {
          header: 'Actions',
          cell: (employer) => {
            const name = companyName(employer);
            return (
              <div className="flex flex-col gap-2">
                <Button variant="secondary" aria-label={`View ${name}`} onPress={() => onAction('view', employer)}>
                  View
                </Button>
                <Button
                  variant="danger-outline"
                  aria-label={`Delete ${name}`}
                  onPress={() => onAction('delete', employer)}
                >
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
