import type { ApplicationStatus } from '@kakayahan/contracts';

/** The badge colours of document 2 §4 (yellow, green, red, blue), each with an icon and the status in words. */
const styles: Record<ApplicationStatus, { classes: string; icon: string }> = {
  Pending: { classes: 'border-yellow-600 bg-yellow-50 text-yellow-950', icon: '…' },
  Approved: { classes: 'border-green-700 bg-green-50 text-green-900', icon: '✓' },
  Declined: { classes: 'border-red-700 bg-red-50 text-red-900', icon: '✕' },
  Interviewed: { classes: 'border-blue-700 bg-blue-50 text-blue-900', icon: '★' },
};

/** An application's status: the word carries the meaning, the colour only repeats it. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const style = styles[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border-2 px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${style.classes}`}
    >
      <span aria-hidden="true">{style.icon}</span>
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
