import { formatNotificationDate } from '@kakayahan/contracts';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { timeSinceInWords } from '../../../lib/duration-in-words';
import { ApproveUserDialog } from './approve-user-dialog';
import { CardIdNumberCheck, CardNameCheck } from './card-reading';
import { NO_CARD_NO_APPROVE } from './pending-users-table';
import { personName } from './person';
import { PwdCardSection } from './pwd-card-section';
import { RejectUserDialog } from './reject-user-dialog';
import { CardDetails, Detail, DetailsList, type UserDialogProps } from './details-list';

/**
 * A pending person's details beside their PWD card (with what was read from it), with Reject and Approve.
 * Both ask once more: Approve with the card in view again (issue 14), Reject because it deletes the
 * registration. Without a card there is no Approve, and the dialog says why.
 */
export function UserDetailsDialog({
  user,
  onClose,
  onDecided,
}: UserDialogProps & {
  /** Called with the server's message after an approval or rejection. */
  onDecided: (message: string) => void;
}) {
  const [next, setNext] = useState<'approve' | 'reject' | null>(null);
  const name = personName(user);

  return (
    <ActionDialog title={`Registration of ${name}`} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <DetailsList>
          <Detail term="Name">{name}</Detail>
          <Detail term="Email" className="break-all">
            {user.email}
          </Detail>
          <Detail term="Email verified">
            {user.email_verified ? 'Yes' : 'No — the person has not confirmed their e-mail address yet'}
          </Detail>
          <Detail term="Date joined">
            {formatNotificationDate(user.date_joined) || user.date_joined} (waiting {timeSinceInWords(user.date_joined)}
            )
          </Detail>
          <Detail term="Name on the card">
            <CardNameCheck user={user} />
          </Detail>
          <Detail term="ID number on the card">
            <CardIdNumberCheck user={user} />
          </Detail>
          <CardDetails user={user} />
        </DetailsList>
        <PwdCardSection userId={user.user} name={name} hasCard={user.has_card} />
        {!user.activated && !user.has_card ? <p className="text-slate-800">{NO_CARD_NO_APPROVE}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          {user.activated ? null : (
            <>
              <Button variant="danger-outline" onPress={() => setNext('reject')}>
                Reject
              </Button>
              {user.has_card ? <Button onPress={() => setNext('approve')}>Approve</Button> : null}
            </>
          )}
        </div>
      </div>
      {/* Nested inside this dialog so focus returns to the button when the confirmation is cancelled. */}
      {next === 'reject' ? <RejectUserDialog user={user} onClose={() => setNext(null)} onRejected={onDecided} /> : null}
      {next === 'approve' ? (
        <ApproveUserDialog user={user} onClose={() => setNext(null)} onApproved={onDecided} />
      ) : null}
    </ActionDialog>
  );
}
