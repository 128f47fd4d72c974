import type { ReactNode } from 'react';
import { Button as AppButton, LinkButton } from '../../components/ui/button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { logout } from '../../features/auth/api/logout';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import {
  ReadAloudButton,
  ReadAloudPanelSlot,
  useReadAloudPanel,
} from '../../features/read-aloud/components/read-aloud-toggle';
import { useSession, type Session } from '../../lib/session';
import { HOME_PATH, PENDING_HOME_PATH } from '../guards';
import { mainLinksOf, MY_PWD_ID_LINK, SIGN_OUT } from './header-links';
import {
  BAR,
  COMPACT_BAR,
  CONTROLS_GAP,
  FULL_SIGNED_IN_HEADER_QUERY,
  HEADER_LINK,
  SIGNED_IN_ROW_BREAK,
} from './header-layout';
import { Logo } from './header-logo';
import { SignedInMenu } from './phone-menu';
import { ProfileMenu } from './profile-menu';
import { PublicHeader } from './public-header';

/** More main links than this do not fit one row beside the controls: they get a row of their own. */
const ONE_ROW_LINKS = 3;

/**
 * The full signed-in header (1024 px and up): the role's links, the bell and the account menu. An
 * employer's three links fit one row with the rest; a job seeker's five do not, so they have their own
 * row under the logo and the controls (two tidy rows rather than a wrapped one).
 */
function FullSignedInBar({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
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

/**
 * The compact signed-in header (below 1024 px, where the links, the bell and the account menu no longer
 * fit one row): the logo, the bell (its unread count stays in view), read aloud and one Menu for the rest.
 * One row from 768 px; below, two: the logo and the bell, then read aloud and the Menu.
 */
function CompactSignedInBar({ session, readAloud }: { session: Session; readAloud: ReactNode }) {
  return (
    <div className={COMPACT_BAR}>
      <Logo to={HOME_PATH[session.userType]} className="mr-auto" />
      <NotificationsBell />
      <span className={SIGNED_IN_ROW_BREAK} />
      <div className="mr-auto md:mr-0">{readAloud}</div>
      <SignedInMenu session={session} />
    </div>
  );
}

/**
 * A job seeker whose PWD ID is still being checked: My PWD ID and Sign out, nothing else (no bell, so no
 * notifications socket either: the server would refuse them anyway).
 */
function PendingBar({ readAloud }: { readAloud: ReactNode }) {
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
  const isFull = useMediaQuery(FULL_SIGNED_IN_HEADER_QUERY, true);
  let bar: ReactNode;
  if (session.accountStatus === 'pending_approval') bar = <PendingBar readAloud={readAloud} />;
  else if (isFull) bar = <FullSignedInBar session={session} readAloud={readAloud} />;
  else bar = <CompactSignedInBar session={session} readAloud={readAloud} />;
  return <header className="border-b-2 border-slate-200 bg-white">{bar}</header>;
}

/**
 * The public header, or the signed-in one when a session exists (document 1 §2), both with the "Read aloud"
 * button in view at every width; its panel opens under the header, in the flow of the page (issue 13).
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
