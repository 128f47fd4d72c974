import type { AdminUserRecord } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { orNotProvided, personName } from './person';

/** The columns the two user tables share; each table lists the ones it shows, in its own order. */
export const userColumns = {
  id: { header: 'User ID', className: 'font-semibold', cell: (user) => user.user },
  name: { header: 'Name', cell: personName },
  email: { header: 'Email', className: 'break-all', cell: (user) => user.email },
  disability: { header: 'Disability Type', cell: (user) => orNotProvided(user.user_disability) },
  location: { header: 'Location', cell: (user) => orNotProvided(user.location) },
} satisfies Record<string, Column<AdminUserRecord>>;

/**
 * The Actions column: View first, then the table's own buttons. Every button says in its accessible name
 * whom it acts on, since a screen reader user hears many identical "View" buttons otherwise.
 */
export function actionsColumn(
  onView: (user: AdminUserRecord) => void,
  actions: (user: AdminUserRecord, name: string) => ReactNode,
): Column<AdminUserRecord> {
  return {
    header: 'Actions',
    cell: (user) => {
      const name = personName(user);
      return (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={`View details for ${name}`} onPress={() => onView(user)}>
            View
          </Button>
          {actions(user, name)}
        </div>
      );
    },
  };
}
