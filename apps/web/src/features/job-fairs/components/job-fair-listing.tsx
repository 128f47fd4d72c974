import { LoadFailed } from '../../../components/ui/load-failed';
import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import type { JobFairFilters } from '../api/job-fair-keys';
import { useJobFairs } from '../api/list-job-fairs';
import { jobFairsHref, readJobFairFilters, withJobFairFilters } from '../job-fair-filter-params';
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
 * is looking). While new filters load, the last result stays on screen. The filters are the address's
 * (decision 027, fair filters), so the server renders a visitor's filtered list and Back undoes a filter.
 */
export function JobFairListing({
  viewerId,
  renderCard,
}: {
  /** The signed-in person's id, or null for a visitor (the answer depends on who asks). */
  viewerId: number | null;
  renderCard: (fair: JobFair) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readJobFairFilters(params);
  const query = useJobFairs(viewerId, filters);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fairs = query.data;
  const isUpdating = query.isPlaceholderData;
  const address = jobFairsHref(filters);

  // Clear filters in the empty list goes away with it: the focus goes to the list's heading.
  const isClearingFromEmptyList = useRef(false);
  useEffect(() => {
    if (isClearingFromEmptyList.current) headingRef.current?.focus();
    isClearingFromEmptyList.current = false;
  }, [address]);

  function handleApply(next: JobFairFilters) {
    setParams((current) => withJobFairFilters(current, next));
  }

  let content: ReactNode;
  if (fairs && fairs.length === 0) {
    content = hasFilters(filters) ? (
      <EmptyList title={JOB_FAIR_TEXT.noMatches}>
        <p className="text-slate-800">{JOB_FAIR_TEXT.noMatchesGuidance}</p>
        <LinkButton
          variant="secondary"
          to={jobFairsHref()}
          onClick={() => {
            isClearingFromEmptyList.current = true;
          }}
        >
          Clear filters
        </LinkButton>
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
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline"
      >
        Job fairs
      </h2>
      <JobFairFilterForm applied={filters} onApply={handleApply} />
      <LiveRegion className="font-semibold text-slate-900">{count}</LiveRegion>
      {query.isError && fairs ? <Alert tone="error">{JOB_FAIR_MESSAGES.loadFairsFailed}</Alert> : null}
      {content}
    </section>
  );
}
