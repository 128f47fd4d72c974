import { useEffect, useRef, useState } from 'react';
import { Alert } from './alert';

/** The outcome of an action. A new object each time, so the same text is focused and read again. */
export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Shows the outcome of an action (success as role="status", error as role="alert", the tone also in
 * words) and takes the focus. The row, button or dialog the person acted from is usually gone by then,
 * so focus would otherwise fall to the top of the page; here the outcome is read out and the person
 * continues from it.
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
 * A page's open action (which dialog, about what) and the outcome of the last one, for ActionFeedback.
 * Starting an action clears the old outcome, so it is not read out again; finishing one closes the
 * dialog and announces the message.
 */
export function useActionFeedback<Action>() {
  const [action, setAction] = useState<Action | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return {
    action,
    feedback,
    start: (next: Action) => {
      setFeedback(null);
      setAction(next);
    },
    finish: (message: string) => {
      setAction(null);
      setFeedback({ tone: 'success', text: message });
    },
    close: () => setAction(null),
  };
}
