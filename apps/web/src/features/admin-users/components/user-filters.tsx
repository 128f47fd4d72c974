import { useId } from 'react';
import { fieldLabelClasses } from '../../../components/ui/field-parts';
import { inputClasses, TextField } from '../../../components/ui/text-field';
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

/**
 * User Approval's Filter select. A native select: labels and values differ here (Job Seekers is
 * "employee"), which the shared SelectField (value = label) does not cover.
 */
export function UserTypeFilterField({
  value,
  onChange,
}: {
  value: UserTypeFilter;
  onChange: (value: UserTypeFilter) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:w-56">
      <label htmlFor={id} className={fieldLabelClasses}>
        Filter
      </label>
      <select
        id={id}
        name="user_type"
        value={value}
        onChange={(event) => {
          if (isUserTypeFilter(event.target.value)) onChange(event.target.value);
        }}
        className={inputClasses}
      >
        {USER_TYPE_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
