import type { AdminUserRecord } from '@kakayahan/contracts';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';

/** The outcome of an admin action, shown above the list. A new object each time, so it is re-focused. */
export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Shows the outcome of an action and takes the focus. The row or dialog the admin acted from is gone
 * by then (the person left the list), so focus would otherwise fall to the top of the page; here the
 * outcome is read out and the admin continues from just above the list.
 */
export function ActionFeedback({ feedback }: { feedback: Feedback | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) ref.current?.focus();
  }, [feedback]);
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none focus-visible:outline">
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
    </div>
  );
}

/**
 * The spec's failure message, with the server's own explanation beneath when it gave one the admin
 * can act on (e.g. "This user has already been approved.").
 */
export function ActionError({ message, error }: { message: string; error: unknown }) {
  const detail =
    error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
      ? error.message
      : undefined;
  return (
    <Alert tone="error" title={message}>
      {detail}
    </Alert>
  );
}

/**
 * A list page's open action (which dialog, about whom) and the outcome of the last one. Starting an
 * action clears the old outcome, so it is not read out again; finishing one closes the dialog and
 * announces the server's message.
 */
export function useUserAction<Kind extends string>() {
  const [action, setAction] = useState<{ kind: Kind; user: AdminUserRecord } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return {
    action,
    feedback,
    start: (kind: Kind, user: AdminUserRecord) => {
      setFeedback(null);
      setAction({ kind, user });
    },
    finish: (message: string) => {
      setAction(null);
      setFeedback({ tone: 'success', text: message });
    },
    close: () => setAction(null),
  };
}
