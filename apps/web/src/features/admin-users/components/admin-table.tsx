import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';

const tableClasses = 'w-full min-w-[44rem] border-collapse text-left';
const headerCellClasses = 'border-b-2 border-slate-400 bg-slate-100 px-3 py-2 font-semibold text-slate-900';
const cellClasses = 'border-b border-slate-200 px-3 py-3 align-top text-slate-900';

/** One column of an AdminTable: its header, what a row shows in it, and any extra classes for its cells. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * An admin list as a real table: a caption (for screen readers), column headers, and the first column as
 * each row's header, so a screen reader names the row (user ID, date) when moving across its cells.
 */
export function AdminTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
}: {
  /** The name of the scrollable region around the table. */
  label: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <TableRegion label={label}>
      <table className={tableClasses}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={headerCellClasses}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const className = column.className ? `${cellClasses} ${column.className}` : cellClasses;
                return index === 0 ? (
                  <th key={column.header} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * A wide table that scrolls sideways inside its own box on a narrow screen (320 px) instead of the
 * whole page. The box is a named, focusable region so keyboard users can scroll it with the arrow keys.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1); it has a role and a name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-md border-2 border-slate-300">
      {children}
    </div>
  );
}

/** The message of an empty list, with a short explanation. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <p className="text-slate-800">{children}</p> : null}
    </div>
  );
}

/**
 * What a list page shows for its query: the list once it has loaded, else the load failure with Retry,
 * else the loading message. A failed background refresh keeps the list on screen; it is only logged.
 */
export function QueryContent<Data>({
  query,
  loadError,
  loadingLabel,
  refreshWarning,
  children,
}: {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** The spec's message when the list cannot be loaded. */
  loadError: string;
  loadingLabel: string;
  /** Logged when a refresh fails while the list is shown. */
  refreshWarning: string;
  children: (data: Data) => ReactNode;
}) {
  const { data, error } = query;
  useEffect(() => {
    if (error && data) console.warn(refreshWarning, error);
  }, [error, data, refreshWarning]);

  if (data) return children(data);
  if (query.isError) {
    return <LoadFailure message={loadError} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <Loading label={loadingLabel} />;
}

/** A list that failed to load: the spec's message and a way to try again. */
function LoadFailure({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
