import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthLink {
  to: string;
  label: string;
  /** Words before the link, e.g. "Don't have an account?". */
  lead?: string;
}

/** The helpful links under a sign-in or sign-up form, as a labelled list with large touch targets. */
export function AuthLinks({ label, links, children }: { label: string; links: AuthLink[]; children?: ReactNode }) {
  return (
    <nav aria-label={label} className="border-t-2 border-slate-200 pt-4">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to} className="flex flex-wrap items-center gap-x-1">
            {link.lead ? <span className="text-slate-700">{link.lead}</span> : null}
            <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
