import type { Ref } from 'react';
import { NativeField } from '../../../components/ui/native-field';

/**
 * A labelled native date or time input: the phone's own picker, which every screen reader knows, and
 * still typeable. Its description and error are tied to it like every other field's.
 */
export function DateTimeField({
  type,
  label,
  name,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  min,
  inputRef,
}: {
  type: 'date' | 'time';
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** The earliest value offered (a date: YYYY-MM-DD). */
  min?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <NativeField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type={type}
          name={name}
          value={value}
          min={min}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </NativeField>
  );
}
