import { ADMIN_PAGE_SIZE, type AdminUserRecord } from '@kakayahan/contracts';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchForm } from '../../../components/ui/search-form';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EmptyState, QueryContent } from '../components/list-states';
import { ManageUserDetailsDialog } from '../components/manage-user-details-dialog';
import { PagedResults } from '../components/paged-results';
import { useAdminListParams, useKeepPageInRange } from '../components/use-admin-list-params';
import { UsersTable, type UserAction } from '../components/users-table';

export const LOAD_USERS_ERROR = 'Failed to load users. Please try again.';

/**
 * /admin/manage-users: every job seeker, searched (ID number, disability, name, e-mail, location) and
 * paged on the server, with details and delete. The search and page are in the address.
 */
export default function ManageUsersPage() {
  const list = useAdminListParams();
  const query = useUsers(list.search, list.page);
  const { action, feedback, start, finish, close } = useActionFeedback<{ kind: UserAction; user: AdminUserRecord }>();
  useKeepPageInRange(query.isPlaceholderData ? undefined : query.data, ADMIN_PAGE_SIZE, list.setPage);

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Manage Users</PageHeading>
      <ActionFeedback feedback={feedback} />
      {/* Outside the list's states, so a failed search can be corrected where it was typed. */}
      <SearchForm
        region="Users"
        label="Search by ID or disability type"
        name="search"
        value={list.text}
        onChange={list.setText}
        onSubmit={list.submit}
        fieldBasis="basis-64"
      />
      <QueryContent
        query={query}
        loadError={LOAD_USERS_ERROR}
        loadingLabel="Loading users…"
        refreshWarning="Could not refresh users"
      >
        {(result) => (
          <PagedResults
            list={result}
            noun="user"
            pageSize={ADMIN_PAGE_SIZE}
            pagesLabel="Pages of users"
            isUpdating={query.isPlaceholderData}
            announceKey={`${list.search}|${list.page}`}
            onPage={list.setPage}
            empty={<EmptyState title="No users found">There are no users matching your search criteria.</EmptyState>}
          >
            {(users) => <UsersTable users={users} onAction={(kind, user) => start({ kind, user })} />}
          </PagedResults>
        )}
      </QueryContent>
      {action?.kind === 'details' ? (
        <ManageUserDetailsDialog user={action.user} onClose={close} onDeleted={finish} />
      ) : null}
      {action?.kind === 'delete' ? <DeleteUserDialog user={action.user} onClose={close} onDeleted={finish} /> : null}
    </div>
  );
}
