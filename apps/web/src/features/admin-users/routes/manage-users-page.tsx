import { useMemo, useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUsers } from '../api/get-users';
import { ActionFeedback, useUserAction } from '../components/action-feedback';
import { QueryContent } from '../components/admin-table';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { ManageUserDetailsDialog } from '../components/manage-user-details-dialog';
import { SearchResults, UserSearchField } from '../components/user-filters';
import { matchesManageSearch } from '../components/user-search';
import { UsersTable, type UserAction } from '../components/users-table';

export const LOAD_USERS_ERROR = 'Failed to load users. Please try again.';

/** /admin/manage-users: every user, searchable by ID number or disability, with details and delete. */
export default function ManageUsersPage() {
  const query = useUsers();
  const [search, setSearch] = useState('');
  const { action, feedback, start, finish, close } = useUserAction<UserAction>();
  const users = query.data;

  const visible = useMemo(() => users?.filter((user) => matchesManageSearch(user, search)) ?? [], [users, search]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Manage Users</PageHeading>
      <ActionFeedback feedback={feedback} />
      <QueryContent
        query={query}
        loadError={LOAD_USERS_ERROR}
        loadingLabel="Loading users…"
        refreshWarning="Could not refresh users"
      >
        {() => (
          <>
            <search className="flex flex-col gap-4">
              <UserSearchField label="Search by ID or disability type" value={search} onChange={setSearch} />
            </search>
            <SearchResults count={visible.length}>
              <UsersTable users={visible} onAction={start} />
            </SearchResults>
          </>
        )}
      </QueryContent>
      {action?.kind === 'details' ? (
        <ManageUserDetailsDialog user={action.user} onClose={close} onDeleted={finish} />
      ) : null}
      {action?.kind === 'delete' ? <DeleteUserDialog user={action.user} onClose={close} onDeleted={finish} /> : null}
    </div>
  );
}
