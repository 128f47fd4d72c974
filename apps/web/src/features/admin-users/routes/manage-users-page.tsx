import type { AdminUserRecord } from '@kakayahan/contracts';
import { useMemo, useState } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { QueryContent } from '../components/list-states';
import { ManageUserDetailsDialog } from '../components/manage-user-details-dialog';
import { SearchResults, UserSearchField } from '../components/user-filters';
import { matchesManageSearch } from '../components/user-search';
import { UsersTable, type UserAction } from '../components/users-table';

export const LOAD_USERS_ERROR = 'Failed to load users. Please try again.';

/** /admin/manage-users: every user, searchable by ID number or disability, with details and delete. */
export default function ManageUsersPage() {
  const query = useUsers();
  const [search, setSearch] = useState('');
  const { action, feedback, start, finish, close } = useActionFeedback<{ kind: UserAction; user: AdminUserRecord }>();
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
              <UsersTable users={visible} onAction={(kind, user) => start({ kind, user })} />
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
