import { LoadFailed } from '../../../components/ui/load-failed';
import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { NO_FILTERS, type JobFairFilters } from '../api/job-fair-keys';
import { useJobFairs } from '../api/list-job-fairs';
import { hasFilters, JobFairFilterForm } from './job-fair-filters';
import { JOB_FAIR_TEXT, jobFairCountText } from './job-fair-words';

/** An empty list, with what to do about it. */
function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/**
 * The fairs not yet ended, as job seekers, visitors and admins see them: the filters, the announced
 * result count ("3 job fairs"), and a card per fair drawn by `renderCard` (whose button depends on who
 * is looking). While new filters load, the last result stays on screen.
 */
export function JobFairListing({
  viewerId,
  renderCard,
}: {
  /** The signed-in person's id, or null for a visitor (the answer depends on who asks). */
  viewerId: number | null;
  renderCard: (fair: JobFair) => ReactNode;
}) {
  const [filters, setFilters] = useState<JobFairFilters>(NO_FILTERS);
  // A new key resets the filter form when the filters are cleared from the empty list.
  const [formKey, setFormKey] = useState(0);
  const query = useJobFairs(viewerId, filters);
  const headingId = useId();
  const fairs = query.data;
  const isUpdating = query.isPlaceholderData;

  function handleClearFilters() {
    setFilters(NO_FILTERS);
    setFormKey((key) => key + 1);
  }

  let content: ReactNode;
  if (fairs && fairs.length === 0) {
    content = hasFilters(filters) ? (
      <EmptyList title={JOB_FAIR_TEXT.noMatches}>
        <p className="text-slate-800">{JOB_FAIR_TEXT.noMatchesGuidance}</p>
        <Button variant="secondary" onPress={handleClearFilters}>
          Clear filters
        </Button>
      </EmptyList>
    ) : (
      <EmptyList title={JOB_FAIR_TEXT.noFairs}>
        <p className="text-slate-800">{JOB_FAIR_TEXT.noFairsGuidance}</p>
      </EmptyList>
    );
  } else if (fairs) {
    content = (
      <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {fairs.map((fair) => (
          <li key={fair.id}>{renderCard(fair)}</li>
        ))}
      </ul>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={JOB_FAIR_MESSAGES.loadFairsFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading job fairs…" />;
  }

  let count: string | null = null;
  if (isUpdating) count = 'Updating the list…';
  else if (fairs) count = jobFairCountText(fairs.length);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Job fairs
      </h2>
      <JobFairFilterForm key={formKey} applied={filters} onApply={setFilters} />
      <LiveRegion className="font-semibold text-slate-900">{count}</LiveRegion>
      {query.isError && fairs ? <Alert tone="error">{JOB_FAIR_MESSAGES.loadFairsFailed}</Alert> : null}
      {content}
    </section>
  );
}
