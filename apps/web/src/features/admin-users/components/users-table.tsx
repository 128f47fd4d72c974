import type { AdminUserRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { cellClasses, headerCellClasses, tableClasses, TableRegion } from './admin-table';
import { orNotProvided, personName } from './person';
import { ActiveStatus } from './status-badge';

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
    <TableRegion label="Users table">
      <table className={tableClasses}>
        <caption className="sr-only">Users</caption>
        <thead>
          <tr>
            {['User ID', 'Name', 'Disability Type', 'Location', 'Status', 'Actions'].map((column) => (
              <th key={column} scope="col" className={headerCellClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = personName(user);
            return (
              <tr key={user.user}>
                <th scope="row" className={`${cellClasses} font-semibold`}>
                  {user.user}
                </th>
                <td className={cellClasses}>{name}</td>
                <td className={cellClasses}>{orNotProvided(user.user_disability)}</td>
                <td className={cellClasses}>{orNotProvided(user.location)}</td>
                <td className={cellClasses}>
                  <ActiveStatus isActive={user.activated} />
                </td>
                <td className={cellClasses}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`View details for ${name}`}
                      onPress={() => onAction('details', user)}
                    >
                      View
                    </Button>
                    <Button variant="danger" aria-label={`Delete ${name}`} onPress={() => onAction('delete', user)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
