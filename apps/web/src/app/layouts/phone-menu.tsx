import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { logout } from '../../features/auth/api/logout';
import type { Session } from '../../lib/session';
import { ABOUT_LINKS, ACCOUNT_LINKS, mainLinksOf, SIGN_OUT, type HeaderLink } from './header-links';

const linkClasses =
  'flex min-h-11 items-center rounded-md border-l-4 border-transparent px-3 py-2 font-semibold text-slate-900 ' +
  'no-underline hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50';

function LinkList({ links, label }: { links: readonly HeaderLink[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.to}>
          {/* NavLink marks the current page (aria-current); the bar beside it says so without colour. */}
          <NavLink to={link.to} end className={linkClasses}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The signed-in header on a phone (below 640 px): one Menu button that shows or hides every link as a
 * list, in the flow of the page under the header (a disclosure: aria-expanded and aria-controls, never a
 * timed thing). Escape closes it and gives the focus back to the button; following a link closes it.
 */
export function PhoneMenu({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: a followed link is a new page, so the menu is done there (the
  // page heading takes the focus).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  const accountLinks = [...ACCOUNT_LINKS[session.userType], ...ABOUT_LINKS];
  return (
    // Escape is handled on this wrapper so it works from the button and from anywhere in the open panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={handleKeyDown} className="contents">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className={buttonClasses('secondary', 'px-3 aria-expanded:bg-brand-50')}
      >
        <MenuIcon isOpen={isOpen} />
        Menu
      </button>
      <div id={panelId} hidden={!isOpen} className="w-full border-t-2 border-slate-200 pt-3">
        <div className="flex flex-col gap-4">
          <nav aria-label="Main">
            <LinkList links={mainLinksOf(session.userType)} label="Main pages" />
          </nav>
          <div>{readAloud}</div>
          <nav aria-label="Account">
            <p className="px-3 pb-1 text-sm font-semibold text-slate-700">
              Signed in as <span className="break-words">{session.username}</span>
            </p>
            <LinkList links={accountLinks} label="Your account" />
            <Button variant="ghost" className="mt-1 w-full justify-start" onPress={() => void logout()}>
              {SIGN_OUT}
            </Button>
          </nav>
        </div>
      </div>
    </div>
  );
}
