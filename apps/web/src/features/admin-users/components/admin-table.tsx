import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export const tableClasses = 'w-full min-w-[44rem] border-collapse text-left';
export const headerCellClasses = 'border-b-2 border-slate-400 bg-slate-100 px-3 py-2 font-semibold text-slate-900';
export const cellClasses = 'border-b border-slate-200 px-3 py-3 align-top text-slate-900';

/**
 * A wide table that scrolls sideways inside its own box on a narrow screen (320 px) instead of the
 * whole page. The box is a named, focusable region so keyboard users can scroll it with the arrow keys.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1); it has a role and a name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-md border-2 border-slate-300">
      {children}
    </div>
  );
}

/** The message of an empty list, with a short explanation. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <p className="text-slate-800">{children}</p> : null}
    </div>
  );
}

/** A list that failed to load: the spec's message and a way to try again. */
export function LoadFailure({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
