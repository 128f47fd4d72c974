import type { AdminReport } from '@kakayahan/contracts';
import { useMemo, useRef, useState } from 'react';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { EmptyState, QueryContent } from '../../admin-users';
import { useAdminReports } from '../api/get-admin-reports';
import { useDismissReport } from '../api/dismiss-report';
import { useResolveReport } from '../api/resolve-report';
import { DeleteContentDialog } from '../components/delete-content-dialog';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { FullContentDialog } from '../components/full-content-dialog';
import { ReportFilterBar, ReportResults } from '../components/report-filters';
import { ReportItem, type ReportAction } from '../components/report-item';
import { DEFAULT_FILTERS, reportedContent, visibleReports } from '../components/report-search';

export const LOAD_REPORTS_ERROR = 'Failed to load reports';
export const RESOLVE_ERROR = 'Failed to resolve report. Please try again.';
export const DISMISS_ERROR = 'Failed to dismiss report. Please try again.';
export const REFRESHED_MESSAGE = 'Reports refreshed.';

/** The server's own explanation of a refused request (e.g. "Report not found."), if it gave one. */
function serverExplanation(error: unknown): string | null {
  return error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}

/** The spec's load failure: the server's message, or "Failed to load reports". */
function loadErrorMessage(error: unknown): string {
  return serverExplanation(error) ?? LOAD_REPORTS_ERROR;
}

/** A failed action's message, followed by the server's explanation when there is one. */
function failureText(message: string, error: unknown): string {
  const detail = serverExplanation(error);
  return detail ? `${message} ${detail}` : message;
}

/** The confirmation of Delete Content: a job post's own (its applications go too), or a post's or comment's. */
function DeleteDialog({
  report,
  onClose,
  onDeleted,
}: {
  report: AdminReport;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const contentId = reportedContent(report).id;
  if (contentId === null) return null;
  return report.content_type === 'job' ? (
    <DeleteJobDialog report={report} jobId={contentId} onClose={onClose} onDeleted={onDeleted} />
  ) : (
    <DeleteContentDialog
      report={report}
      contentType={report.content_type}
      contentId={contentId}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

/**
 * /admin/manage-reports: the reports of forum posts, comments and job posts, searchable and filterable,
 * each expandable to its details and the reported content, with Resolve, Dismiss and Delete Content.
 */
export default function ManageReportsPage() {
  const query = useAdminReports();
  const resolve = useResolveReport();
  const dismiss = useDismissReport();
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [dialog, setDialog] = useState<{ kind: 'view' | 'delete'; report: AdminReport } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [refreshNote, setRefreshNote] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const reports = query.data;

  const visible = useMemo(() => (reports ? visibleReports(reports, filters) : []), [reports, filters]);

  function pendingActionFor(report: AdminReport): ReportAction | null {
    if (resolve.isPending && resolve.variables === report.id) return 'resolve';
    if (dismiss.isPending && dismiss.variables === report.id) return 'dismiss';
    return null;
  }

  function handleAction(kind: ReportAction, report: AdminReport) {
    setFeedback(null);
    setRefreshNote('');
    if (kind === 'view' || kind === 'delete') {
      setDialog({ kind, report });
      return;
    }
    const [mutation, done, failed] =
      kind === 'resolve' ? [resolve, 'resolved', RESOLVE_ERROR] : [dismiss, 'dismissed', DISMISS_ERROR];
    mutation.mutate(report.id, {
      onSuccess: () => setFeedback({ tone: 'success', text: `Report #${report.id} ${done}.` }),
      onError: (error) => setFeedback({ tone: 'error', text: failureText(failed, error) }),
    });
  }

  async function handleRefresh() {
    setRefreshNote('Refreshing reports…');
    const result = await query.refetch();
    setRefreshNote(
      result.isError ? `Could not refresh the reports. ${loadErrorMessage(result.error)}` : REFRESHED_MESSAGE,
    );
  }

  function handleClearFilters() {
    setFilters(DEFAULT_FILTERS);
    // Clear Filters goes away with the empty result; continue from the search box.
    searchRef.current?.focus();
  }

  function handleDeleted(message: string) {
    setDialog(null);
    setFeedback({ tone: 'success', text: message });
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Reported Content Management</PageHeading>
        <Button variant="secondary" onPress={() => void handleRefresh()} isPending={query.isFetching}>
          {query.isFetching ? (
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin rounded-full border-2 border-slate-400 border-t-brand-700"
            />
          ) : null}
          Refresh Reports
        </Button>
      </div>
      <LiveRegion className="text-slate-800">{refreshNote}</LiveRegion>
      <ActionFeedback feedback={feedback} />
      <QueryContent
        query={query}
        loadError={loadErrorMessage(query.error)}
        loadingLabel="Loading reports…"
        refreshWarning="Could not refresh reports"
      >
        {(all) =>
          all.length === 0 ? (
            <EmptyState title="No reports">
              Forum posts and comments, and job posts, that people report will appear here.
            </EmptyState>
          ) : (
            <>
              <ReportFilterBar filters={filters} onChange={setFilters} searchRef={searchRef} />
              <ReportResults shown={visible.length} total={all.length} onClearFilters={handleClearFilters}>
                <ul aria-label="Reports" className="flex flex-col gap-4">
                  {visible.map((report) => (
                    <ReportItem
                      key={report.id}
                      report={report}
                      pendingAction={pendingActionFor(report)}
                      onAction={handleAction}
                    />
                  ))}
                </ul>
              </ReportResults>
            </>
          )
        }
      </QueryContent>
      {dialog?.kind === 'view' ? <FullContentDialog report={dialog.report} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog report={dialog.report} onClose={() => setDialog(null)} onDeleted={handleDeleted} />
      ) : null}
    </div>
  );
}
