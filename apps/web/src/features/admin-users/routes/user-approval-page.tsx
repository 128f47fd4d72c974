import type { AdminUserRecord } from '@kakayahan/contracts';
import { useMemo, useState } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePendingUsers } from '../api/get-pending-users';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { EmptyState, QueryContent } from '../components/list-states';
import { PendingUsersTable, type PendingUserAction } from '../components/pending-users-table';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { SearchResults, UserSearchField, UserTypeFilterField } from '../components/user-filters';
import { matchesApprovalSearch, matchesUserType, type UserTypeFilter } from '../components/user-search';

export const LOAD_PENDING_ERROR = 'Failed to load pending users. Please try again.';

/** /admin/user-approval: pending registrations to check against their PWD card, then approve or reject. */
export default function UserApprovalPage() {
  const query = usePendingUsers();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserTypeFilter>('all');
  const { action, feedback, start, finish, close } = useActionFeedback<{
    kind: PendingUserAction;
    user: AdminUserRecord;
  }>();
  const users = query.data;

  const visible = useMemo(
    () => users?.filter((user) => matchesUserType(user, filter) && matchesApprovalSearch(user, search)) ?? [],
    [users, filter, search],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>User Registration Approval</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Check each person&apos;s PWD card against their ID number and disability before approving. Approved people can
        sign in; rejected registrations are deleted. Both are told by e-mail.
      </p>
      <ActionFeedback feedback={feedback} />
      <QueryContent
        query={query}
        loadError={LOAD_PENDING_ERROR}
        loadingLabel="Loading pending users…"
        refreshWarning="Could not refresh pending users"
      >
        {(pending) =>
          pending.length === 0 ? (
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
              <SearchResults count={visible.length}>
                <PendingUsersTable users={visible} onAction={(kind, user) => start({ kind, user })} />
              </SearchResults>
            </>
          )
        }
      </QueryContent>
      {action?.kind === 'details' ? <UserDetailsDialog user={action.user} onClose={close} onDecided={finish} /> : null}
      {action?.kind === 'approve' ? <ApproveUserDialog user={action.user} onClose={close} onApproved={finish} /> : null}
      {action?.kind === 'reject' ? <RejectUserDialog user={action.user} onClose={close} onRejected={finish} /> : null}
    </div>
  );
}
