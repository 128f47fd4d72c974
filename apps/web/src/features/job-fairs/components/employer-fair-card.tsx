import type { JobFair } from '@kakayahan/contracts';
import { useId } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Fact, JobFairFacts } from './job-fair-facts';

/**
 * One of the employer's fairs (document 2 §2 "Manage Job Fairs"): title, when, format, venue,
 * accessibility, registrations, waiting list, capacity and jobs, with Edit, Details and Delete. Each
 * button names the fair for screen readers, since every card has the same three.
 */
export function EmployerFairCard({
  fair,
  onEdit,
  onDelete,
}: {
  fair: JobFair;
  onEdit: (fair: JobFair) => void;
  onDelete: (fair: JobFair) => void;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-slate-300 bg-white p-4"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
        {fair.title}
      </h3>
      <JobFairFacts fair={fair}>
        <Fact term="Registrations">{fair.registrations_count}</Fact>
        <Fact term="Waiting list">{fair.waitlist_count}</Fact>
        <Fact term="Capacity">{fair.capacity === null ? 'No limit' : fair.capacity}</Fact>
        <Fact term="Jobs">{fair.jobs_count}</Fact>
      </JobFairFacts>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => onEdit(fair)}>
          Edit <span className="sr-only">{fair.title}</span>
        </Button>
        <LinkButton to={`/job-fairs/${fair.id}/applications`} variant="secondary">
          Details <span className="sr-only">of {fair.title}</span>
        </LinkButton>
        <Button variant="danger-outline" onPress={() => onDelete(fair)}>
          Delete <span className="sr-only">{fair.title}</span>
        </Button>
      </div>
    </article>
  );
}
