import type { AdminUserRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ApprovalStatus } from './status-badge';
import { actionsColumn, userColumns } from './user-columns';

export type PendingUserAction = 'details' | 'approve' | 'reject';

/** The pending registrations; each action button names the person it acts on. */
export function PendingUsersTable({
  users,
  onAction,
}: {
  users: readonly AdminUserRecord[];
  onAction: (kind: PendingUserAction, user: AdminUserRecord) => void;
}) {
  return (
    <DataTable
      label="Pending users table"
      caption="Pending users"
      rows={users}
      rowKey={(user) => user.user}
      columns={[
        userColumns.id,
        userColumns.name,
        userColumns.email,
        userColumns.disability,
        userColumns.location,
        { header: 'Status', cell: (user) => <ApprovalStatus isActivated={user.activated} /> },
        actionsColumn(
          (user) => onAction('details', user),
          (user, name) =>
            user.activated ? null : (
              <>
                <Button aria-label={`Approve ${name}`} onPress={() => onAction('approve', user)}>
                  Approve
                </Button>
                <Button variant="danger" aria-label={`Reject ${name}`} onPress={() => onAction('reject', user)}>
                  Reject
                </Button>
              </>
            ),
        ),
      ]}
    />
  );
}
