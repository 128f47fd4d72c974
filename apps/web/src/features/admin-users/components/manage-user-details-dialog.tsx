import { useState } from 'react';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { DeleteUserDialog } from './delete-user-dialog';
import { orNotProvided, personName } from './person';
import { ActiveStatus } from './status-badge';
import { CardDetails, Detail, DetailsList, type UserDialogProps } from './details-list';

/** Manage Users' details: ID number, location, status and contact, with Close and Delete User. */
export function ManageUserDetailsDialog({
  user,
  onClose,
  onDeleted,
}: UserDialogProps & { onDeleted: (message: string) => void }) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <ActionDialog title={`Details of ${personName(user)}`} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <DetailsList>
          <Detail term="User ID">{user.user}</Detail>
          <CardDetails user={user} />
          <Detail term="Status">
            <ActiveStatus isActive={user.activated} />
          </Detail>
          <Detail term="Email" className="break-all">
            {user.email}
          </Detail>
          <Detail term="Contact number">{orNotProvided(user.contact_no)}</Detail>
        </DetailsList>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button variant="danger-outline" onPress={() => setIsDeleting(true)}>
            Delete User
          </Button>
        </div>
      </div>
      {isDeleting ? <DeleteUserDialog user={user} onClose={() => setIsDeleting(false)} onDeleted={onDeleted} /> : null}
    </ActionDialog>
  );
}
