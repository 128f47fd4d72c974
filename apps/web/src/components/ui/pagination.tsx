import { LiveRegion } from './alert';
import { Button } from './button';

/** How many pages `total` rows make at `pageSize` per page (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous / Next between pages of a server-paged list, with "Page 2 of 5" said in a polite live region.
 * Shown only when there is more than one page. `label` names the navigation landmark ("Pages of employers").
 */
export function Pagination({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <LiveRegion className="font-semibold text-slate-900">{`Page ${page} of ${pageCount}`}</LiveRegion>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
