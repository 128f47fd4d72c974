import { formatTin, type AdminEmployerVerification } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatShortDate, registrationTypeText } from './verification-words';

/**
 * The registrations waiting for a check, oldest first; each row's Review button names the company it
 * opens. The registration's kind is its short code (DTI, SEC, CDA), which admins know, with the words on
 * hover and in the review dialog, so the table stays narrow.
 */
export function VerificationsTable({
  verifications,
  onReview,
}: {
  verifications: readonly AdminEmployerVerification[];
  onReview: (verification: AdminEmployerVerification) => void;
}) {
  return (
    <DataTable
      label="Employers waiting for verification table"
      caption="Employers waiting for verification"
      rows={verifications}
      rowKey={(v) => v.employer_id}
      minWidthClass="min-w-[52rem]"
      columns={[
        { header: 'Company', className: 'font-semibold break-words', cell: (v) => v.comp_name },
        {
          header: 'Contact',
          cell: (v) => (
            <>
              <span className="block">{v.contact_name}</span>
              <span className="block break-all text-slate-800">{v.email}</span>
            </>
          ),
        },
        {
          header: 'Registration',
          cell: (v) => (
            <>
              <abbr title={registrationTypeText(v.registration_type)} className="font-semibold">
                {v.registration_type}
              </abbr>{' '}
              <span className="break-all">{v.registration_number}</span>
            </>
          ),
        },
        { header: 'TIN', className: 'whitespace-nowrap', cell: (v) => formatTin(v.tin) },
        {
          header: 'Submitted',
          className: 'whitespace-nowrap',
          cell: (v) => <time dateTime={v.submitted_at}>{formatShortDate(v.submitted_at)}</time>,
        },
        {
          header: 'Actions',
          cell: (v) => (
            <Button variant="secondary" aria-label={`Review ${v.comp_name}`} onPress={() => onReview(v)}>
              Review
            </Button>
          ),
        },
      ]}
    />
  );
}
