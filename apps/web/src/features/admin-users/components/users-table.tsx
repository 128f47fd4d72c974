import type { AdminUserRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ActiveStatus } from './status-badge';
import { actionsColumn, userColumns } from './user-columns';

export type UserAction = 'details' | 'delete';

/** Manage Users' table; each action button names the person it acts on. */
export function UsersTable({
  users,
  onAction,
}: {
  users: readonly AdminUserRecord[];
  onAction: (kind: UserAction, user: AdminUserRecord) => void;
}) {
  return (
    <DataTable
      label="Users table"
      caption="Users"
      rows={users}
      rowKey={(user) => user.user}
      columns={[
        userColumns.id,
        userColumns.name,
        userColumns.disability,
        userColumns.location,
        { header: 'Status', cell: (user) => <ActiveStatus isActive={user.activated} /> },
        actionsColumn(
          (user) => onAction('details', user),
          (user, name) => (
            <Button variant="danger-outline" aria-label={`Delete ${name}`} onPress={() => onAction('delete', user)}>
              Delete
            </Button>
          ),
        ),
      ]}
    />
  );
}
