import { SelectField } from '../../../components/ui/select-field';

/** The Filter select of User Approval: its option values are the spec's (employee, employer). */
export const USER_TYPE_FILTERS = [
  { value: 'all', label: 'All Users' },
  { value: 'employee', label: 'Job Seekers' },
  { value: 'employer', label: 'Employers' },
] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number]['value'];

/** A filter value from the address; anything unknown counts as All Users. */
export function userTypeFilterOf(value: string): UserTypeFilter {
  return USER_TYPE_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/** User Approval's Filter select (All Users, Job Seekers = "employee", Employers = "employer"). */
export function UserTypeFilterField({
  value,
  onChange,
  description,
}: {
  value: UserTypeFilter;
  onChange: (value: UserTypeFilter) => void;
  /** Said with the select: what a choice does beyond filtering (User Approval's choices also change the tab). */
  description?: string;
}) {
  return (
    <SelectField
      label="Filter"
      name="user_type"
      value={value}
      onChange={(next) => onChange(userTypeFilterOf(next))}
      options={USER_TYPE_FILTERS}
      {...(description === undefined ? {} : { description })}
      className="sm:w-56"
    />
  );
}
