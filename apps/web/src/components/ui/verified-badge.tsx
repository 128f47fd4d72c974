import { VERIFIED_EMPLOYER_LABEL } from '@kakayahan/contracts';

/**
 * The "Verified employer" badge: an admin checked the company's business registration. Always the words
 * with the check mark (the mark alone would be a colour-and-shape signal only); it stays on one line and is
 * narrow enough to sit beside a company name at 320 px.
 */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border-2 border-green-700 bg-green-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-green-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 18 18"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <polyline points="3 9.5 7.5 14 15 4.5" />
      </svg>
      {VERIFIED_EMPLOYER_LABEL}
    </span>
  );
}
