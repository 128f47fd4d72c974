import type { ReactNode } from 'react';

const headerCellClasses = 'border-b-2 border-slate-400 bg-slate-100 px-3 py-2 font-semibold text-slate-900';
const cellClasses = 'border-b border-slate-200 px-3 py-3 align-top text-slate-900';

/** One column of a DataTable: its header, what a row shows in it, and any extra classes for its cells. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The name of the scrollable region around the table. */
  label: string;
  /** The table's name for screen readers (visually hidden). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The width below which the table scrolls sideways, e.g. "min-w-[56rem]". */
  minWidthClass?: string;
}

/**
 * A list as a real table: a caption, column headers (scope="col"), and the first column as each row's
 * header (scope="row"), so a screen reader names the row (the person, the job, the date) when moving
 * across its cells. It scrolls sideways inside its own named, focusable region on a narrow screen
 * (320 px) instead of the whole page.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  minWidthClass = 'min-w-[44rem]',
}: DataTableProps<Row>) {
  return (
    <TableRegion label={label}>
      <table className={`w-full border-collapse text-left ${minWidthClass}`}>
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
 * A wide element that scrolls sideways inside its own box on a narrow screen instead of the whole page.
 * The box is a named, focusable region so keyboard users can scroll it with the arrow keys.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1); it has a role and a name.
    // `relative` makes it the containing block of the cells' visually hidden (absolutely positioned) text, so
    // that text scrolls with the table instead of widening the page on a narrow screen.
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border-2 border-slate-300"
    >
      {children}
    </div>
  );
}
