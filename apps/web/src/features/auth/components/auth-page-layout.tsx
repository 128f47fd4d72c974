import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';

/** The narrow single-column frame of the sign-in, sign-up and verification pages, with their one h1. */
export function AuthPageLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageHeading>{title}</PageHeading>
        {intro ? <p className="text-lg text-slate-700">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
