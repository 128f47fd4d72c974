import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useApproveUser } from '../api/approve-user';
import type { UserDialogProps } from './details-list';
import { IdNumber } from './id-number';
import { orNotProvided, personName } from './person';

export const APPROVE_ERROR = 'Failed to approve user. Please try again.';

/**
 * Confirms an approval started from the table, where the card is not in view: it repeats the ID number
 * and disability and reminds the admin that the card should be checked first (View details).
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
        Approve the registration of <strong>{name}</strong> ({user.email})? Their account will be activated and they
        will be e-mailed that they can sign in.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">ID number</dt>
        <dd>
          <IdNumber record={user} />
        </dd>
        <dt className="font-semibold">Disability</dt>
        <dd>{orNotProvided(user.user_disability)}</dd>
      </dl>
      <p className="text-slate-800">Check these against their PWD card first (View details shows the card).</p>
    </ConfirmDialog>
  );
}
