import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

let isFocusPending = false;

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('[data-page-heading]');
  if (!heading) return false;
  heading.focus({ preventScroll: true });
  isFocusPending = false;
  return true;
}

/**
 * On every route change (not the first load): scroll to the top and move focus to the new page's
 * heading, so keyboard and screen-reader users start reading the new page. Pages that load lazily
 * take the focus when their heading mounts (see usePageHeadingFocus).
 */
export function useRouteChangeFocus(): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    window.scrollTo(0, 0);
    isFocusPending = true;
    focusHeading();
  }, [pathname]);
}

/** Called by PageHeading when it mounts: takes the focus if a route change is waiting for it. */
export function usePageHeadingFocus(): void {
  useEffect(() => {
    if (isFocusPending) focusHeading();
  }, []);
}
