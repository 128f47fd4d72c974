import type { KeyboardEvent, RefObject } from 'react';

export interface EscapeToCloseOptions {
  isOpen: boolean;
  onClose: () => void;
  /** Where the focus goes after closing (usually the toggle), so it is never left on something hidden. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Escape closes an open thing that is not a modal dialog (a disclosure menu, a panel in the page) from
 * anywhere inside it. Returns the keydown handler for the element that holds the toggle and what it shows.
 * An Escape something inside already used (a popover, a select, a text being composed) is left alone.
 */
export function useEscapeToClose({
  isOpen,
  onClose,
  returnFocusTo,
}: EscapeToCloseOptions): (event: KeyboardEvent<HTMLElement>) => void {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isOpen || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onClose();
    returnFocusTo?.current?.focus();
  };
}
