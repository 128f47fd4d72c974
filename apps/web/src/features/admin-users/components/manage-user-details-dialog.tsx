import type { AdminUserRecord } from '@kakayahan/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { IdNumber } from './id-number';
import { orNotProvided, personName } from './person';
import { ActiveStatus } from './status-badge';

const termClasses = 'font-semibold text-slate-900';

/** Manage Users' details: ID number, location, status and contact, with Close and Delete User. */
export function ManageUserDetailsDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUserRecord;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <Dialog
      title={`Details of ${personName(user)}`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className={termClasses}>User ID</dt>
          <dd>{user.user}</dd>
          <dt className={termClasses}>ID number</dt>
          <dd>
            <IdNumber record={user} />
          </dd>
          <dt className={termClasses}>Disability</dt>
          <dd>{orNotProvided(user.user_disability)}</dd>
          <dt className={termClasses}>Location</dt>
          <dd>{orNotProvided(user.location)}</dd>
          <dt className={termClasses}>Status</dt>
          <dd>
            <ActiveStatus isActive={user.activated} />
          </dd>
          <dt className={termClasses}>Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className={termClasses}>Contact number</dt>
          <dd>{orNotProvided(user.contact_no)}</dd>
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button variant="danger" onPress={() => setIsDeleting(true)}>
            Delete User
          </Button>
        </div>
      </div>
      {isDeleting ? <DeleteUserDialog user={user} onClose={() => setIsDeleting(false)} onDeleted={onDeleted} /> : null}
    </Dialog>
  );
}
