import { formatNotificationDate, type AdminDecisionAction } from '@kakayahan/contracts';
import { useEffect, useMemo } from 'react';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useAdminDecisions } from '../api/get-admin-decisions';
import {
  cellClasses,
  EmptyState,
  headerCellClasses,
  LoadFailure,
  tableClasses,
  TableRegion,
} from '../components/admin-table';
import { StatusBadge } from '../components/status-badge';

export const LOAD_DECISIONS_ERROR = 'Failed to load decision history. Please try again.';

const ACTION_LABEL: Record<AdminDecisionAction, { text: string; tone: 'positive' | 'waiting' | 'neutral' }> = {
  approve: { text: 'Approved', tone: 'positive' },
  reject: { text: 'Rejected', tone: 'waiting' },
  delete_user: { text: 'Deleted user', tone: 'neutral' },
};

/** /admin/decisions: who approved, rejected or deleted whom, when and why — the admins' audit trail. */
export default function AdminDecisionsPage() {
  const query = useAdminDecisions();
  const decisions = useMemo(
    () =>
      query.data ? [...query.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)) : undefined,
    [query.data],
  );

  useEffect(() => {
    if (query.error && decisions) console.warn('Could not refresh the decision history', query.error);
  }, [query.error, decisions]);

  let content;
  if (decisions) {
    content =
      decisions.length === 0 ? (
        <EmptyState title="No decisions yet">
          Approvals, rejections and deletions of users will be listed here.
        </EmptyState>
      ) : (
        <TableRegion label="Decision history table">
          <table className={tableClasses}>
            <caption className="sr-only">Recorded admin decisions, newest first</caption>
            <thead>
              <tr>
                {['When', 'Admin', 'Action', 'Person', 'Reason'].map((column) => (
                  <th key={column} scope="col" className={headerCellClasses}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {decisions.map((decision) => {
                const label = ACTION_LABEL[decision.action];
                return (
                  <tr key={decision.id}>
                    <th scope="row" className={`${cellClasses} whitespace-nowrap font-normal`}>
                      <time dateTime={decision.created_at}>
                        {formatNotificationDate(decision.created_at) || decision.created_at}
                      </time>
                    </th>
                    <td className={`${cellClasses} break-all`}>{decision.admin_email}</td>
                    <td className={cellClasses}>
                      <StatusBadge tone={label.tone}>{label.text}</StatusBadge>
                    </td>
                    <td className={cellClasses}>
                      <span className="block font-semibold">{decision.subject_name || 'Name not recorded'}</span>
                      <span className="block break-all">{decision.subject_email}</span>
                    </td>
                    <td className={cellClasses}>{decision.reason?.trim() ? decision.reason : 'No reason given'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      );
  } else if (query.isError) {
    content = (
      <LoadFailure message={LOAD_DECISIONS_ERROR} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    content = <Loading label="Loading decision history…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Decision History</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Every approval, rejection and deletion of a user, with the admin who made it.
      </p>
      {content}
    </div>
  );
}
