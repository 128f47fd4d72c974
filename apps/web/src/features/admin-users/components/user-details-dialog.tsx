import { formatNotificationDate, type AdminUserRecord } from '@kakayahan/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useApproveUser } from '../api/approve-user';
import { ActionError } from './action-feedback';
import { APPROVE_ERROR } from './approve-user-dialog';
import { IdNumber } from './id-number';
import { orNotProvided, personName } from './person';
import { PwdCardSection } from './pwd-card-section';
import { RejectUserDialog } from './reject-user-dialog';

const termClasses = 'font-semibold text-slate-900';

/**
 * A pending person's details beside their PWD card, with Reject and Approve. Here the card is in view,
 * so Approve acts at once; Reject still asks for confirmation (it deletes the registration).
 */
export function UserDetailsDialog({
  user,
  onClose,
  onDecided,
}: {
  user: AdminUserRecord;
  onClose: () => void;
  /** Called with the server's message after an approval or rejection. */
  onDecided: (message: string) => void;
}) {
  const approve = useApproveUser();
  const [isRejecting, setIsRejecting] = useState(false);
  const name = personName(user);

  return (
    <Dialog
      title={`Registration of ${name}`}
      isOpen
      isDismissable={!approve.isPending}
      isKeyboardDismissDisabled={approve.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className={termClasses}>Name</dt>
          <dd>{name}</dd>
          <dt className={termClasses}>Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className={termClasses}>Email verified</dt>
          <dd>{user.email_verified ? 'Yes' : 'No — the person has not confirmed their e-mail address yet'}</dd>
          <dt className={termClasses}>Date joined</dt>
          <dd>{formatNotificationDate(user.date_joined) || user.date_joined}</dd>
          <dt className={termClasses}>ID number</dt>
          <dd>
            <IdNumber record={user} />
          </dd>
          <dt className={termClasses}>Disability</dt>
          <dd>{orNotProvided(user.user_disability)}</dd>
          <dt className={termClasses}>Location</dt>
          <dd>{orNotProvided(user.location)}</dd>
        </dl>
        <PwdCardSection userId={user.user} name={name} hasCard={user.has_card} />
        {approve.isError ? <ActionError message={APPROVE_ERROR} error={approve.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={approve.isPending}>
            Close
          </Button>
          {user.activated ? null : (
            <>
              <Button variant="danger" onPress={() => setIsRejecting(true)} isDisabled={approve.isPending}>
                Reject
              </Button>
              <Button
                onPress={() => approve.mutate(user.user, { onSuccess: (answer) => onDecided(answer.message) })}
                isPending={approve.isPending}
              >
                Approve
              </Button>
            </>
          )}
        </div>
      </div>
      {/* Nested inside this dialog so focus returns to Reject when the confirmation is cancelled. */}
      {isRejecting ? (
        <RejectUserDialog user={user} onClose={() => setIsRejecting(false)} onRejected={onDecided} />
      ) : null}
    </Dialog>
  );
}
