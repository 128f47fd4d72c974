import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AccommodationRequestList, disclosureInWords } from './accommodation-requests';
import type { SentChoices } from './application-choices';
import { jobPagePath, MY_APPLICATIONS_PATH } from './job-paths';
import { Fact, FactList } from './job-summary';

/** Where "Find more jobs" goes: the job feed with All Jobs. */
export const FIND_MORE_JOBS_PATH = '/job-seeker/dashboard';

/**
 * The success of an application: its heading takes the focus (so it is read out at once, with the
 * message it describes), and the next steps are links. Nothing moves by itself (issue 14, WCAG 2.2.1:
 * the spec's move home after 3 s is left out on purpose); the person goes when and where they choose.
 */
export function ApplicationSuccess({
  jobId,
  jobTitle,
  sent,
}: {
  jobId: number;
  jobTitle: string;
  /** What was told to the employer with the application (issue 16), read back so it can be checked. */
  sent?: SentChoices | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="application-success-heading"
      className="flex flex-col gap-3 rounded-md border-l-4 border-green-700 bg-green-50 p-6 text-green-950"
    >
      <h2
        id="application-success-heading"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="application-success-text"
        className="text-2xl font-bold focus:outline-none focus-visible:outline"
      >
        <span aria-hidden="true">✓ </span>Application Submitted!
      </h2>
      <p id="application-success-text">
        Your application for {jobTitle} was sent. The employer will see it on their dashboard; you will get a
        notification when they decide.
      </p>
      {sent ? (
        <>
          <FactList>
            <Fact term="Disability type">{disclosureInWords(sent.discloseDisability)}</Fact>
          </FactList>
          <AccommodationRequestList
            label="Your requests"
            requests={sent.accommodations.map((kind) => ({ kind, answer: null }))}
            note={sent.accommodationNote}
          />
        </>
      ) : null}
      <h3 className="font-semibold">What next</h3>
      <ul aria-label="What next" className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <Link to={MY_APPLICATIONS_PATH} className="font-semibold text-green-950 underline">
            My applications
          </Link>
        </li>
        <li>
          <Link to={FIND_MORE_JOBS_PATH} className="font-semibold text-green-950 underline">
            Find more jobs
          </Link>
        </li>
        <li>
          <Link to={jobPagePath(jobId)} className="font-semibold text-green-950 underline">
            Back to the job: {jobTitle}
          </Link>
        </li>
      </ul>
    </section>
  );
}
