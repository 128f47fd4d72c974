import { APPLICATION_MESSAGES, type MyApplication } from '@kakayahan/contracts';
import { useMemo, useRef, useState } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCountCards } from '../components/application-counts';
import { ApplicationFiltersBar } from '../components/application-filters';
import {
  countApplications,
  filterApplications,
  hasActiveFilters,
  NO_FILTERS,
  type ApplicationFilters,
} from '../components/application-list';
import { ApplicationResults } from '../components/application-results';
import { CancelApplicationDialog } from '../components/cancel-application-dialog';
import { LoadError } from '../components/load-error';

export const LOAD_APPLICATIONS_ERROR = 'Failed to load applications';

/** /job-seeker/track-job: the job seeker's applications with counts, search, filter, sort and cancel. */
export default function TrackJobPage() {
  const session = useSession();
  const query = useMyApplications(session?.userId ?? null);
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  const { action: cancelling, feedback, start, finish, close } = useActionFeedback<MyApplication>();
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const { refetch } = query;
  const applications = query.data;

  const visible = useMemo(() => filterApplications(applications ?? [], filters), [applications, filters]);

  function handleRefresh() {
    setAnnouncement('');
    void refetch().then((result) => {
      if (result.isSuccess) setAnnouncement('Applications refreshed.');
    });
  }

  function handleCancelled() {
    finish(APPLICATION_MESSAGES.cancelled);
    // The row is already gone from the list; the fresh list follows at once (decision 020: nothing on the
    // page changes by itself after a delay; the spec waited 1 s).
    void refetch();
  }

  function handleClearFilters() {
    setFilters((current) => ({ ...NO_FILTERS, sort: current.sort }));
    searchRef.current?.focus();
  }

  let content;
  if (applications) {
    content = (
      <>
        <ApplicationCountCards counts={countApplications(applications)} />
        {applications.length > 0 ? (
          <ApplicationFiltersBar filters={filters} onChange={setFilters} searchRef={searchRef} />
        ) : null}
        <ApplicationResults
          all={applications}
          visible={visible}
          isFiltered={hasActiveFilters(filters)}
          onClearFilters={handleClearFilters}
          onCancel={start}
        />
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        error={query.error}
        fallback={LOAD_APPLICATIONS_ERROR}
        onRetry={() => void refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading your applications…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>Current Job Applications</PageHeading>
        {applications ? (
          <Button variant="secondary" onPress={handleRefresh} isPending={query.isFetching}>
            Refresh
          </Button>
        ) : null}
      </div>
      <LiveRegion className="sr-only">{announcement}</LiveRegion>
      <ActionFeedback feedback={feedback} />
      {content}
      {cancelling ? (
        <CancelApplicationDialog application={cancelling} onClose={close} onCancelled={handleCancelled} />
      ) : null}
    </div>
  );
}
