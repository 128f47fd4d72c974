import { useRef, useState } from 'react';
import type { Composer } from './comment-form';

/** A polite announcement; `id` changes each time so the same words are read again. */
export interface Announcement {
  id: number;
  text: string;
}

/**
 * The one open comment or reply form (document 2 §5): opening one closes any other. Cancel and a
 * successful comment give the focus back to the button that opened the form; success is announced.
 */
export function useComposer() {
  const [composer, setComposer] = useState<Composer | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const opener = useRef<Element | null>(null);

  function closeAndReturnFocus() {
    setComposer(null);
    const target = opener.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }

  return {
    composer,
    announcement,
    openComposer: (next: Composer, from: Element) => {
      opener.current = from;
      setComposer(next);
    },
    cancelComposer: closeAndReturnFocus,
    finishComposer: (message: string) => {
      closeAndReturnFocus();
      setAnnouncement((current) => ({ id: (current?.id ?? 0) + 1, text: message }));
    },
  };
}
