import type { ApplicationStatus } from '@kakayahan/contracts';

const looks: Record<ApplicationStatus, { classes: string; icon: string }> = {
  Pending: { classes: 'border-amber-700 bg-amber-50 text-amber-950', icon: '…' },
  Approved: { classes: 'border-green-700 bg-green-50 text-green-900', icon: '✓' },
  Declined: { classes: 'border-red-700 bg-red-50 text-red-900', icon: '✕' },
  Interviewed: { classes: 'border-blue-700 bg-blue-50 text-blue-900', icon: '★' },
};

/**
 * An application's status in words, with the spec's colours (Pending yellow, Approved green, Declined
 * red, Interviewed blue) and an icon; the colour only repeats what the word says.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const look = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border-2 px-2 text-sm font-semibold ${look.classes}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {status}
    </span>
  );
}
