import { PRODUCT_NAME } from '@kakayahan/contracts';
import { Link } from 'react-router';

/** The logo, a link home; on the narrowest screens its words may wrap rather than push a control off the row. */
export function Logo({ to, className = '' }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`flex min-h-11 min-w-0 items-center gap-2 text-xl font-bold text-brand-800 no-underline ${className}`}
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-800 text-white"
      >
        K
      </span>
      <span>
        {PRODUCT_NAME}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
