import { Link } from 'react-router';
import { publicJobSearchHref, type PublicJobSearch } from '../public-job-search-params';

/** The page numbers shown: the first, the last, and two either side of the current one; null marks a gap. */
export function pagesAround(page: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

const linkClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border-2 px-3 font-semibold underline ' +
  'focus-visible:outline';

/**
 * The pages of the list as plain links (`?q=…&category=…&page=2`), so they work before the app is there and
 * every page has its own address: Previous, the page numbers (the current one marked aria-current="page")
 * and Next. Shown only when there is more than one page. `onFollow` runs when the app follows a link.
 */
export function PublicJobPager({
  search,
  pageCount,
  onFollow,
}: {
  search: PublicJobSearch;
  pageCount: number;
  onFollow: () => void;
}) {
  if (pageCount <= 1) return null;
  const { page } = search;
  const hrefOf = (n: number) => publicJobSearchHref({ ...search, page: n });
  const plain = `${linkClasses} border-slate-400 bg-white text-brand-800`;
  return (
    <nav aria-label="Pages">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(Math.min(page - 1, pageCount))} onClick={onFollow} className={plain}>
              Previous <span className="sr-only">page</span>
            </Link>
          </li>
        ) : null}
        {pagesAround(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-700">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                onClick={onFollow}
                aria-current={n === page ? 'page' : undefined}
                className={n === page ? `${linkClasses} border-brand-800 bg-brand-800 text-white no-underline` : plain}
              >
                <span className="sr-only">Page</span> {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} onClick={onFollow} className={plain}>
              Next <span className="sr-only">page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
