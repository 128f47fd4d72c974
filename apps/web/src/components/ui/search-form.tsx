import { Button } from './button';
import { TextField } from './text-field';

export interface SearchFormProps {
  /** The search landmark's name ("Forum", "All jobs"). */
  region: string;
  /** The field's visible label. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Searches now (Enter or the Search button), without waiting for the typing pause. */
  onSubmit: () => void;
  /** Tailwind flex-basis of the field, e.g. "basis-56". */
  fieldBasis?: string;
}

/**
 * A search landmark: a labelled search field and a real Search button that wraps below it on a narrow
 * screen. Enter searches; the caller also searches after a typing pause and announces the result count.
 */
export function SearchForm({
  region,
  label,
  name,
  value,
  onChange,
  onSubmit,
  fieldBasis = 'basis-56',
}: SearchFormProps) {
  return (
    <form
      noValidate
      role="search"
      aria-label={region}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={label}
        name={name}
        type="search"
        autoComplete="off"
        value={value}
        onChange={onChange}
        className={`min-w-0 flex-1 ${fieldBasis}`}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
