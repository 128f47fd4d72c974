import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ErrorSummaryContent, ErrorSummaryItem } from '../../lib/server-errors';

export interface ErrorSummaryProps {
  summary: ErrorSummaryContent | null;
  /**
   * Take the focus when a summary appears (default): keyboard and screen-reader users hear it first, and
   * its links are one Tab away. Off for a form that moves focus to a field itself (or leaves it on the
   * button to try again): the box is then an alert, announced where it is. Never both, so it is not
   * read out twice.
   */
  takesFocus?: boolean;
  /** What choosing a problem does; by default the control of that name in the summary's form takes the focus. */
  onSelectField?: (name: string) => void;
  /**
   * Problems as buttons rather than links: for a form in tabs, where choosing one opens another tab (an
   * action, not a jump to a place on the page).
   */
  itemsAsButtons?: boolean;
  /** What the person can do next (a new verification link), under the box and outside what is announced. */
  children?: ReactNode;
}

/** Focuses the form control named `name` in the form that holds `inside` (inputs, selects, react-aria checkboxes). */
function focusControl(inside: HTMLElement | null, name: string): void {
  const scope = inside?.closest('form') ?? document;
  scope.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

function ProblemList({
  items,
  asButtons,
  onSelect,
}: {
  items: ErrorSummaryItem[];
  asButtons: boolean;
  onSelect: (name: string) => void;
}) {
  return (
    <ul className="mt-1 pl-6">
      {items.map((item) => (
        <li key={item.name}>
          {asButtons ? (
            <button
              type="button"
              onClick={() => onSelect(item.name)}
              className="inline-flex min-h-11 cursor-pointer items-center text-left font-medium text-red-900 underline"
            >
              {item.label}: {item.message}
            </button>
          ) : (
            <a
              href={`#${item.name}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(item.name);
              }}
              className="inline-flex min-h-11 items-center font-medium text-red-900 hover:text-red-950"
            >
              {item.label}: {item.message}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The problems of a failed submit in one box: a title (the server's message, or the form's), and each
 * problem on a field as a link that moves focus to that field. Each new summary is a new box, so the
 * same message is announced again after another failed try.
 */
export function ErrorSummary({
  summary,
  takesFocus = true,
  onSelectField,
  itemsAsButtons = false,
  children,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Counts the summaries shown (React's pattern for information from earlier renders): the box's key.
  const [shown, setShown] = useState({ summary, count: 0 });
  if (shown.summary !== summary) setShown({ summary, count: shown.count + 1 });

  useEffect(() => {
    if (summary && takesFocus) ref.current?.focus();
  }, [summary, takesFocus]);

  if (!summary) return null;
  const selectField = onSelectField ?? ((name: string) => focusControl(ref.current, name));
  return (
    <div key={shown.count} className="flex flex-col gap-3">
      <div
        ref={ref}
        role={takesFocus ? 'group' : 'alert'}
        tabIndex={takesFocus ? -1 : undefined}
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
        {summary.detail ? <p className="mt-1 pl-6">{summary.detail}</p> : null}
        {summary.items.length > 0 ? (
          <ProblemList items={summary.items} asButtons={itemsAsButtons} onSelect={selectField} />
        ) : null}
      </div>
      {children}
    </div>
  );
}
