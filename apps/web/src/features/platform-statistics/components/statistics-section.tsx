import { PLATFORM_STATISTICS_MESSAGES } from '@kakayahan/contracts';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { buildCsv, csvFileName, downloadCsv, type CsvCell } from './csv';
import { countText } from './statistics-words';

/** A statistics table: shown as a DataTable and downloaded, cell for cell, as CSV. */
export interface StatTable {
  /** Short name: "Hiring funnel" (names the table's region and its Download CSV button). */
  name: string;
  /** What the table holds, for screen readers (the table's caption). */
  caption: string;
  /** The file name's part for this table: "hiring-funnel". */
  slug: string;
  headers: readonly string[];
  /** Text as shown, counts as numbers, protected counts as null ("fewer than 5"). */
  rows: readonly (readonly CsvCell[])[];
}

interface Downloads {
  range: { from: string | null; to: string | null };
  /** Called with the file name once a download has been handed to the browser (to announce it). */
  onDownloaded: (fileName: string) => void;
}

const DownloadsContext = createContext<Downloads | null>(null);

/** The period every table's download is named after, and where a download is announced. */
export function StatisticsDownloads({ value, children }: { value: Downloads; children: ReactNode }) {
  return <DownloadsContext value={value}>{children}</DownloadsContext>;
}

function cellText(cell: CsvCell): string {
  return typeof cell === 'string' ? cell : countText(cell);
}

interface TableRow {
  key: number;
  cells: readonly CsvCell[];
}

/** A statistics table with its Download CSV button; the CSV holds exactly the table's rows. */
export function StatTableView({ table }: { table: StatTable }) {
  const downloads = useContext(DownloadsContext);
  const columns: Column<TableRow>[] = table.headers.map((header, index) => ({
    header,
    className: index === 0 ? 'font-normal' : 'whitespace-nowrap',
    // A protected count is null: only a missing cell is blank.
    cell: (row) => {
      const cell = row.cells[index];
      return cell === undefined ? '' : cellText(cell);
    },
  }));

  function handleDownload() {
    const range = downloads?.range ?? { from: null, to: null };
    const fileName = csvFileName(table.slug, range);
    downloadCsv(fileName, buildCsv(table.headers, table.rows, PLATFORM_STATISTICS_MESSAGES.fewerThan));
    downloads?.onDownloaded(fileName);
  }

  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <div className="w-full">
        <DataTable
          label={`${table.name} table`}
          caption={table.caption}
          columns={columns}
          rows={table.rows.map((cells, key) => ({ key, cells }))}
          rowKey={(row) => row.key}
          minWidthClass="min-w-[16rem]"
        />
      </div>
      <Button variant="secondary" onPress={handleDownload}>
        Download CSV <span className="sr-only">of the {table.name.toLowerCase()} table</span>
      </Button>
    </div>
  );
}

/**
 * One section of the statistics: its heading, a sentence saying what the figures show, then the chart
 * and the table with the same figures side by side on a wide screen, one under the other on a narrow one.
 */
export function StatSection({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 border-t-2 border-slate-200 pt-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="max-w-3xl text-slate-800">{summary}</p>
      {children}
    </section>
  );
}

/** A chart beside its table (wide screen) or above it (narrow). */
export function ChartAndTable({ chart, table }: { chart: ReactNode; table: StatTable }) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0">{chart}</div>
      <StatTableView table={table} />
    </div>
  );
}
