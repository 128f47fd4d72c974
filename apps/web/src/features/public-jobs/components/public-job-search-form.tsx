import { JOB_CATEGORIES } from '@kakayahan/contracts';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeField } from '../../../components/ui/native-field';
import { plainGetFormProps } from '../../../ssr/plain-get-form';
import { PUBLIC_JOBS_PATH, type PublicJobSearch } from '../public-job-search-params';

export const SEARCH_LABEL = 'Search jobs';
export const CATEGORY_LABEL = 'Category';
export const ALL_CATEGORIES = 'All categories';

/**
 * The list's search: a real GET form to /jobs (the words `q` and a `category`), so it works as plain HTML
 * before the app is there and without JavaScript. It is marked as a plain GET form: a visitor's search does
 * not wake the app, the browser sends it and the server renders the results (decision 025, waking rules).
 * With the app running, `onSearch` takes it instead of a reload (the page puts it in the address).
 *
 * The fields are the browser's own (uncontrolled): what a visitor types or picks before the app wakes stays
 * in them through hydration, and the search reads the form itself when it is sent. When the address changes
 * another way (Back, a link), the fields are set to it.
 */
export function PublicJobSearchForm({
  search,
  onSearch,
  searchRef,
}: {
  search: PublicJobSearch;
  onSearch: (words: string, category: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const categoryRef = useRef<HTMLSelectElement>(null);
  // The address the fields were last set to: they change only when it does, never on the first render (a
  // visitor may have typed or picked something before the app woke). Set in the commit that shows the new
  // address (a layout effect), so no frame shows the new results under the old words.
  const shown = useRef({ q: search.q, category: search.category });
  useLayoutEffect(() => {
    if (shown.current.q === search.q) return;
    shown.current.q = search.q;
    const field = searchRef.current;
    if (field && field.value.trim() !== search.q) field.value = search.q;
  }, [search.q, searchRef]);
  useLayoutEffect(() => {
    if (shown.current.category === search.category) return;
    shown.current.category = search.category;
    const select = categoryRef.current;
    if (select && select.value !== search.category) select.value = search.category;
  }, [search.category]);

  return (
    <form
      {...plainGetFormProps}
      action={PUBLIC_JOBS_PATH}
      role="search"
      aria-label="Jobs"
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        const words = fields.get('q');
        const category = fields.get('category');
        onSearch(typeof words === 'string' ? words.trim() : '', typeof category === 'string' ? category : '');
      }}
    >
      <NativeField label={SEARCH_LABEL} className="min-w-0 flex-1 basis-60">
        {(control) => (
          <input {...control} ref={searchRef} type="search" name="q" autoComplete="off" defaultValue={search.q} />
        )}
      </NativeField>
      <NativeField label={CATEGORY_LABEL} className="min-w-0 flex-1 basis-48">
        {(control) => (
          <select {...control} ref={categoryRef} name="category" defaultValue={search.category}>
            <option value="">{ALL_CATEGORIES}</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </NativeField>
      <Button type="submit">Search</Button>
    </form>
  );
}
