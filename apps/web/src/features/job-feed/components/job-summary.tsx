import {
  FEED_LOCATION_FALLBACK,
  formatSalary,
  splitCommaList,
  sortWorkplaceFacts,
  UNKNOWN_COMPANY,
  WORKPLACE_FACT_NAMES,
  type JobDetail,
} from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { companyPagePath } from './job-paths';
import { disabilityText } from './job-words';

/**
 * A term–value list in two columns, also on a phone: the terms are short words, so each fact stays on one
 * line and a job card stays compact (a long value wraps within its own column).
 */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 sm:gap-x-4">{children}</dl>;
}

/** One term and its value in a FactList. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="break-words whitespace-pre-line text-slate-800">{children}</dd>
    </>
  );
}

/**
 * The company's name, followed by the Verified employer badge when an admin checked its registration; the
 * badge wraps under the name on a narrow screen rather than squeezing it. With `employerId` both are one
 * link to the company's public page, where the badge is explained.
 */
export function CompanyName({
  name,
  isVerified,
  employerId,
}: {
  name: string;
  isVerified: boolean;
  employerId?: number;
}) {
  const content = (
    <>
      {name}
      {isVerified ? (
        <>
          {' '}
          <VerifiedBadge />
        </>
      ) : null}
    </>
  );
  if (employerId === undefined) return content;
  return (
    <Link to={companyPagePath(employerId)} className="font-semibold text-brand-800 underline">
      {content}
    </Link>
  );
}

/** The job header of the job page and the application form: company, location, salary and type under the title. */
export function JobHeaderFacts({ job, children }: { job: JobDetail; children?: ReactNode }) {
  return (
    <FactList>
      <Fact term="Company">
        <CompanyName
          name={job.comp_name.trim() || UNKNOWN_COMPANY}
          isVerified={job.employer_verified}
          employerId={job.posted_by}
        />
      </Fact>
      <Fact term="Location">{job.location.trim() || FEED_LOCATION_FALLBACK}</Fact>
      {job.is_remote === undefined ? null : (
        <Fact term="Remote work">{job.is_remote ? 'Yes, this job can be done remotely' : 'No, on site'}</Fact>
      )}
      <Fact term="Salary">{formatSalary(job.salary_range)}</Fact>
      {job.job_type ? <Fact term="Job type">{job.job_type}</Fact> : null}
      {job.category ? <Fact term="Category">{job.category}</Fact> : null}
      {children}
    </FactList>
  );
}

/** The job's description, required skills, tags and disability tags. */
export function JobDetailsSection({ job }: { job: JobDetail }) {
  const skills = splitCommaList(job.skills_req);
  const tags = splitCommaList(job.tags);
  return (
    <section aria-labelledby="job-details-heading" className="flex flex-col gap-3">
      <h2 id="job-details-heading" className="text-2xl font-bold text-slate-900">
        Job details
      </h2>
      <FactList>
        <Fact term="Description">{job.job_desc.trim() || 'No description given.'}</Fact>
        <Fact term="Skills required">{skills.length > 0 ? skills.join(', ') : 'None listed'}</Fact>
        <Fact term="Tags">{tags.length > 0 ? tags.join(', ') : 'None'}</Fact>
        <Fact term="Disability">{disabilityText(job.disabilitytag)}</Fact>
      </FactList>
    </section>
  );
}

/** What the job page says when the employer ticked no workplace fact and wrote no note. */
export const NO_WORKPLACE_TEXT = "The employer has not described the workplace's accessibility yet.";

/**
 * The job's workplace accessibility (issue 16): the facts the employer ticked as a real list of words, in
 * the canonical order, then their free note with its line breaks kept; a plain sentence when there is
 * neither, so a missing description is never mistaken for "none of these".
 */
export function WorkplaceSection({ job }: { job: Pick<JobDetail, 'workplace_facts' | 'workplace_note'> }) {
  const facts = sortWorkplaceFacts(job.workplace_facts);
  const note = job.workplace_note.trim();
  return (
    <section aria-labelledby="job-workplace-heading" className="flex flex-col gap-3">
      <h2 id="job-workplace-heading" className="text-2xl font-bold text-slate-900">
        Workplace accessibility
      </h2>
      {facts.length > 0 ? (
        // list-disc keeps the list a list for screen readers that drop it when the bullets are removed.
        <ul className="list-disc pl-6 text-slate-800">
          {facts.map((fact) => (
            <li key={fact} className="break-words">
              {WORKPLACE_FACT_NAMES[fact]}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="break-words whitespace-pre-line text-slate-800">{note}</p> : null}
      {facts.length === 0 && !note ? <p className="text-slate-800">{NO_WORKPLACE_TEXT}</p> : null}
    </section>
  );
}
