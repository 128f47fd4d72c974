import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/**
 * The success message of a sign-up. It takes the focus when it appears, so the reader (and a screen
 * magnifier) lands on it instead of staying at the bottom of the now-empty form.
 */
export function SignupSuccess({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-md">
      <Alert tone="success" title={title}>
        {children}
      </Alert>
    </div>
  );
}
