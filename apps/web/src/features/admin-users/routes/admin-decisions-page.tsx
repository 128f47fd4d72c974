import { formatNotificationDate, type AdminDecision, type AdminDecisionAction } from '@kakayahan/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { useAdminDecisions } from '../api/get-admin-decisions';
import { EmptyState, QueryContent } from '../components/list-states';
import { StatusBadge } from '../components/status-badge';

export const LOAD_DECISIONS_ERROR = 'Failed to load decision history. Please try again.';

const ACTION_LABEL: Record<AdminDecisionAction, { text: string; tone: 'positive' | 'waiting' | 'neutral' }> = {
  approve: { text: 'Approved', tone: 'positive' },
  reject: { text: 'Rejected', tone: 'waiting' },
  delete_user: { text: 'Deleted user', tone: 'neutral' },
};

const DECISION_COLUMNS: Column<AdminDecision>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap font-normal',
    cell: (decision) => (
      <time dateTime={decision.created_at}>{formatNotificationDate(decision.created_at) || decision.created_at}</time>
    ),
  },
  { header: 'Admin', className: 'break-all', cell: (decision) => decision.admin_email },
  {
    header: 'Action',
    cell: (decision) => {
      const label = ACTION_LABEL[decision.action];
      return <StatusBadge tone={label.tone}>{label.text}</StatusBadge>;
    },
  },
  {
    header: 'Person',
    cell: (decision) => (
      <>
        <span className="block font-semibold">{decision.subject_name || 'Name not recorded'}</span>
        <span className="block break-all">{decision.subject_email}</span>
      </>
    ),
  },
  { header: 'Reason', cell: (decision) => (decision.reason?.trim() ? decision.reason : 'No reason given') },
];

function newestFirst(decisions: readonly AdminDecision[]): AdminDecision[] {
  return [...decisions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** /admin/decisions: who approved, rejected or deleted whom, when and why — the admins' audit trail. */
export default function AdminDecisionsPage() {
  const query = useAdminDecisions();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Decision History</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Every approval, rejection and deletion of a user, with the admin who made it.
      </p>
      <QueryContent
        query={query}
        loadError={LOAD_DECISIONS_ERROR}
        loadingLabel="Loading decision history…"
        refreshWarning="Could not refresh the decision history"
      >
        {(decisions) =>
          decisions.length === 0 ? (
            <EmptyState title="No decisions yet">
              Approvals, rejections and deletions of users will be listed here.
            </EmptyState>
          ) : (
            <DataTable
              label="Decision history table"
              caption="Recorded admin decisions, newest first"
              rows={newestFirst(decisions)}
              rowKey={(decision) => decision.id}
              columns={DECISION_COLUMNS}
            />
          )
        }
      </QueryContent>
    </div>
  );
}
