import { helpArticlePath } from '@kakayahan/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { helpIndex } from '../help-index';

/** How long typing must pause before the results (and their announced count) change. */
export const HELP_SEARCH_DEBOUNCE_MS = 400;
const MAX_RESULTS = 10;

/** What the status says about a search: said once, when typing pauses. */
export function resultsText(count: number, search: string): string {
  if (count === 0) return `No articles match “${search}”`;
  return count === 1 ? '1 article found' : `${count} articles found`;
}

/**
 * The Help Centre's search over the help articles, on the phone itself (no call to the server). The words
 * are kept in the address (?q=), so a search can be shared, and survives going to an article and back.
 */
export function HelpSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(search);
  // The words this box last put in the address, and the address's words at the last render: a change of
  // the address that did not come from the box (a link to the Help Centre) refills the box.
  const [committed, setCommitted] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== committed) {
      setCommitted(search);
      setText(search);
    }
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const hits = useMemo(() => (search ? helpIndex().search(search, MAX_RESULTS) : []), [search]);

  // What the typing pause's timer must see when it fires: the address's words now, and whether the person
  // already follows a link (a late search must not replace the page they are going to).
  const navigation = useNavigation();
  const latest = useRef({ search, isNavigating: false });
  useEffect(() => {
    latest.current = { search, isNavigating: navigation.state !== 'idle' };
  });
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function commit(value: string) {
    clearTimeout(pause.current);
    const words = value.trim();
    if (words === latest.current.search) return;
    setCommitted(words);
    setSearchParams(words ? { q: words } : {}, { replace: true, preventScrollReset: true });
  }

  useEffect(() => {
    pause.current = setTimeout(() => {
      if (!latest.current.isNavigating) commit(text);
    }, HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pause.current);
    // Only typing restarts the pause; commit reads the newest state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  function handleClear() {
    setText('');
    commit('');
    // The Clear search button goes away with the search: the person carries on from the field.
    inputRef.current?.focus();
  }

  return (
    <div className="space-y-3">
      <form
        noValidate
        role="search"
        aria-label="Help Centre"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <TextField
          label="Search help"
          name="q"
          type="search"
          autoComplete="off"
          value={text}
          onChange={setText}
          inputRef={inputRef}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <LiveRegion className="font-semibold text-slate-900">
          {search ? resultsText(hits.length, search) : null}
        </LiveRegion>
        {search ? (
          <Button variant="secondary" onPress={handleClear}>
            Clear search
          </Button>
        ) : null}
      </div>
      {hits.length > 0 ? (
        <section aria-labelledby="help-search-results" className="space-y-2">
          <h2 id="help-search-results" className="text-2xl font-bold text-slate-900">
            Search results
          </h2>
          <ul className="space-y-3">
            {hits.map(({ article }) => (
              <li key={article.id} className="rounded-md border-2 border-slate-200 p-3">
                <Link to={helpArticlePath(article.id)} className="text-lg font-semibold">
                  {article.title}
                </Link>
                <p className="text-slate-800">{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
