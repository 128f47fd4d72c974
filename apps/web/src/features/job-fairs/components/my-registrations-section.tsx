import { LoadFailed } from '../../../components/ui/load-failed';
import { formatFairWhen, JOB_FAIR_MESSAGES, type JobFairRegistration } from '@kakayahan/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { JOB_FAIR_TEXT, registrationStatusText } from './job-fair-words';

/**
 * My registrations: every fair the job seeker registered for, past ones and cancelled ones too, with
 * the status in words and View Details (not for a cancelled one).
 */
export function MyRegistrationsSection({
  query,
  onView,
}: {
  query: Pick<UseQueryResult<JobFairRegistration[]>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  onView: (registration: JobFairRegistration) => void;
}) {
  const headingId = useId();
  let content: ReactNode;
  if (query.data && query.data.length === 0) {
    content = <p className="text-slate-800">{JOB_FAIR_TEXT.noRegistrations}</p>;
  } else if (query.data) {
    content = (
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {query.data.map((registration) => {
          const fair = registration.job_fair_detail;
          return (
            <li
              key={registration.id}
              className="flex flex-col gap-2 rounded-md border-2 border-slate-300 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{fair.title}</p>
                <p className="text-slate-800">{formatFairWhen(fair)}</p>
                <p className="text-slate-800">
                  {registrationStatusText(registration.status, registration.waitlist_position)}
                  {fair.has_ended ? ' (the fair has ended)' : ''}
                </p>
              </div>
              {registration.status !== 'cancelled' ? (
                <Button variant="secondary" onPress={() => onView(registration)}>
                  View Details <span className="sr-only">of {fair.title}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={JOB_FAIR_MESSAGES.loadDetailsFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading your registrations…" />;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {JOB_FAIR_TEXT.myRegistrationsHeading}
      </h2>
      {content}
    </section>
  );
}
