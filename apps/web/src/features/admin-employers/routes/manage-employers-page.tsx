import { ADMIN_EMPLOYER_MESSAGES, ADMIN_PAGE_SIZE, type AdminEmployerRecord } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { EmptyState, PagedResults, useAdminListParams, useKeepPageInRange } from '../../admin-users';
import { useEmployers, type EmployerListFilters } from '../api/get-employers';
import { DeleteEmployerDialog } from '../components/delete-employer-dialog';
import { EmployerDetailsDialog } from '../components/employer-details-dialog';
import { EMPLOYER_FILTER_NAMES, EmployerFilterBar } from '../components/employer-filters';
import { verificationOf } from '../components/employer-words';
import { EmployersTable, type EmployerAction } from '../components/employers-table';

/**
 * /admin/manage-employers (document 2 §2): every employer, searched, filtered by industry, location and
 * verification, and paged on the server (all of it in the address), with the full profile and jobs in a
 * view dialog, and delete after the spec's confirmation. Outcomes are announced; the list refreshes at
 * once (no timed reload).
 */
export default function ManageEmployersPage() {
  const list = useAdminListParams(EMPLOYER_FILTER_NAMES);
  const filters: EmployerListFilters = {
    search: list.search,
    industry: list.filters.industry,
    location: list.filters.location,
    verification: verificationOf(list.filters.verification),
  };
  const query = useEmployers(filters, list.page);
  const { action, feedback, start, finish, close } = useActionFeedback<{
    kind: EmployerAction;
    employer: AdminEmployerRecord;
  }>();
  useKeepPageInRange(query.isPlaceholderData ? undefined : query.data, ADMIN_PAGE_SIZE, list.setPage);

  let content: ReactNode;
  if (query.data) {
    content = (
      <PagedResults
        list={query.data}
        noun="employer"
        pageSize={ADMIN_PAGE_SIZE}
        pagesLabel="Pages of employers"
        isUpdating={query.isPlaceholderData}
        announceKey={JSON.stringify([filters, list.page])}
        onPage={list.setPage}
        empty={
          <EmptyState title={ADMIN_EMPLOYER_MESSAGES.noEmployers}>
            {list.isFiltered ? ADMIN_EMPLOYER_MESSAGES.noEmployersMatch : 'Employers appear here once they sign up.'}
          </EmptyState>
        }
      >
        {(employers) => (
          <EmployersTable employers={employers} onAction={(kind, employer) => start({ kind, employer })} />
        )}
      </PagedResults>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={ADMIN_EMPLOYER_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading employers…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Manage Employers</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Every employer account, with its company profile, jobs and verification. Deleting an employer also deletes their
        jobs, the applications to them and their job fairs; the people affected are told.
      </p>
      <ActionFeedback feedback={feedback} />
      <EmployerFilterBar list={list} />
      {content}
      {action?.kind === 'view' ? (
        <EmployerDetailsDialog employer={action.employer} onClose={close} onDeleted={finish} />
      ) : null}
      {action?.kind === 'delete' ? (
        <DeleteEmployerDialog employer={action.employer} onClose={close} onDeleted={finish} />
      ) : null}
    </div>
  );
}
