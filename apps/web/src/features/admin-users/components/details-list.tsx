import type { AdminUserRecord } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { IdNumber } from './id-number';
import { orNotProvided } from './person';

/** What every admin dialog about one person takes: the person, and how to close the dialog. */
export interface UserDialogProps {
  user: AdminUserRecord;
  onClose: () => void;
}

/** A term–value list: stacked on a narrow screen, two columns from the `sm` width up. */
export function DetailsList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">{children}</dl>;
}

/** One term and its value in a DetailsList. */
export function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** The details the admin checks against the PWD card: ID number, disability and location. */
export function CardDetails({ user }: { user: AdminUserRecord }) {
  return (
    <>
      <Detail term="ID number">
        <IdNumber record={user} />
      </Detail>
      <Detail term="Disability">{orNotProvided(user.user_disability)}</Detail>
      <Detail term="Location">{orNotProvided(user.location)}</Detail>
    </>
  );
}
