import {
  AUDIT_ACTION_LABELS,
  formatNotificationDate,
  type AuditAction,
  type AuditEntry,
  type AuditSubjectType,
} from '@kakayahan/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../admin-users';

/** What a record is about, in words. */
export const SUBJECT_TYPE_LABELS: Record<AuditSubjectType, string> = {
  job_seeker: 'Job seeker',
  employer: 'Employer',
  post: 'Forum post',
  comment: 'Forum comment',
  job: 'Job post',
  report: 'Report',
};

export const NO_REASON = 'No reason given';

/** The badge's icon and colour only repeat the action's words: approvals, refusals, removals. */
const ACTION_TONES: Record<AuditAction, 'positive' | 'waiting' | 'neutral'> = {
  approve_user: 'positive',
  reject_user: 'waiting',
  delete_user: 'neutral',
  delete_employer: 'neutral',
  approve_employer_verification: 'positive',
  reject_employer_verification: 'waiting',
  delete_post: 'neutral',
  delete_comment: 'neutral',
  delete_job: 'neutral',
  resolve_report: 'positive',
  dismiss_report: 'neutral',
};

const COLUMNS: Column<AuditEntry>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap font-normal',
    cell: (entry) => (
      <time dateTime={entry.created_at}>{formatNotificationDate(entry.created_at) || entry.created_at}</time>
    ),
  },
  { header: 'Admin', className: 'break-all', cell: (entry) => entry.admin_email },
  {
    header: 'Action',
    cell: (entry) => <StatusBadge tone={ACTION_TONES[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</StatusBadge>,
  },
  {
    header: 'Subject',
    // Named by its label, its kind and a person's e-mail; never by an ID number.
    cell: (entry) => (
      <>
        <span className="block font-semibold">{entry.subject_label}</span>
        <span className="block text-slate-700">{SUBJECT_TYPE_LABELS[entry.subject_type]}</span>
        {entry.subject_email ? <span className="block break-all">{entry.subject_email}</span> : null}
      </>
    ),
  },
  {
    header: 'Reason',
    className: 'whitespace-pre-line break-words',
    cell: (entry) => (entry.reason?.trim() ? entry.reason : <span className="italic text-slate-700">{NO_REASON}</span>),
  },
];

/** One page of audit records as a table, newest first. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <DataTable
      label="Audit log table"
      caption="Admin actions, newest first"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidthClass="min-w-[52rem]"
    />
  );
}
