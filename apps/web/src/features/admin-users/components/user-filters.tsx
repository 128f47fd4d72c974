import type { ReactNode } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { EmptyState } from './list-states';
import { USER_TYPE_FILTERS, type UserTypeFilter } from './user-search';

/** A labelled search box for an admin list. */
export function UserSearchField({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
}) {
  return (
    <TextField
      label={label}
      name="search"
      type="search"
      value={value}
      onChange={onChange}
      autoComplete="off"
      {...(description ? { description } : {})}
      className="min-w-0 flex-1 basis-64"
    />
  );
}

function isUserTypeFilter(value: string): value is UserTypeFilter {
  return USER_TYPE_FILTERS.some((option) => option.value === value);
}

/** User Approval's Filter select (All Users, Job Seekers = "employee", Employers = "employer"). */
export function UserTypeFilterField({
  value,
  onChange,
}: {
  value: UserTypeFilter;
  onChange: (value: UserTypeFilter) => void;
}) {
  return (
    <SelectField
      label="Filter"
      name="user_type"
      value={value}
      onChange={(next) => {
        if (isUserTypeFilter(next)) onChange(next);
      }}
      options={USER_TYPE_FILTERS}
      className="sm:w-56"
    />
  );
}

/** How many users match (announced as the search changes), then the list, or the spec's "No users found". */
export function SearchResults({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      <LiveRegion className="font-semibold text-slate-900">{`${count} user(s) found`}</LiveRegion>
      {count === 0 ? (
        <EmptyState title="No users found">There are no users matching your search criteria.</EmptyState>
      ) : (
        children
      )}
    </>
  );
}
