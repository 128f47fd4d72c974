import type { AdminEmployerFilters } from '@kakayahan/contracts';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchForm } from '../../../components/ui/search-form';
import { SelectField } from '../../../components/ui/select-field';
import type { AdminListParams } from '../../admin-users';
import { useEmployerFilters } from '../api/get-employer-filters';
import { VERIFICATION_FILTERS, verificationOf } from './employer-words';

/** The filters Manage Employers keeps in the address besides the search and the page. */
export const EMPLOYER_FILTER_NAMES = ['industry', 'location', 'verification'] as const;
export type EmployerFilterName = (typeof EMPLOYER_FILTER_NAMES)[number];

/**
 * The server's choices, plus the value in the address when it is not among them (an old link, or the
 * last employer of that industry was deleted), so the select always shows what the list is filtered by.
 */
function choicesWith(choices: readonly string[], current: string): string[] {
  const isListed = choices.some((choice) => choice.toLowerCase() === current.toLowerCase());
  return current && !isListed ? [current, ...choices] : [...choices];
}

/**
 * Manage Employers' filter bar: the search (sent after a typing pause or on Enter), Industry and Location
 * (the industries and locations employers have), Verification, and Clear filters while anything narrows
 * the list. Every change goes to the address and back to page 1.
 */
export function EmployerFilterBar({ list }: { list: AdminListParams<EmployerFilterName> }) {
  const choices = useEmployerFilters();
  const barRef = useRef<HTMLDivElement>(null);
  const lists: AdminEmployerFilters = choices.data ?? { industries: [], locations: [] };

  function handleClear() {
    list.clear();
    // The button goes away with the filters: the search box, the start of the bar, takes the focus.
    barRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }

  return (
    <div ref={barRef} className="flex flex-col gap-4">
      <SearchForm
        region="Employers"
        label="Search by company, contact, e-mail or location"
        name="search"
        value={list.text}
        onChange={list.setText}
        onSubmit={list.submit}
        fieldBasis="basis-64"
      />
      <div role="group" aria-label="Filters" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label="Industry"
          name="industry"
          value={list.filters.industry}
          onChange={(value) => list.setFilter('industry', value)}
          placeholder="All industries"
          options={choicesWith(lists.industries, list.filters.industry)}
        />
        <SelectField
          label="Location"
          name="location"
          value={list.filters.location}
          onChange={(value) => list.setFilter('location', value)}
          placeholder="All locations"
          options={choicesWith(lists.locations, list.filters.location)}
        />
        <SelectField
          label="Verification"
          name="verification"
          value={verificationOf(list.filters.verification) ?? ''}
          onChange={(value) => list.setFilter('verification', value)}
          options={VERIFICATION_FILTERS}
        />
      </div>
      {choices.isError ? (
        <p className="text-slate-800">
          The lists of industries and locations could not be loaded; the search still finds them.
        </p>
      ) : null}
      {list.isFiltered ? (
        <div>
          <Button variant="secondary" onPress={handleClear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
