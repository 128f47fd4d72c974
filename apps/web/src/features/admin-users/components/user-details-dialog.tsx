import { formatNotificationDate } from '@kakayahan/contracts';
import { useState } from 'react';
import { ActionDialog, ActionError } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { useApproveUser } from '../api/approve-user';
import { APPROVE_ERROR } from './approve-user-dialog';
import { personName } from './person';
import { PwdCardSection } from './pwd-card-section';
import { RejectUserDialog } from './reject-user-dialog';
import { CardDetails, Detail, DetailsList, type UserDialogProps } from './details-list';

/**
 * A pending person's details beside their PWD card, with Reject and Approve. Here the card is in view,
 * so Approve acts at once; Reject still asks for confirmation (it deletes the registration).
 */
export function UserDetailsDialog({
  user,
  onClose,
  onDecided,
}: UserDialogProps & {
  /** Called with the server's message after an approval or rejection. */
  onDecided: (message: string) => void;
}) {
  const approve = useApproveUser();
  const [isRejecting, setIsRejecting] = useState(false);
  const name = personName(user);

  return (
    <ActionDialog title={`Registration of ${name}`} isBusy={approve.isPending} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <DetailsList>
          <Detail term="Name">{name}</Detail>
          <Detail term="Email" className="break-all">
            {user.email}
          </Detail>
          <Detail term="Email verified">
            {user.email_verified ? 'Yes' : 'No — the person has not confirmed their e-mail address yet'}
          </Detail>
          <Detail term="Date joined">{formatNotificationDate(user.date_joined) || user.date_joined}</Detail>
          <CardDetails user={user} />
        </DetailsList>
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
    </ActionDialog>
  );
}
