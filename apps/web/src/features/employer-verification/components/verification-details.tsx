import { formatTin, type EmployerVerification } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { formatShortDate, registrationTypeText } from './verification-words';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-semibold text-slate-900 sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A date in words inside a <time>, or nothing when there is none. */
function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatShortDate(value)}</time>;
}

/** What the employer sent: kind, number, TIN (grouped as printed), the certificate's name and the dates. */
export function VerificationDetails({ verification }: { verification: EmployerVerification }) {
  const v = verification;
  return (
    <dl className="flex flex-col gap-2">
      {v.registration_type ? (
        <Detail term="Kind of registration">{registrationTypeText(v.registration_type)}</Detail>
      ) : null}
      {v.registration_number ? <Detail term="Registration number">{v.registration_number}</Detail> : null}
      {v.tin ? <Detail term="TIN">{formatTin(v.tin)}</Detail> : null}
      {v.document_name ? <Detail term="Certificate">{v.document_name}</Detail> : null}
      {v.submitted_at ? (
        <Detail term="Sent on">
          <DateText value={v.submitted_at} />
        </Detail>
      ) : null}
      {v.status === 'verified' && v.decided_at ? (
        <Detail term="Verified on">
          <DateText value={v.decided_at} />
        </Detail>
      ) : null}
    </dl>
  );
}
