import type { Ref } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { STATUS_FILTERS, type ApplicationFilters, type SortOrder, type StatusFilter } from './application-list';

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'All' ? 'All Statuses' : status,
}));
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/** Search, status filter and sort order of Track Job. */
export function ApplicationFiltersBar({
  filters,
  onChange,
  searchRef,
}: {
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  return (
    <div role="search" aria-label="Your applications" className="flex flex-wrap items-start gap-4">
      <TextField
        label="Search applications"
        description="By job title, company or location."
        name="search"
        type="search"
        autoComplete="off"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        inputRef={searchRef}
        className="min-w-0 flex-1 basis-64"
      />
      <SelectField
        label="Status"
        name="status"
        value={filters.status}
        onChange={(status) => {
          if (isStatusFilter(status)) onChange({ ...filters, status });
        }}
        options={STATUS_OPTIONS}
        className="basis-48"
      />
      <SelectField
        label="Sort"
        name="sort"
        value={filters.sort}
        onChange={(sort) =>
          onChange({ ...filters, sort: sort === 'oldest' ? 'oldest' : ('newest' satisfies SortOrder) })
        }
        options={SORT_OPTIONS}
        className="basis-48"
      />
    </div>
  );
}
