import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from './button';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses } from './field-parts';

export interface FileFieldProps {
  label: string;
  name: string;
  accept: string;
  /** What may be chosen, said with the input (aria-describedby). */
  description?: string;
  /** The file chosen in this visit, kept by the form (so it survives a change of tab). */
  file: File | null;
  errorMessage?: string | null | undefined;
  /** Checks a chosen file before it is taken: the reason it is refused, or null. */
  check?: (file: File) => string | null;
  /** A refused file comes with its problem (and file null); "Remove" sends (null, null). */
  onChange: (file: File | null, problem: string | null) => void;
  /** What is there now or a preview (the current picture, the current resume's name), shown above the input. */
  current?: ReactNode;
  /** How the Remove button names the file to screen readers: "Remove selected …". Defaults to the label. */
  fileNoun?: string;
}

// Focus is shown by the app-wide :focus-visible outline (styles.css), as on every other control.
const inputClasses =
  'max-w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-brand-700 ' +
  'file:bg-white file:px-4 file:font-semibold file:text-brand-800';

/**
 * A labelled native file input (the dependable choice on phones and with screen readers), its
 * description and error tied to it. A refused file is cleared from the input so choosing it again is
 * noticed; the chosen file's name is said in words, as the input itself forgets it when its tab is left,
 * with a Remove button that gives focus back to the input.
 */
export function FileField({
  label,
  name,
  accept,
  description,
  file,
  errorMessage,
  check,
  onChange,
  current,
  fileNoun = label.toLowerCase(),
}: FileFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const descriptionId = description ? `${id}-description` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = check ? check(chosen) : null;
    if (problem) event.target.value = '';
    onChange(problem ? null : chosen, problem);
  }

  function handleRemove() {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null, null);
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
      {descriptionId ? (
        <p id={descriptionId} className={fieldDescriptionClasses}>
          {description}
        </p>
      ) : null}
      {current}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={handleChange}
        aria-describedby={describedBy}
        aria-invalid={errorId ? true : undefined}
        className={inputClasses}
      />
      {errorId ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage ?? undefined} />
        </p>
      ) : null}
      {file ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-all text-slate-800">
            <span className="font-semibold">Selected:</span> {file.name}
          </p>
          <Button variant="ghost" onPress={handleRemove}>
            Remove <span className="sr-only">selected {fileNoun}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
