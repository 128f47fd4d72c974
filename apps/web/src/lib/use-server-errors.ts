import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import {
  failureText,
  inScreenOrder,
  invalidFieldMessages,
  serverFieldMessages,
  summaryItemsOf,
  type ErrorSummaryContent,
  type FailureMessages,
  type FieldMessage,
} from './server-errors';

export interface ServerErrorOptions<T extends FieldValues> {
  /**
   * The form's fields (react-hook-form's), in their order on screen. The forms use the contract's field
   * names, so a server field name is a form field name ('tags.2' is about 'tags').
   */
  fields: readonly Path<T>[];
  /** Fields held outside react-hook-form (chosen files: a file input cannot be refilled), each showing its own message. */
  outsideFields?: Readonly<Record<string, (message: string) => void>>;
  /**
   * The label each problem is listed under in the summary, in the fields' order on screen (which is then
   * the summary's order). A field without a label still gets its message, but is not listed.
   */
  labels?: Readonly<Partial<Record<string, string>>>;
  messages: FailureMessages;
  /** An answer of this status that names no field is about this field (a refused logo is a bare 415). */
  statusFields?: Readonly<Partial<Record<number, string>>>;
  /**
   * Move focus to the first field the server refused, for a form whose summary does not take the focus
   * (react-hook-form's own focus, as on a refused submit).
   */
  focusFirstField?: boolean;
}

export interface ServerErrors<T extends FieldValues> {
  /** What the ErrorSummary shows; null when there is nothing to show. */
  summary: ErrorSummaryContent | null;
  /**
   * Shows a failed call: each server field message on its field (setError, or the outside field's own
   * way) and in the summary, under a title that never exposes a network error. Returns the field
   * messages in screen order (a form that moves focus itself goes to the first).
   */
  showServerError: (error: unknown) => FieldMessage[];
  /** Shows a submit the form's own rules refused, titled by the form; `more` are problems outside react-hook-form. */
  showInvalid: (errors: FieldErrors<T>, title: string, more?: readonly FieldMessage[]) => FieldMessage[];
  /** Shows problems found by the form itself (a refused file, a skill that cannot be added). */
  showProblems: (title: string, problems: readonly FieldMessage[]) => FieldMessage[];
  /** Shows a failure that is not the server's (a sign-in refused for its role), worded like the others. */
  showMessage: (message: string) => void;
  clear: () => void;
}

/**
 * The one way a form shows a failed submit: server field messages on their fields, the rest in the
 * summary's title, every problem listed in the order of the fields. The texts are the screen's own
 * (`messages`); what differs between forms on purpose is an option here, not a copy in the form.
 */
export function useServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  options: ServerErrorOptions<T>,
): ServerErrors<T> {
  const [summary, setSummary] = useState<ErrorSummaryContent | null>(null);
  const { fields, outsideFields = {}, labels, messages } = options;
  const names = [...fields, ...Object.keys(outsideFields)];
  const order = labels ? Object.keys(labels) : names;

  function isFormField(name: string): name is Path<T> {
    return (fields as readonly string[]).includes(name);
  }

  function showProblems(title: string, problems: readonly FieldMessage[]): FieldMessage[] {
    const ordered = inScreenOrder(problems, order);
    setSummary({ title, items: labels ? summaryItemsOf(ordered, labels) : [] });
    return ordered;
  }

  function showServerError(error: unknown): FieldMessage[] {
    const placed = inScreenOrder(serverFieldMessages(error, names, options.statusFields), order);
    let shouldFocus = options.focusFirstField === true;
    for (const { name, message } of placed) {
      const showOutside = outsideFields[name];
      if (showOutside) showOutside(message);
      else if (isFormField(name)) {
        form.setError(name, { type: 'server', message }, { shouldFocus });
        shouldFocus = false;
      }
    }
    setSummary({
      ...failureText(error, messages, placed),
      items: labels ? summaryItemsOf(placed, labels) : [],
      code: error instanceof ApiError ? error.code : undefined,
    });
    return placed;
  }

  return {
    summary,
    showServerError,
    showInvalid: (errors, title, more = []) => showProblems(title, [...invalidFieldMessages(errors, fields), ...more]),
    showProblems,
    showMessage: (message) =>
      setSummary(
        messages.title === undefined
          ? { title: message, items: [] }
          : { title: messages.title, detail: message, items: [] },
      ),
    clear: () => setSummary(null),
  };
}
