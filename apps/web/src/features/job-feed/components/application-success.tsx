import { DELAYS_MS } from '@kakayahan/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

export const AFTER_APPLICATION_PATH = '/employee-components';

/**
 * The success screen: its heading takes the focus (so it is read out at once), and after the spec's
 * 3 s the person is taken home; the link lets anyone who needs more time, or less, go when they like.
 */
export function ApplicationSuccess({ jobTitle }: { jobTitle: string }) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void navigate(AFTER_APPLICATION_PATH), DELAYS_MS.afterApplication);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section
      aria-labelledby="application-success-heading"
      className="flex flex-col gap-3 rounded-md border-l-4 border-green-700 bg-green-50 p-6 text-green-950"
    >
      <h2
        id="application-success-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none focus-visible:outline"
      >
        <span aria-hidden="true">✓ </span>Application Submitted!
      </h2>
      <p>
        Your application for {jobTitle} was sent. You will get a notification when the employer decides. Taking you to
        your home page in a few seconds.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <Link to={AFTER_APPLICATION_PATH}>Go to your home page now</Link>
        </li>
        <li>
          <Link to="/job-seeker/track-job">See your applications</Link>
        </li>
      </ul>
    </section>
  );
}
