import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@kakayahan/contracts';
import { usePageHeadingFocus } from '../../lib/route-focus';

/**
 * The page's one <h1>, which also sets the document title. It can take focus (tabIndex -1) so a route
 * change moves focus here and a screen reader announces the new page.
 */
export function PageHeading({
  children,
  documentTitle,
  className = '',
}: {
  children: ReactNode;
  /** Defaults to the heading text when that is a string. */
  documentTitle?: string;
  className?: string;
}) {
  usePageHeadingFocus();
  const title = documentTitle ?? (typeof children === 'string' ? children : undefined);
  return (
    <>
      {title ? <title>{`${title} | ${PRODUCT_NAME}`}</title> : null}
      <h1
        tabIndex={-1}
        data-page-heading=""
        className={`text-3xl font-bold text-slate-900 focus:outline-none focus-visible:outline ${className}`}
      >
        {children}
      </h1>
    </>
  );
}
