import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * A failed load and Try again. The server's own message when it sent one (document 2 §8 "feed failure
 * shows the message"); otherwise `fallback`, or the general message.
 */
export function LoadError({
  error,
  fallback,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  fallback?: string | undefined;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">
        {error instanceof ApiError && error.isServerMessage ? error.message : (fallback ?? errorMessage(error))}
      </Alert>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
        Try again
      </Button>
    </div>
  );
}
