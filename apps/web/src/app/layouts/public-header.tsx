import type { ReactNode } from 'react';
import { LinkButton } from '../../components/ui/button';
import { PUBLIC_LINKS } from './header-links';
import { COMPACT_BAR, CONTROLS_GAP, HEADER_LINK, PUBLIC_ROW_BREAK } from './header-layout';
import { Logo } from './header-logo';
import { PublicMenu } from './phone-menu';

/**
 * A visitor's header, laid out by CSS alone (no width measured in script), so the page the server renders
 * for visitors (decision 025) is right at every width before any script runs and does not change when the
 * app wakes:
 * - below 640 px: the logo on the first row; read aloud and a Menu with the four links on the second;
 * - 640–767 px: the same controls in one row;
 * - 768–1023 px: logo and read aloud, then the four links (Post a Job filled) on a row of their own;
 * - from 1024 px: one row.
 */
export function PublicHeader({ readAloud }: { readAloud: ReactNode }) {
  const last = PUBLIC_LINKS.length - 1;
  return (
    <header className="border-b-2 border-slate-200 bg-white">
      <div className={`${COMPACT_BAR} md:gap-3`}>
        <Logo to="/" className="mr-auto" />
        <span className={PUBLIC_ROW_BREAK} />
        <div className="mr-auto sm:mr-0">{readAloud}</div>
        <div className="contents md:hidden">
          <PublicMenu />
        </div>
        <nav
          aria-label="Main"
          className="hidden w-full border-t border-slate-200 pt-2 md:block lg:w-auto lg:border-0 lg:pt-0"
        >
          <ul className={`flex flex-wrap items-center ${CONTROLS_GAP}`}>
            {PUBLIC_LINKS.map((link, index) => (
              <li key={link.label}>
                <LinkButton to={link.to} variant={index === last ? 'primary' : 'ghost'} className={HEADER_LINK}>
                  {link.label}
                </LinkButton>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
