import { VERIFIED_EMPLOYER_LABEL } from '@kakayahan/contracts';

/**
 * The "Verified employer" badge: an admin checked the company's business registration. Always the words
 * with the check mark (the mark alone would be a colour-and-shape signal only). It sits beside the company
 * name and wraps under it when the line is full; in a column narrower than itself (a job card's value at
 * 320 px) its words wrap inside it rather than pushing the page wider than the screen.
 */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border-2 border-green-700 bg-green-50 px-2 py-0.5 max-w-full text-sm font-semibold text-green-900">
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
