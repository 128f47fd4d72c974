import type { AdminUserRecord } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { cellClasses, headerCellClasses, tableClasses, TableRegion } from './admin-table';
import { orNotProvided, personName } from './person';
import { ApprovalStatus } from './status-badge';

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
    <TableRegion label="Pending users table">
      <table className={tableClasses}>
        <caption className="sr-only">Pending users</caption>
        <thead>
          <tr>
            {['User ID', 'Name', 'Email', 'Disability Type', 'Location', 'Status', 'Actions'].map((column) => (
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
                <td className={`${cellClasses} break-all`}>{user.email}</td>
                <td className={cellClasses}>{orNotProvided(user.user_disability)}</td>
                <td className={cellClasses}>{orNotProvided(user.location)}</td>
                <td className={cellClasses}>
                  <ApprovalStatus isActivated={user.activated} />
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
                    {user.activated ? null : (
                      <>
                        <Button aria-label={`Approve ${name}`} onPress={() => onAction('approve', user)}>
                          Approve
                        </Button>
                        <Button variant="danger" aria-label={`Reject ${name}`} onPress={() => onAction('reject', user)}>
                          Reject
                        </Button>
                      </>
                    )}
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
