import { ADMIN_PAGE_SIZE, EMPLOYER_VERIFICATION_MESSAGES, type AdminEmployerVerification } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { SearchForm } from '../../../components/ui/search-form';
import { EmptyState, PagedResults, useAdminListParams, useKeepPageInRange } from '../../admin-users';
import { usePendingVerifications } from '../api/get-employer-verifications';
import { ReviewVerificationDialog } from './review-verification-dialog';
import { VerificationsTable } from './verifications-table';

export const NO_EMPLOYERS_WAITING = 'No employers waiting for verification.';

/** The certificate links last ten minutes: a list older than this is fetched again when a review opens. */
const LINK_REFRESH_AFTER_MS = 5 * 60 * 1000;

/**
 * User Approval's Employers tab: the business registrations waiting for a check (first come, first
 * served), searched and paged on the server with the search and page in the address, each opened in the
 * review dialog to approve or reject. `filter` is the page's Filter select, shown beside the search.
 */
export function EmployerVerificationsPanel({ filter }: { filter?: ReactNode }) {
  const list = useAdminListParams();
  const query = usePendingVerifications(list.search, list.page);
  const { action, feedback, start, finish, close } = useActionFeedback<AdminEmployerVerification>();
  useKeepPageInRange(query.isPlaceholderData ? undefined : query.data, ADMIN_PAGE_SIZE, list.setPage);
  // Nobody waits and nothing narrows the list: the search has nothing to search.
  const isNobodyWaiting = !query.isPlaceholderData && query.data?.total === 0 && !list.isFiltered;
  // The newest answer about the reviewed registration (a fresh certificate link), else the row it opened from.
  const reviewed = action ? (query.data?.rows.find((row) => row.employer_id === action.employer_id) ?? action) : null;

  function handleReview(verification: AdminEmployerVerification) {
    if (Date.now() - query.dataUpdatedAt > LINK_REFRESH_AFTER_MS) void query.refetch();
    start(verification);
  }

  let content;
  if (query.data) {
    content = isNobodyWaiting ? (
      <EmptyState title={NO_EMPLOYERS_WAITING}>New business registrations to check will appear here.</EmptyState>
    ) : (
      <PagedResults
        list={query.data}
        noun="employer"
        pageSize={ADMIN_PAGE_SIZE}
        pagesLabel="Pages of employers waiting for verification"
        isUpdating={query.isPlaceholderData}
        announceKey={`${list.search}|${list.page}`}
        onPage={list.setPage}
        empty={
          <EmptyState title="No employers found">There are no employers matching your search criteria.</EmptyState>
        }
      >
        {(rows) => <VerificationsTable verifications={rows} onReview={handleReview} />}
      </PagedResults>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={EMPLOYER_VERIFICATION_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading employer verifications…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-slate-800">
        Check each company&apos;s registration certificate against its registration number and TIN before approving.
        Approved employers get the Verified employer badge on their profile and jobs; rejected employers read your
        reason and can send their registration again. Both are told.
      </p>
      <ActionFeedback feedback={feedback} />
      {isNobodyWaiting ? null : (
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchForm
            region="Employers waiting for verification"
            label="Search by company, e-mail, contact, registration number or TIN"
            name="search"
            value={list.text}
            onChange={list.setText}
            onSubmit={list.submit}
            fieldBasis="basis-64"
          />
          {filter}
        </div>
      )}
      {content}
      {reviewed ? <ReviewVerificationDialog verification={reviewed} onClose={close} onDecided={finish} /> : null}
    </div>
  );
}
