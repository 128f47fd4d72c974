import type { AnyProfileField } from './edit-profile-schema';
import { FIELD_TABS, TAB_LABELS } from './edit-profile-schema';

export interface Problem {
  name: AnyProfileField;
  message: string;
}

export interface ProblemList {
  title: string;
  problems: Problem[];
}

/**
 * The problems of a refused save, in a region that is always in the page so a new list is announced.
 * Each problem names its field and tab and is a button that opens the tab and focuses the field.
 */
export function ProblemSummary({
  summary,
  labels,
  onSelect,
}: {
  summary: ProblemList | null;
  labels: Readonly<Record<AnyProfileField, string>>;
  onSelect: (name: AnyProfileField) => void;
}) {
  return (
    <div role="alert">
      {summary ? (
        <div className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <span aria-hidden="true">⚠</span>
            <span>
              <span className="sr-only">Error: </span>
              {summary.title}
            </span>
          </p>
          {summary.problems.length > 0 ? (
            <ul className="mt-1 pl-6">
              {summary.problems.map((problem) => (
                <li key={problem.name}>
                  <button
                    type="button"
                    onClick={() => onSelect(problem.name)}
                    className="inline-flex min-h-11 cursor-pointer items-center text-left font-medium text-red-900 underline"
                  >
                    {labels[problem.name]} ({TAB_LABELS[FIELD_TABS[problem.name]]} tab): {problem.message}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
