import { useEffect, useRef, type ReactNode } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
import type { AdminListPage } from '../api/admin-list-page';

/**
 * A server-paged admin list: "N user(s) found" in a polite live region, then the rows (or the empty
 * state) and Previous / Next. While another page or search loads, the rows on screen stay (marked busy);
 * after Previous or Next the new page's table takes the focus, since the pressed button may now be
 * disabled and would otherwise drop the focus to the top of the page.
 */
export function PagedResults<Row>({
  list,
  noun,
  pageSize,
  pagesLabel,
  isUpdating,
  announceKey,
  onPage,
  empty,
  children,
}: {
  list: AdminListPage<Row>;
  /** What is counted, singular: "user" → "3 user(s) found". */
  noun: string;
  pageSize: number;
  /** The name of the pages' navigation landmark ("Pages of users"). */
  pagesLabel: string;
  /** True while the rows on screen are the previous answer and the next one loads. */
  isUpdating: boolean;
  /** Changes with every search, filter and page, so the same count is announced again for a new list. */
  announceKey: string;
  onPage: (page: number) => void;
  /** What shows when nothing matches. */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const rowsRef = useRef<HTMLDivElement>(null);
  const focusNewPage = useRef(false);

  useEffect(() => {
    if (!focusNewPage.current || isUpdating) return;
    focusNewPage.current = false;
    rowsRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
  }, [list, isUpdating]);

  return (
    <>
      <LiveRegion className="font-semibold text-slate-900">
        <span key={announceKey}>{`${list.total} ${noun}(s) found`}</span>
      </LiveRegion>
      {list.total === 0 ? (
        empty
      ) : (
        <div ref={rowsRef} aria-busy={isUpdating} className="flex flex-col gap-4">
          {children(list.rows)}
          <Pagination
            label={pagesLabel}
            page={list.page}
            pageCount={pageCountOf(list.total, pageSize)}
            onPage={(page) => {
              focusNewPage.current = true;
              onPage(page);
            }}
          />
        </div>
      )}
    </>
  );
}
