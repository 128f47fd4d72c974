import { ADMIN_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';

/** One page of a server-paged admin list and how many rows match over every page. */
export interface AdminListPage<Row> {
  rows: Row[];
  page: number;
  total: number;
}

/** The X-Total-Count header as a whole number, or null when it is missing or not a count. */
export function readTotal(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * A page of rows with its total. Without the header (a server that did not send it) the total is at least
 * what this page proves exists, so the count and the pages are never less than what is on screen.
 */
export function toListPage<Row>(rows: Row[], headers: Headers, page: number): AdminListPage<Row> {
  const total = readTotal(headers.get(TOTAL_COUNT_HEADER)) ?? (page - 1) * ADMIN_PAGE_SIZE + rows.length;
  return { rows, page, total };
}
