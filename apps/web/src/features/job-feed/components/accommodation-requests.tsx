import {
  ACCOMMODATION_ANSWER_NAMES,
  ACCOMMODATION_NAMES,
  ACCOMMODATION_NOT_ANSWERED,
  type AccommodationRequest,
} from '@kakayahan/contracts';

export const DISCLOSED_WORDS = 'Shown to the employer';
export const NOT_DISCLOSED_WORDS = 'Not disclosed';

/** Whether the employer sees the disability type, in words (issue 16). */
export function disclosureInWords(isDisclosed: boolean): string {
  return isDisclosed ? DISCLOSED_WORDS : NOT_DISCLOSED_WORDS;
}

/** One request and the employer's answer in words: "Remote interview — Arranged". */
export function requestInWords({ kind, answer }: AccommodationRequest): string {
  return `${ACCOMMODATION_NAMES[kind]} — ${answer ? ACCOMMODATION_ANSWER_NAMES[answer] : ACCOMMODATION_NOT_ANSWERED}`;
}

/**
 * The accommodations asked for the hiring process, each with the employer's answer in words, and the
 * note. Nothing when nothing was asked and no note was written.
 */
export function AccommodationRequestList({
  requests,
  note,
  label,
}: {
  requests: readonly AccommodationRequest[];
  note: string;
  /** The list's accessible name (one list per application on a page of many). */
  label: string;
}) {
  if (requests.length === 0 && note.trim() === '') return null;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="font-semibold text-slate-900">Your requests for the hiring process</h3>
      {requests.length > 0 ? (
        <ul aria-label={label} className="flex list-disc flex-col gap-1 pl-6 text-slate-800">
          {requests.map((request) => (
            <li key={request.kind} className="break-words">
              {requestInWords(request)}
            </li>
          ))}
        </ul>
      ) : null}
      {note.trim() ? (
        <p className="break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold text-slate-900">Note: </span>
          {note}
        </p>
      ) : null}
    </div>
  );
}
