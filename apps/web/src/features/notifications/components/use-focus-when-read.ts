import { useEffect, useRef } from 'react';

/**
 * Marking a notification read removes the control that did it. So that keyboard and screen-reader
 * users are not dropped to the top of the page, focus moves to the notification's row (tabIndex -1)
 * once it shows as read — but only when this row was the one acted on.
 */
export function useFocusWhenRead<T extends HTMLElement>(isRead: boolean) {
  const rowRef = useRef<T>(null);
  const wasActivated = useRef(false);
  useEffect(() => {
    if (isRead && wasActivated.current) {
      wasActivated.current = false;
      rowRef.current?.focus();
    }
  }, [isRead]);
  return {
    rowRef,
    markActivated: () => {
      wasActivated.current = true;
    },
  };
}
