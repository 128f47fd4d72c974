import type { ReactNode } from 'react';
import { LiveRegion } from '../../../components/ui/alert';

/**
 * A polite live region that is always in the page and shows a success message when there is one, so
 * the message is announced reliably (a region created together with its text often is not). The
 * word "Success" is said, and the tick is not the only signal.
 */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <LiveRegion>
      {children ? (
        <p className="flex items-start gap-2 rounded-md border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-green-900">
          <span aria-hidden="true">✓</span>
          <span>
            <span className="sr-only">Success: </span>
            {children}
          </span>
        </p>
      ) : null}
    </LiveRegion>
  );
}
