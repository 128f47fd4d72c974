import type { MyJobApplication } from '@kakayahan/contracts';
import { ApplicationStatusBadge } from './application-status-badge';
import { formatShortDate } from './job-words';

/**
 * "Applied on {date}" with the application's status in words (the badge's colour only repeats it), in
 * place of Apply on a job the person already applied to.
 */
export function AppliedState({ application }: { application: MyJobApplication }) {
  const date = formatShortDate(application.applied_at);
  return (
    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
      <span>{date ? `Applied on ${date}` : 'Applied'}</span>
      <ApplicationStatusBadge status={application.status} />
    </p>
  );
}
