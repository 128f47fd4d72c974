import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { useApproveUser } from '../api/approve-user';
import { CardIdNumberCheck, CardNameCheck, hasCardMismatch } from './card-reading';
import { Detail, DetailsList, type UserDialogProps } from './details-list';
import { IdNumber } from './id-number';
import { orNotProvided, personName } from './person';
import { PwdCardSection } from './pwd-card-section';

export const APPROVE_ERROR = 'Failed to approve user. Please try again.';
export const MISMATCH_WARNING =
  'The card does not match what this person registered (see below). Approve only if the card shows it is theirs.';

/**
 * The second, explicit step of an approval: the card photo (a fresh signed link) with the registered
 * name, ID number and disability right under it, and what was read from the card with any mismatch
 * flagged. Nothing is approved until "Approve registration" is pressed here.
 */
export function ApproveUserDialog({
  user,
  onClose,
  onApproved,
}: UserDialogProps & {
  /** Called with the server's message once the person is approved and the lists are fresh. */
  onApproved: (message: string) => void;
}) {
  const approve = useApproveUser();
  const name = personName(user);
  return (
    <ConfirmDialog
      title="Approve registration"
      confirmLabel="Approve registration"
      isBusy={approve.isPending}
      failure={approve.isError ? { message: APPROVE_ERROR, error: approve.error } : null}
      onConfirm={() => approve.mutate(user.user, { onSuccess: (answer) => onApproved(answer.message) })}
      onClose={onClose}
    >
      <p>
        Approve the registration of <strong>{name}</strong> (<span className="break-all">{user.email}</span>)? Their
        account will be activated and they will be e-mailed that they can sign in.
      </p>
      {hasCardMismatch(user) ? <Alert tone="warning">{MISMATCH_WARNING}</Alert> : null}
      <PwdCardSection userId={user.user} name={name} hasCard={user.has_card} />
      <section aria-labelledby={`approve-registered-${user.user}`} className="flex flex-col gap-2">
        <h4 id={`approve-registered-${user.user}`} className="text-lg font-bold text-slate-900">
          What they registered
        </h4>
        <DetailsList>
          <Detail term="Name">
            <span className="flex flex-col gap-1">
              <span>{name}</span>
              <CardNameCheck user={user} />
            </span>
          </Detail>
          <Detail term="ID number">
            <span className="flex flex-col gap-1">
              <IdNumber record={user} />
              <CardIdNumberCheck user={user} />
            </span>
          </Detail>
          <Detail term="Disability">{orNotProvided(user.user_disability)}</Detail>
          <Detail term="Email verified">{user.email_verified ? 'Yes' : 'No'}</Detail>
        </DetailsList>
      </section>
    </ConfirmDialog>
  );
}
