import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

/** One next step offered after a success: a link to where the person may want to go. */
export interface NextStep {
  to: string;
  label: string;
}

/**
 * The result of a finished task (a job posted, a profile saved) with the next steps as links, in place
 * of a move to another page after a delay (decision 020, WCAG 2.2.1). It takes the focus when it
 * appears, so keyboard and screen-reader users continue from it, and says "Success" in words: the tick
 * and the colour are never the only signal. Nothing here moves or disappears by itself.
 */
export function DoneMessage({ message, next }: { message: string; next: NextStep[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900 focus:outline-none focus-visible:outline"
    >
      <p id={titleId} className="flex items-start gap-2 font-semibold">
        <span aria-hidden="true">✓</span>
        <span>
          <span className="sr-only">Success: </span>
          {message}
        </span>
      </p>
      {next.length > 0 ? (
        <ul aria-label="What next" className="flex flex-col gap-1 pl-6 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {next.map((step) => (
            <li key={`${step.to} ${step.label}`}>
              <Link to={step.to} className="inline-flex min-h-11 items-center font-semibold text-green-950 underline">
                {step.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
