import { useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useEscapeToClose } from '../../components/ui/use-escape-to-close';
import { logout } from '../../features/auth/api/logout';
import type { Session } from '../../lib/session';
import { ABOUT_LINKS, ACCOUNT_LINKS, mainLinksOf, PUBLIC_LINKS, SIGN_OUT, type HeaderLink } from './header-links';

const linkClasses =
  'flex min-h-11 items-center rounded-md border-l-4 border-transparent px-3 py-2 font-semibold text-slate-900 ' +
  'no-underline hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50';

function LinkList({ links, label }: { links: readonly HeaderLink[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.to}>
          {/* NavLink marks the current page (aria-current); the bar beside it says so without colour. A link
              with a query (Post a Job: the employer sign-in, then the form) is never that page itself. */}
          <NavLink to={link.to} end aria-current={link.to.includes('?') ? false : undefined} className={linkClasses}>
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
 * The compact header's Menu button (below 1024 px signed in, below 768 px for visitors): it shows or hides
 * the links as a list in the flow of the page under the header (a disclosure: aria-expanded and
 * aria-controls, never a timed thing). Escape closes it and gives the focus back to the button; following
 * a link closes it. Its button and panel are items of the header's bar (the panel spans its width).
 */
function PhoneMenu({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: a followed link is a new page, so the menu is done there (the
  // page heading takes the focus).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const handleKeyDown = useEscapeToClose({ isOpen, onClose: () => setOpenOn(null), returnFocusTo: buttonRef });

  return (
    // Escape is handled on this wrapper so it works from the button and from anywhere in the open panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={handleKeyDown} className="contents">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className={buttonClasses('secondary', `px-3! aria-expanded:bg-brand-50 ${className}`)}
      >
        <MenuIcon isOpen={isOpen} />
        Menu
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-2 w-full border-t-2 border-slate-200 pt-3">
        <div className="flex flex-col gap-4">{children}</div>
      </div>
    </div>
  );
}

/** A signed-in person's Menu: the role's main links, their account's links and Sign out. */
export function SignedInMenu({ session, className }: { session: Session; className?: string }) {
  const accountLinks = [...ACCOUNT_LINKS[session.userType], ...ABOUT_LINKS];
  return (
    <PhoneMenu className={className}>
      <nav aria-label="Main">
        <LinkList links={mainLinksOf(session.userType)} label="Main pages" />
      </nav>
      <nav aria-label="Account">
        <p className="px-3 pb-1 text-sm font-semibold text-slate-700">
          Signed in as <span className="break-words">{session.username}</span>
        </p>
        <LinkList links={accountLinks} label="Your account" />
        <Button variant="ghost" className="mt-1 w-full justify-start" onPress={() => void logout()}>
          {SIGN_OUT}
        </Button>
      </nav>
    </PhoneMenu>
  );
}

/** A visitor's Menu: the wide header's four links, in its order and by its names. */
export function PublicMenu({ className }: { className?: string }) {
  return (
    <PhoneMenu className={className}>
      <nav aria-label="Main">
        <LinkList links={PUBLIC_LINKS} label="Main pages" />
      </nav>
    </PhoneMenu>
  );
}
