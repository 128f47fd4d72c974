import { LoadFailed } from '../../../components/ui/load-failed';
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
    <LoadFailed
      message={error instanceof ApiError && error.isServerMessage ? error.message : (fallback ?? errorMessage(error))}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
