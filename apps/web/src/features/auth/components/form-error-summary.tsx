import { useEffect, useId, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from './auth-error-message';

export interface ErrorSummaryItem {
  name: string;
  label: string;
  message: string;
}

export interface ErrorSummaryContent {
  title: string;
  items: ErrorSummaryItem[];
}

type FieldMessages = Partial<Record<string, { message?: unknown } | undefined>>;

/** Summary items for react-hook-form's errors, in the order of `labels` (the fields' order on screen). */
export function summaryItems(errors: FieldMessages, labels: Readonly<Record<string, string>>): ErrorSummaryItem[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message !== '' ? [{ name, label, message }] : [];
  });
}

/**
 * Puts the per-field messages of a failed call on the matching fields (through `setFieldError`) and
 * returns the summary to show: the server's error as its title, else `fallback`.
 */
export function serverErrorSummary(
  error: unknown,
  fallback: string,
  labels: Readonly<Record<string, string>>,
  setFieldError: (name: string, message: string) => void,
): ErrorSummaryContent {
  const fields = error instanceof ApiError ? error.fields : {};
  const items: ErrorSummaryItem[] = [];
  for (const [name, label] of Object.entries(labels)) {
    const message = fields[name];
    if (!message) continue;
    setFieldError(name, message);
    items.push({ name, label, message });
  }
  return { title: authErrorMessage(error, fallback), items };
}

/** Moves focus to a form control by its name (inputs, selects and react-aria's checkbox input alike). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * The problems of a failed submit, in one box that takes the focus, so keyboard and screen-reader
 * users hear the main message first. Each problem is a link that moves focus to its field.
 */
export function FormErrorSummary({
  summary,
  onSelectField,
}: {
  summary: ErrorSummaryContent | null;
  onSelectField: (name: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (summary) ref.current?.focus();
  }, [summary]);

  if (!summary) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id={titleId} className="flex items-start gap-2 text-lg font-bold">
        <span aria-hidden="true">⚠</span>
        <span>
          <span className="sr-only">Error: </span>
          {summary.title}
        </span>
      </h2>
      {summary.items.length > 0 ? (
        <ul className="mt-1 pl-6">
          {summary.items.map((item) => (
            <li key={item.name}>
              <a
                href={`#${item.name}`}
                onClick={(event) => {
                  event.preventDefault();
                  onSelectField(item.name);
                }}
                className="inline-flex min-h-11 items-center font-medium text-red-900 hover:text-red-950"
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
