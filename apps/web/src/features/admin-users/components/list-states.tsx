import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';

/** The message of an empty list, with a short explanation. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <p className="text-slate-800">{children}</p> : null}
    </div>
  );
}

/**
 * What a list page shows for its query: the list once it has loaded, else the load failure with Retry,
 * else the loading message. A failed background refresh keeps the list on screen; it is only logged.
 */
export function QueryContent<Data>({
  query,
  loadError,
  loadingLabel,
  refreshWarning,
  children,
}: {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** The spec's message when the list cannot be loaded. */
  loadError: string;
  loadingLabel: string;
  /** Logged when a refresh fails while the list is shown. */
  refreshWarning: string;
  children: (data: Data) => ReactNode;
}) {
  const { data, error } = query;
  useEffect(() => {
    if (error && data) console.warn(refreshWarning, error);
  }, [error, data, refreshWarning]);

  if (data) return children(data);
  if (query.isError) {
    return <LoadFailure message={loadError} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <Loading label={loadingLabel} />;
}

/** A list that failed to load: the spec's message and a way to try again. */
function LoadFailure({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
