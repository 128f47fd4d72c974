import type { AdminUserRecord } from '@kakayahan/contracts';
import { useEffect, useMemo, useState } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUsers } from '../api/get-users';
import { ActionFeedback, type Feedback } from '../components/action-feedback';
import { EmptyState, LoadFailure } from '../components/admin-table';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { ManageUserDetailsDialog } from '../components/manage-user-details-dialog';
import { UserSearchField } from '../components/user-filters';
import { matchesManageSearch } from '../components/user-search';
import { UsersTable, type UserAction } from '../components/users-table';

export const LOAD_USERS_ERROR = 'Failed to load users. Please try again.';

/** /admin/manage-users: every user, searchable by ID number or disability, with details and delete. */
export default function ManageUsersPage() {
  const query = useUsers();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<{ kind: UserAction; user: AdminUserRecord } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const users = query.data;

  const visible = useMemo(() => users?.filter((user) => matchesManageSearch(user, search)) ?? [], [users, search]);

  useEffect(() => {
    if (query.error && users) console.warn('Could not refresh users', query.error);
  }, [query.error, users]);

  function handleDeleted(message: string) {
    setAction(null);
    setFeedback({ tone: 'success', text: message });
  }

  function handleAction(kind: UserAction, user: AdminUserRecord) {
    setFeedback(null);
    setAction({ kind, user });
  }

  let content;
  if (users) {
    content = (
      <>
        <search className="flex flex-col gap-4">
          <UserSearchField label="Search by ID or disability type" value={search} onChange={setSearch} />
        </search>
        <LiveRegion className="font-semibold text-slate-900">{`${visible.length} user(s) found`}</LiveRegion>
        {visible.length === 0 ? (
          <EmptyState title="No users found">There are no users matching your search criteria.</EmptyState>
        ) : (
          <UsersTable users={visible} onAction={handleAction} />
        )}
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadFailure message={LOAD_USERS_ERROR} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    content = <Loading label="Loading users…" />;
  }

  const close = () => setAction(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Manage Users</PageHeading>
      <ActionFeedback feedback={feedback} />
      {content}
      {action?.kind === 'details' ? (
        <ManageUserDetailsDialog user={action.user} onClose={close} onDeleted={handleDeleted} />
      ) : null}
      {action?.kind === 'delete' ? (
        <DeleteUserDialog user={action.user} onClose={close} onDeleted={handleDeleted} />
      ) : null}
    </div>
  );
}
