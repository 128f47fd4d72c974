import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** "Page 2 of 5", or "Page 2" when the number of pages is unknown. */
export function pageText(page: number, count: number | null): string {
  return count === null ? `Page ${page}` : `Page ${page} of ${count}`;
}

/**
 * Previous / Next between pages of posts, with the page said in a polite live region. Shown only when
 * there is more than one page.
 */
export function PostsPager({
  page,
  count,
  hasNext,
  onPage,
}: {
  page: number;
  /** How many pages there are, or null when unknown. */
  count: number | null;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages of posts" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <LiveRegion className="font-semibold text-slate-900">{pageText(page, count)}</LiveRegion>
      <Button variant="secondary" isDisabled={!hasNext} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
