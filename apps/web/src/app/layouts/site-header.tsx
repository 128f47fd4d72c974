import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Link } from 'react-router';
import { Button as AppButton, LinkButton } from '../../components/ui/button';
import { useMediaQuery, WIDE_HEADER_QUERY } from '../../components/ui/use-media-query';
import { logout } from '../../features/auth/api/logout';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import {
  ReadAloudButton,
  ReadAloudPanelSlot,
  useReadAloudPanel,
} from '../../features/read-aloud/components/read-aloud-toggle';
import { useSession, type Session } from '../../lib/session';
import { HOME_PATH, PENDING_HOME_PATH } from '../guards';
import { ABOUT_LINKS, ACCOUNT_LINKS, JOB_FAIRS_PATH, mainLinksOf, MY_PWD_ID_LINK, SIGN_OUT } from './header-links';
import { PhoneMenu } from './phone-menu';

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

/**
 * From 1024 px the header is one row (logo, then every control), even with a long name in the account menu:
 * the controls sit closer there (still 44 px tall, with 4 px between them). Below, the row wraps and keeps
 * the roomier spacing, for fingers; below 640 px the signed-in header is the logo, the bell and one Menu.
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
                  Job seeker sign in
                </LinkButton>
              </li>
              <li>
                <LinkButton to="/employer/signin" variant="ghost" className={HEADER_LINK}>
                  Employer sign in
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

const menuItemClasses =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-slate-900 outline-none data-[focused]:bg-brand-50 data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-amber-700';

function ProfileMenu({ session }: { session: Session }) {
  const roleLinks = ACCOUNT_LINKS[session.userType];
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
          {roleLinks.map((item) => (
            <MenuItem key={item.to} href={item.to} className={menuItemClasses}>
              {item.label}
            </MenuItem>
          ))}
          {roleLinks.length > 0 ? <Separator className="my-1 border-t border-slate-200" /> : null}
          {ABOUT_LINKS.map((item) => (
            <MenuItem key={item.to} href={item.to} className={menuItemClasses}>
              {item.label}
            </MenuItem>
          ))}
          <Separator className="my-1 border-t border-slate-200" />
          <MenuItem onAction={() => void logout()} className={menuItemClasses}>
            {SIGN_OUT}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

const BAR = 'mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3';

/** More main links than this do not fit one row beside the controls: they get a row of their own. */
const ONE_ROW_LINKS = 3;

/**
 * The wide signed-in header (640 px and up): the role's links, the bell and the account menu. An
 * employer's three links fit one row with the rest from 1024 px; a job seeker's five do not, so they
 * have their own row under the logo and the controls (two tidy rows rather than a wrapped one).
 */
function WideSignedInHeader({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  const links = mainLinksOf(session.userType).map((link) => (
    <LinkButton key={link.to} to={link.to} variant="ghost" className={HEADER_LINK}>
      {link.label}
    </LinkButton>
  ));
  if (links.length <= ONE_ROW_LINKS) {
    return (
      <div className={BAR}>
        <Logo to={HOME_PATH[session.userType]} />
        <div className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
          {readAloud}
          <nav aria-label="Account" className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
            {links}
            <NotificationsBell />
            <ProfileMenu session={session} />
          </nav>
        </div>
      </div>
    );
  }
  return (
    <>
      <div className={BAR}>
        <Logo to={HOME_PATH[session.userType]} />
        <div className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
          {readAloud}
          <nav aria-label="Account" className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
            <NotificationsBell />
            <ProfileMenu session={session} />
          </nav>
        </div>
      </div>
      <nav aria-label="Main" className="border-t border-slate-200">
        <ul className={`mx-auto flex max-w-6xl flex-wrap items-center px-2 py-1 ${CONTROLS_GAP}`}>
          {links.map((link) => (
            <li key={link.key}>{link}</li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The phone's signed-in header (below 640 px): the logo, the bell and one Menu button for the rest. */
function PhoneSignedInHeader({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
      <div className="mr-auto min-w-0">
        <Logo to={HOME_PATH[session.userType]} />
      </div>
      <NotificationsBell />
      <PhoneMenu session={session} readAloud={readAloud} />
    </div>
  );
}

/**
 * A job seeker whose PWD ID is still being checked: My PWD ID and Sign out, nothing else (no bell, so no
 * notifications socket either: the server would refuse them anyway).
 */
function PendingHeader({ readAloud }: { readAloud: ReactNode }) {
  return (
    <div className={BAR}>
      <Logo to={PENDING_HOME_PATH} />
      <div className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
        {readAloud}
        <nav aria-label="Account">
          <ul className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
            <li>
              <LinkButton to={MY_PWD_ID_LINK.to} variant="ghost" className={HEADER_LINK}>
                {MY_PWD_ID_LINK.label}
              </LinkButton>
            </li>
            <li>
              <AppButton variant="secondary" onPress={() => void logout()}>
                {SIGN_OUT}
              </AppButton>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

function SignedInHeader({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  const isWide = useMediaQuery(WIDE_HEADER_QUERY, true);
  let bar: ReactNode;
  if (session.accountStatus === 'pending_approval') bar = <PendingHeader readAloud={readAloud} />;
  else if (isWide) bar = <WideSignedInHeader session={session} readAloud={readAloud} />;
  else bar = <PhoneSignedInHeader session={session} readAloud={readAloud} />;
  return <header className="border-b-2 border-slate-200 bg-white">{bar}</header>;
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
