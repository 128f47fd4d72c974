import type { ReactNode, Ref } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { EmptyState } from '../../admin-users';
import {
  CONTENT_TYPE_FILTERS,
  SORT_ORDERS,
  STATUS_FILTERS,
  type ContentTypeFilter,
  type ReportFilters,
  type SortOrder,
  type StatusFilter,
} from './report-search';

function pick<Value extends string>(
  options: readonly { value: Value }[],
  next: string,
  apply: (value: Value) => void,
): void {
  const option = options.find((candidate) => candidate.value === next);
  if (option) apply(option.value);
}

/** The search box, the content type and status filters and the sort order; they wrap on a narrow screen. */
export function ReportFilterBar({
  filters,
  onChange,
  searchRef,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  return (
    <search className="flex flex-wrap items-start gap-4">
      <TextField
        label="Search reports"
        description="By reporter name, reason, description, or a reported job's title or company."
        name="search"
        type="search"
        autoComplete="off"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        {...(searchRef ? { inputRef: searchRef } : {})}
        className="min-w-0 flex-1 basis-64"
      />
      <SelectField
        label="Content type"
        name="content_type"
        value={filters.contentType}
        options={CONTENT_TYPE_FILTERS}
        onChange={(next) =>
          pick<ContentTypeFilter>(CONTENT_TYPE_FILTERS, next, (contentType) => onChange({ ...filters, contentType }))
        }
        className="min-w-0 basis-44 grow sm:grow-0"
      />
      <SelectField
        label="Status"
        name="status"
        value={filters.status}
        options={STATUS_FILTERS}
        onChange={(next) => pick<StatusFilter>(STATUS_FILTERS, next, (status) => onChange({ ...filters, status }))}
        className="min-w-0 basis-44 grow sm:grow-0"
      />
      <SelectField
        label="Sort by"
        name="sort"
        value={filters.sort}
        options={SORT_ORDERS}
        onChange={(next) => pick<SortOrder>(SORT_ORDERS, next, (sort) => onChange({ ...filters, sort }))}
        className="min-w-0 basis-44 grow sm:grow-0"
      />
    </search>
  );
}

/**
 * "Showing X of Y reports" (announced as the filters change), then the list, or a message with Clear
 * Filters when nothing matches.
 */
export function ReportResults({
  shown,
  total,
  onClearFilters,
  children,
}: {
  shown: number;
  total: number;
  onClearFilters: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <LiveRegion className="font-semibold text-slate-900">{`Showing ${shown} of ${total} reports`}</LiveRegion>
      {shown === 0 ? (
        <div className="flex flex-col items-center gap-3">
          <EmptyState title="No reports match your filters">
            Try other words, or clear the search and filters to see every report.
          </EmptyState>
          <Button variant="secondary" onPress={onClearFilters}>
            Clear Filters
          </Button>
        </div>
      ) : (
        children
      )}
    </>
  );
}
