import type { JobFairDecision, JobFairParticipant, JobFairRegistrationStatus } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { UserText } from '../../../../components/ui/user-text';
import {
  accommodationLabels,
  DECISION_LABELS,
  formatManilaDate,
  formatManilaTime,
  hasAccommodationRequest,
  statusInWords,
} from './participant-format';

const badgeClasses = 'inline-flex items-center gap-1 rounded-full border-2 px-2 text-sm font-semibold';

const statusLooks: Record<JobFairRegistrationStatus, { classes: string; icon: string }> = {
  registered: { classes: 'border-green-700 bg-green-50 text-green-900', icon: '✓' },
  waitlisted: { classes: 'border-amber-700 bg-amber-50 text-amber-950', icon: '…' },
  cancelled: { classes: 'border-slate-600 bg-slate-100 text-slate-900', icon: '✕' },
};

/** The registration's place in words (colour and icon only repeat it). */
export function StatusBadge({ participant }: { participant: JobFairParticipant }) {
  const look = statusLooks[participant.status];
  return (
    <span className={`${badgeClasses} ${look.classes}`}>
      <span aria-hidden="true">{look.icon}</span>
      {statusInWords(participant)}
    </span>
  );
}

const decisionLooks: Record<JobFairDecision, { classes: string; icon: string }> = {
  Pending: { classes: 'border-slate-500 bg-white text-slate-900', icon: '…' },
  Invited: { classes: 'border-blue-700 bg-blue-50 text-blue-900', icon: '★' },
  Declined: { classes: 'border-red-700 bg-red-50 text-red-900', icon: '✕' },
};

/** The employer's answer so far, in words. */
export function DecisionBadge({ decision }: { decision: JobFairDecision }) {
  const look = decisionLooks[decision];
  return (
    <span className={`${badgeClasses} ${look.classes}`}>
      <span aria-hidden="true">{look.icon}</span>
      {DECISION_LABELS[decision]}
    </span>
  );
}

/** "Checked in at 9:05 AM", or "Not checked in yet". */
export function CheckInState({ checkedInAt }: { checkedInAt: string | null }) {
  if (!checkedInAt) return <span>Not checked in yet</span>;
  return (
    <span className={`${badgeClasses} border-green-700 bg-green-50 text-green-900`}>
      <span aria-hidden="true">✓</span>
      Checked in at <time dateTime={checkedInAt}>{formatManilaTime(checkedInAt)}</time>
    </span>
  );
}

/**
 * The registration date; when it came after the fair's date, it says so in words (the original only
 * turned the date red).
 */
export function RegisteredOn({ participant }: { participant: JobFairParticipant }) {
  return (
    <>
      <time dateTime={participant.registered_at}>{formatManilaDate(participant.registered_at)}</time>
      {participant.registered_after_fair ? (
        <span className="ml-2 font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>Registered after the fair date
        </span>
      ) : null}
    </>
  );
}

/**
 * What the participant asked for, highlighted so the employer can prepare it. The note is their own text,
 * shown as text.
 */
export function AccommodationRequest({ participant }: { participant: JobFairParticipant }) {
  if (!hasAccommodationRequest(participant)) return <p className="text-slate-800">No accommodations requested.</p>;
  const labels = accommodationLabels(participant);
  return (
    <div className="rounded-md border-2 border-l-8 border-amber-700 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">
        <span aria-hidden="true">! </span>Accommodations requested — please prepare:
      </p>
      {labels.length > 0 ? (
        <ul className="ml-6 list-disc">
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      {participant.accommodation_note.trim() ? (
        <div className="mt-1">
          <span className="font-semibold">Note from the participant: </span>
          <UserText as="span" text={participant.accommodation_note} className="text-amber-950" />
        </div>
      ) : null}
    </div>
  );
}

/** One term and its value in a definition list that stacks on a narrow screen. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mb-2 break-words sm:mb-0">{children}</dd>
    </>
  );
}

/** A value the participant left empty, said in words. */
export function orNotProvided(value: string): ReactNode {
  return value ? value : <span className="text-slate-700">Not provided</span>;
}

/** The contact e-mail as a mail link. */
export function EmailLink({ email }: { email: string }) {
  return email ? (
    <a href={`mailto:${email}`} className="break-all">
      {email}
    </a>
  ) : (
    orNotProvided('')
  );
}

/** The contact number as a phone link. */
export function PhoneLink({ phone }: { phone: string }) {
  return phone ? <a href={`tel:${phone.replace(/[^\d+]/gu, '')}`}>{phone}</a> : orNotProvided('');
}
