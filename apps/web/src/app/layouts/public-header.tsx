import type { ReactNode } from 'react';
import { LinkButton } from '../../components/ui/button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { PUBLIC_LINKS } from './header-links';
import {
  BAR,
  COMPACT_BAR,
  CONTROLS_GAP,
  FULL_PUBLIC_HEADER_QUERY,
  HEADER_LINK,
  PUBLIC_ROW_BREAK,
} from './header-layout';
import { Logo } from './header-logo';
import { PublicMenu } from './phone-menu';

/**
 * A visitor's header from 768 px: the logo and read aloud, then the four links (Post a Job filled), on a
 * row of their own under them until 1024 px, on the same row from there.
 */
function FullPublicBar({ readAloud }: { readAloud: ReactNode }) {
  const last = PUBLIC_LINKS.length - 1;
  return (
    <div className={BAR}>
      <Logo to="/" className="mr-auto" />
      {readAloud}
      <nav aria-label="Main" className="w-full border-t border-slate-200 pt-2 lg:w-auto lg:border-0 lg:pt-0">
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
  );
}

/**
 * A visitor's header below 768 px: the logo, read aloud and a Menu with the four links; on a phone the
 * logo has the first row and the two controls the second.
 */
function CompactPublicBar({ readAloud }: { readAloud: ReactNode }) {
  return (
    <div className={COMPACT_BAR}>
      <Logo to="/" className="mr-auto" />
      <span className={PUBLIC_ROW_BREAK} />
      <div className="mr-auto sm:mr-0">{readAloud}</div>
      <PublicMenu />
    </div>
  );
}

/** The public header (document 1 §2): the same links and names at every width, some behind a Menu. */
export function PublicHeader({ readAloud }: { readAloud: ReactNode }) {
  const isFull = useMediaQuery(FULL_PUBLIC_HEADER_QUERY, true);
  return (
    <header className="border-b-2 border-slate-200 bg-white">
      {isFull ? <FullPublicBar readAloud={readAloud} /> : <CompactPublicBar readAloud={readAloud} />}
    </header>
  );
}
