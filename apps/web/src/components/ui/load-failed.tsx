import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/**
 * Something failed to load: the message (announced, with its icon) and Try again, plus any other way on
 * (`children`, e.g. Cancel in a dialog). Every list and dialog that loads data says a failure this way.
 */
export function LoadFailed({
  message,
  onRetry,
  isRetrying,
  children,
}: {
  message: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}
