import { ADMIN_PAGE_SIZE } from '@kakayahan/contracts';
import { useEffect, useId, useRef } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { pageCountOf, Pagination } from '../../../components/ui/pagination';
import { EmptyState } from '../../admin-users';
import { useAuditLog, type AuditLogPage } from '../api/get-audit-log';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { auditQuery, dateErrors, hasFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { useAuditFilters } from '../components/use-audit-filters';

export const LOAD_AUDIT_LOG_ERROR = 'Failed to load the audit log. Please try again.';

/** "1 record found", "41 records found". */
export function recordsFoundText(total: number): string {
  return `${total} ${total === 1 ? 'record' : 'records'} found`;
}

/** The server's own words for a refused filter (a 400, e.g. a search too long), else the load failure. */
function loadError(error: unknown): string {
  return error instanceof ApiError && error.isServerMessage && error.status === 400
    ? error.message
    : LOAD_AUDIT_LOG_ERROR;
}

/** The number of matching records: the server's count, else (no header) what this page holds. */
function totalOf(page: AuditLogPage): number {
  return page.total ?? page.entries.length;
}

/**
 * /admin/audit-log: every admin action — who, when, what, about whom or what, and why — newest first,
 * searched, filtered by action and dates, and paged on the server. The filters live in the address.
 */
export default function AuditLogPage() {
  const state = useAuditFilters();
  const { filters, update } = state;
  const errors = dateErrors(filters);
  const isValid = !errors.from && !errors.to;
  const query = useAuditLog(auditQuery(filters), isValid);
  const searchBoxRef = useRef<HTMLDivElement>(null);
  const recordsHeadingRef = useRef<HTMLHeadingElement>(null);
  const recordsHeadingId = useId();
  // Set when Previous or Next is pressed: the records' heading takes the focus once the new page is shown
  // (the pressed button may become disabled on the first or last page and lose it).
  const focusNewPage = useRef(false);
  const shown = isValid ? query.data : undefined;
  const settled = query.isPlaceholderData ? undefined : shown;
  const pageCount = settled ? pageCountOf(totalOf(settled), ADMIN_PAGE_SIZE) : 1;

  useEffect(() => {
    if (!settled || !focusNewPage.current) return;
    focusNewPage.current = false;
    recordsHeadingRef.current?.focus();
  }, [settled]);

  useEffect(() => {
    // A page past the end (records went, or an old link): show the last page that has records.
    if (settled && settled.entries.length === 0 && filters.page > 1 && totalOf(settled) > 0) {
      update({ page: pageCount });
    }
  }, [settled, filters.page, pageCount, update]);

  function handlePage(page: number) {
    focusNewPage.current = true;
    update({ page });
  }

  function handleClear() {
    state.clear();
    // Clear filters may go away with the empty result; continue from the search box.
    searchBoxRef.current?.querySelector('input')?.focus();
  }

  let content;
  if (!isValid) {
    content = <p className="text-slate-800">Correct the dates above to see the records.</p>;
  } else if (shown && shown.entries.length === 0 && totalOf(shown) === 0) {
    content = hasFilters(filters) ? (
      <div className="flex flex-col items-center gap-3">
        <EmptyState title="No records match your filters.">
          Try other words or dates, or clear the filters to see every record.
        </EmptyState>
        <Button variant="secondary" onPress={handleClear}>
          Clear filters
        </Button>
      </div>
    ) : (
      <EmptyState title="No records yet">
        Approvals, rejections, deletions and report decisions will be listed here.
      </EmptyState>
    );
  } else if (shown) {
    content = (
      <section aria-labelledby={recordsHeadingId} className="flex min-w-0 flex-col gap-4">
        <h2
          id={recordsHeadingId}
          ref={recordsHeadingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline"
        >
          Records
        </h2>
        <AuditTable entries={shown.entries} />
        <Pagination label="Pages of the audit log" page={filters.page} pageCount={pageCount} onPage={handlePage} />
      </section>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed message={loadError(query.error)} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    content = <Loading label="Loading the audit log…" />;
  }

  let status = '';
  if (shown && query.isPlaceholderData) status = 'Loading records…';
  else if (settled) status = recordsFoundText(totalOf(settled));

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeading>Audit Log</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Every action an admin takes is recorded here: who took it, when, what it was, about whom or what, and the reason
        given. People are named by name and e-mail, never by an ID number.
      </p>
      <AuditFilterBar state={state} errors={errors} searchBoxRef={searchBoxRef} />
      <LiveRegion className="font-semibold text-slate-900">{status}</LiveRegion>
      {content}
    </div>
  );
}
