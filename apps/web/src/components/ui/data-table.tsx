import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_TABLE_QUERY } from './use-media-query';

const headerCellClasses = 'border-b-2 border-slate-400 bg-slate-100 px-3 py-2 font-semibold text-slate-900';
const cellClasses = 'border-b border-slate-200 px-3 py-3 align-top text-slate-900';

/** One column of a DataTable: its header, what a row shows in it, and any extra classes for its cells. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /**
   * The row's buttons: on a card they stand on their own under the facts, without a label. A column
   * headed "Actions" is one unless told otherwise.
   */
  isActions?: boolean;
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
  /**
   * On a narrow screen each row is a card titled by its first cell: a heading of this level when the
   * page's outline has room for one (the table's section heading is one level up), else bold text.
   */
  cardHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * From which width the rows are a table (default 768 px): a table with many columns whose buttons would
   * otherwise scroll out of view asks for more, and is a list of cards below it.
   */
  wideQuery?: string;
  /** A card's title when the first column is not a good one (an id number); the first column is then a fact. */
  cardTitle?: (row: Row) => ReactNode;
}

/**
 * A list as a real table: a caption, column headers (scope="col"), and the first column as each row's
 * header (scope="row"), so a screen reader names the row (the person, the job, the date) when moving
 * across its cells. Below 768 px (a phone, a tablet upright, 200 % zoom) each row becomes a card with
 * every fact labelled and its buttons in view, so nothing needs sideways scrolling (DataCards).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const isWide = useMediaQuery(props.wideQuery ?? WIDE_TABLE_QUERY, true);
  return isWide ? <WideTable {...props} /> : <DataCards {...props} />;
}

const isActionsColumn = <Row,>(column: Column<Row>) => column.isActions ?? column.header === 'Actions';

/** The wide form: a table that scrolls sideways inside its own named, focusable region when it must. */
function WideTable<Row>({
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
 * The narrow form: a list named by the caption, one card per row, titled by the row's first cell, then
 * each other column as a labelled fact (a description list), then the row's buttons, wrapping as needed.
 */
export function DataCards<Row>({ caption, columns, rows, rowKey, cardHeadingLevel, cardTitle }: DataTableProps<Row>) {
  const [firstColumn, ...others] = columns;
  const titleColumn = cardTitle ? { header: '', cell: cardTitle } : firstColumn;
  const rest = cardTitle ? columns : others;
  const facts = rest.filter((column) => !isActionsColumn(column));
  const actions = rest.filter((column) => isActionsColumn(column));
  const Title = cardHeadingLevel ? (`h${cardHeadingLevel}` as const) : 'p';
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="flex min-w-0 flex-col gap-3 rounded-md border-2 border-slate-300 bg-white p-4">
          {titleColumn ? (
            <Title className="text-lg font-bold break-words text-slate-900">{titleColumn.cell(row)}</Title>
          ) : null}
          {facts.length > 0 ? (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
              {facts.map((column) => (
                <div key={column.header} className="min-w-0">
                  <dt className="text-sm font-semibold text-slate-700">{column.header}</dt>
                  <dd className="break-words text-slate-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions.map((column) => (
            <div key={column.header}>{column.cell(row)}</div>
          ))}
        </li>
      ))}
    </ul>
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
