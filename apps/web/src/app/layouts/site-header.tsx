import { PRODUCT_NAME, PRODUCT_SLUG } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { logout } from '../../features/auth/api/logout';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import {
  ReadAloudButton,
  ReadAloudPanelSlot,
  useReadAloudPanel,
} from '../../features/read-aloud/components/read-aloud-toggle';
import { useSession, type Session } from '../../lib/session';
import { HOME_PATH } from '../guards';

function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800 no-underline">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-md bg-brand-800 text-white">
        K
      </span>
      <span>
        {PRODUCT_NAME}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}

/** Job fairs are open to everyone: visitors see the upcoming ones (issue 11). */
const JOB_FAIRS_PATH = '/job-fairs';

/**
 * From 1024 px the header is one row (logo, then every control), even with a long name in the account menu:
 * the controls sit closer there (still 44 px tall, with 4 px between them). Below, the row wraps and keeps
 * the roomier spacing, for fingers.
 */
const CONTROLS_GAP = 'gap-2 lg:gap-1';
const HEADER_LINK = 'lg:px-3';

function PublicHeader({ readAloud }: { readAloud: ReactNode }) {
  return (
    <header className="border-b-2 border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo to="/" />
        <div className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
          {readAloud}
          <nav aria-label="Main">
            <ul className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
              <li>
                <LinkButton to={JOB_FAIRS_PATH} variant="ghost" className={HEADER_LINK}>
                  Job Fairs
                </LinkButton>
              </li>
              <li>
                <LinkButton to="/job-seeker/signin" variant="ghost" className={HEADER_LINK}>
                  Job Seeker Login
                </LinkButton>
              </li>
              <li>
                <LinkButton to="/employer/signin" variant="ghost" className={HEADER_LINK}>
                  Employer Login
                </LinkButton>
              </li>
              <li>
                <LinkButton
                  to={`/employer/signin?redirect=${encodeURIComponent('/employer/post-job')}`}
                  className={HEADER_LINK}
                >
                  Post a Job
                </LinkButton>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

const FORUM_PATH = `/${PRODUCT_SLUG}/forum`;

const menuItemClasses =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-slate-900 outline-none data-[focused]:bg-brand-50 data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-amber-700';

/**
 * The role's own screens at the top of the account menu. Job Preferences and Job Tracking are the spec's
 * (Employee only); the profile and dashboard entries are ours, so every screen is reachable without
 * knowing its address (decision 013).
 */
const ROLE_MENU_ITEMS: Record<Session['userType'], { href: string; label: string }[]> = {
  Employee: [
    { href: '/job-seeker/dashboard', label: 'Find Jobs' },
    { href: '/job-seeker/profile-main', label: 'My Profile' },
    { href: '/job-seeker/preferences', label: 'Job Preferences' },
    { href: '/job-seeker/track-job', label: 'Job Tracking' },
  ],
  Employer: [
    { href: '/employer/dashboard', label: 'Employer Dashboard' },
    { href: '/employer/post-job', label: 'Post a Job' },
    { href: '/employer/profile', label: 'Company Profile' },
  ],
  Admin: [],
};

function ProfileMenu({ session }: { session: Session }) {
  return (
    <MenuTrigger>
      <Button
        aria-label={`Account menu for ${session.username}`}
        className="flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-300 px-3 font-semibold text-slate-900 data-[hovered]:bg-slate-100 lg:max-xl:gap-1.5 lg:max-xl:px-2"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {session.username.trim().charAt(0).toUpperCase() || '?'}
        </span>
        {/* A long name ends in an ellipsis (shorter where the header is tightest); the button's name has it all. */}
        <span className="hidden max-w-40 truncate sm:block lg:max-xl:max-w-20">{session.username}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end" className="min-w-56 rounded-md border-2 border-slate-300 bg-white p-1 shadow-lg">
        <Menu aria-label="Account" className="outline-none">
          {ROLE_MENU_ITEMS[session.userType].map((item) => (
            <MenuItem key={item.href} href={item.href} className={menuItemClasses}>
              {item.label}
            </MenuItem>
          ))}
          {ROLE_MENU_ITEMS[session.userType].length > 0 ? (
            <Separator className="my-1 border-t border-slate-200" />
          ) : null}
          <MenuItem href="/FAQS" className={menuItemClasses}>
            FAQs
          </MenuItem>
          <MenuItem href="/accessibility" className={menuItemClasses}>
            Accessibility
          </MenuItem>
          <MenuItem href="/privacy-policy" className={menuItemClasses}>
            Privacy Policy
          </MenuItem>
          <Separator className="my-1 border-t border-slate-200" />
          <MenuItem onAction={() => void logout()} className={menuItemClasses}>
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function SignedInHeader({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  return (
    <header className="border-b-2 border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo to={HOME_PATH[session.userType]} />
        <div className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
          {readAloud}
          <nav aria-label="Account" className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
            {session.userType !== 'Admin' ? (
              <LinkButton to="/user-chats" variant="ghost" className={HEADER_LINK}>
                Messages
              </LinkButton>
            ) : null}
            {session.userType !== 'Admin' ? (
              <LinkButton to={JOB_FAIRS_PATH} variant="ghost" className={HEADER_LINK}>
                Job Fairs
              </LinkButton>
            ) : null}
            <LinkButton to={FORUM_PATH} variant="ghost" className={HEADER_LINK}>
              Forum
            </LinkButton>
            <NotificationsBell />
            <ProfileMenu session={session} />
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * The public header, or the signed-in one when a session exists (document 1 §2), both with the "Read aloud"
 * button; its panel opens under the header, in the flow of the page (issue 13).
 */
export function SiteHeader() {
  const session = useSession();
  const { isOpen, setOpen } = useReadAloudPanel();
  // The signed-in header has more controls: its one row at 1024 px needs the short label.
  const readAloud = (
    <ReadAloudButton isOpen={isOpen} onToggle={() => setOpen(!isOpen)} isShortOnLaptop={session !== null} />
  );
  return (
    <>
      {session ? <SignedInHeader session={session} readAloud={readAloud} /> : <PublicHeader readAloud={readAloud} />}
      <ReadAloudPanelSlot isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
