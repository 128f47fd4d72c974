import { useRef, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeField } from '../../../components/ui/native-field';
import { rangeErrors, type DateRange, type RangeErrors } from './date-range';

function DateField({
  label,
  name,
  value,
  onChange,
  errorMessage,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <NativeField label={label} errorMessage={errorMessage} className="min-w-0 basis-44 grow sm:grow-0">
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="date"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </NativeField>
  );
}

/**
 * From and To dates with Apply and Clear. Apply checks the period first (the start on or before the end)
 * and says what is wrong at the field, moving focus there; `applied` is the period in the address, whose
 * own errors (a hand-edited address) and the server's are shown the same way.
 */
export function DateRangeForm({
  applied,
  serverErrors,
  onApply,
  onClear,
}: {
  applied: DateRange;
  serverErrors: RangeErrors;
  onApply: (range: DateRange) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<RangeErrors | null>(null);
  const [shown, setShown] = useState(applied);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  // The address changed (Back, Clear, Apply): the fields follow it (React's "adjust state on a prop change").
  if (shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setDraft(applied);
    setErrors(null);
  }

  const appliedErrors = rangeErrors(applied);
  const visible = errors ?? (Object.keys(appliedErrors).length > 0 ? appliedErrors : serverErrors);

  function handleSubmit() {
    const found = rangeErrors(draft);
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else onApply(draft);
  }

  function handleClear() {
    setDraft({ from: '', to: '' });
    setErrors(null);
    onClear();
  }

  return (
    <form
      noValidate
      aria-label="Period"
      className="flex flex-col gap-3 rounded-md border-2 border-slate-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <p className="text-slate-800">
        Choose a period to narrow sign-ups, jobs and applications. Leave a date empty for no limit.
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <DateField
          label="From"
          name="from"
          value={draft.from}
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
          errorMessage={visible.from}
          inputRef={fromRef}
        />
        <DateField
          label="To"
          name="to"
          value={draft.to}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
          errorMessage={visible.to}
          inputRef={toRef}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply</Button>
        <Button variant="secondary" onPress={handleClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
