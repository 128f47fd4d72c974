import { ADMIN_PAGE_SIZE, type AdminUserRecord } from '@kakayahan/contracts';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchForm } from '../../../components/ui/search-form';
import { usePendingUsers } from '../api/get-pending-users';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { EmptyState, QueryContent } from '../components/list-states';
import { PagedResults } from '../components/paged-results';
import { PendingUsersTable, type PendingUserAction } from '../components/pending-users-table';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { userTypeFilterOf, UserTypeFilterField } from '../components/user-filters';
import { useAdminListParams, useKeepPageInRange } from '../components/use-admin-list-params';

export const LOAD_PENDING_ERROR = 'Failed to load pending users. Please try again.';

const FILTERS = ['type'] as const;
const NO_EMPLOYERS_WAIT =
  'Employers do not wait for approval: their accounts are active once they confirm their e-mail address.';

/**
 * /admin/user-approval: pending registrations to check against their PWD card, then approve or reject.
 * Searched and paged on the server; the search, the Filter select and the page are in the address.
 */
export default function UserApprovalPage() {
  const list = useAdminListParams(FILTERS);
  const query = usePendingUsers(list.search, list.page);
  const filter = userTypeFilterOf(list.filters.type);
  const { action, feedback, start, finish, close } = useActionFeedback<{
    kind: PendingUserAction;
    user: AdminUserRecord;
  }>();
  useKeepPageInRange(query.isPlaceholderData ? undefined : query.data, ADMIN_PAGE_SIZE, list.setPage);
  // Nobody waits and nothing narrows the list: the search has nothing to search.
  const isNobodyWaiting = !query.isPlaceholderData && query.data?.total === 0 && !list.isFiltered;

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>User Registration Approval</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Check each person&apos;s PWD card against their ID number and disability before approving. Approved people can
        sign in; rejected registrations are deleted. Both are told by e-mail.
      </p>
      <ActionFeedback feedback={feedback} />
      {isNobodyWaiting ? null : (
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchForm
            region="Pending users"
            label="Search by ID number, name, e-mail or disability"
            name="search"
            value={list.text}
            onChange={list.setText}
            onSubmit={list.submit}
            fieldBasis="basis-64"
          />
          <UserTypeFilterField value={filter} onChange={(next) => list.setFilter('type', next === 'all' ? '' : next)} />
        </div>
      )}
      <QueryContent
        query={query}
        loadError={LOAD_PENDING_ERROR}
        loadingLabel="Loading pending users…"
        refreshWarning="Could not refresh pending users"
      >
        {(result) =>
          isNobodyWaiting ? (
            <EmptyState title="No pending users">New registrations waiting for review will appear here.</EmptyState>
          ) : (
            <PagedResults
              // Only job seekers wait for approval, so Employers is always an empty list, said as such.
              list={filter === 'employer' ? { rows: [], page: 1, total: 0 } : result}
              noun="user"
              pageSize={ADMIN_PAGE_SIZE}
              pagesLabel="Pages of pending users"
              isUpdating={query.isPlaceholderData}
              announceKey={`${list.search}|${filter}|${list.page}`}
              onPage={list.setPage}
              empty={
                <EmptyState title="No users found">
                  {filter === 'employer' ? NO_EMPLOYERS_WAIT : 'There are no users matching your search criteria.'}
                </EmptyState>
              }
            >
              {(users) => <PendingUsersTable users={users} onAction={(kind, user) => start({ kind, user })} />}
            </PagedResults>
          )
        }
      </QueryContent>
      {action?.kind === 'details' ? <UserDetailsDialog user={action.user} onClose={close} onDecided={finish} /> : null}
      {action?.kind === 'approve' ? <ApproveUserDialog user={action.user} onClose={close} onApproved={finish} /> : null}
      {action?.kind === 'reject' ? <RejectUserDialog user={action.user} onClose={close} onRejected={finish} /> : null}
    </div>
  );
}
