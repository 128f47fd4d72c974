import type { AdminUserRecord } from '@kakayahan/contracts';
import { useEffect, useMemo, useState } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePendingUsers } from '../api/get-pending-users';
import { ActionFeedback, type Feedback } from '../components/action-feedback';
import { EmptyState, LoadFailure } from '../components/admin-table';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { PendingUsersTable, type PendingUserAction } from '../components/pending-users-table';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserSearchField, UserTypeFilterField } from '../components/user-filters';
import { matchesApprovalSearch, matchesUserType, type UserTypeFilter } from '../components/user-search';

export const LOAD_PENDING_ERROR = 'Failed to load pending users. Please try again.';

/** /admin/user-approval: pending registrations to check against their PWD card, then approve or reject. */
export default function UserApprovalPage() {
  const query = usePendingUsers();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserTypeFilter>('all');
  const [action, setAction] = useState<{ kind: PendingUserAction; user: AdminUserRecord } | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const users = query.data;

  const visible = useMemo(
    () => users?.filter((user) => matchesUserType(user, filter) && matchesApprovalSearch(user, search)) ?? [],
    [users, filter, search],
  );

  useEffect(() => {
    // A failed background refresh keeps the list on screen; it is only logged.
    if (query.error && users) console.warn('Could not refresh pending users', query.error);
  }, [query.error, users]);

  function handleDecided(message: string) {
    setAction(null);
    setFeedback({ tone: 'success', text: message });
  }

  function handleAction(kind: PendingUserAction, user: AdminUserRecord) {
    setFeedback(null);
    setAction({ kind, user });
  }

  let content;
  if (users) {
    content =
      users.length === 0 ? (
        <EmptyState title="No pending users">New registrations waiting for review will appear here.</EmptyState>
      ) : (
        <>
          <search className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <UserSearchField
              label="Search"
              description="By user ID, PWD ID number, e-mail, name or disability."
              value={search}
              onChange={setSearch}
            />
            <UserTypeFilterField value={filter} onChange={setFilter} />
          </search>
          <LiveRegion className="font-semibold text-slate-900">{`${visible.length} user(s) found`}</LiveRegion>
          {visible.length === 0 ? (
            <EmptyState title="No users found">There are no users matching your search criteria.</EmptyState>
          ) : (
            <PendingUsersTable users={visible} onAction={handleAction} />
          )}
        </>
      );
  } else if (query.isError) {
    content = (
      <LoadFailure message={LOAD_PENDING_ERROR} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    content = <Loading label="Loading pending users…" />;
  }

  const close = () => setAction(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>User Registration Approval</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Check each person&apos;s PWD card against their ID number and disability before approving. Approved people can
        sign in; rejected registrations are deleted. Both are told by e-mail.
      </p>
      <ActionFeedback feedback={feedback} />
      {content}
      {action?.kind === 'details' ? (
        <UserDetailsDialog user={action.user} onClose={close} onDecided={handleDecided} />
      ) : null}
      {action?.kind === 'approve' ? (
        <ApproveUserDialog user={action.user} onClose={close} onApproved={handleDecided} />
      ) : null}
      {action?.kind === 'reject' ? (
        <RejectUserDialog user={action.user} onClose={close} onRejected={handleDecided} />
      ) : null}
    </div>
  );
}
