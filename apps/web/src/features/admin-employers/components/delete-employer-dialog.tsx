import { ADMIN_EMPLOYER_MESSAGES, type AdminEmployerRecord } from '@kakayahan/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { ReasonField } from '../../admin-users';
import { useDeleteEmployer } from '../api/delete-employer';
import { companyName, countText } from './employer-words';

/** What Manage Employers announces once an employer is deleted (document 2 §8: Deleted! Employer has been deleted.). */
export const EMPLOYER_DELETED = `${ADMIN_EMPLOYER_MESSAGES.deletedTitle} ${ADMIN_EMPLOYER_MESSAGES.deleted}`;

/**
 * The spec's confirmation (Are you sure? You won't be able to revert this!), naming the company and
 * saying plainly what goes with it and who is told, with an optional reason for the employer's e-mail.
 * A failure stays inside the dialog with the server's explanation when it gave one.
 */
export function DeleteEmployerDialog({
  employer,
  onClose,
  onDeleted,
}: {
  employer: AdminEmployerRecord;
  onClose: () => void;
  /** Called once the employer is deleted and the list is fresh. */
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteEmployer();
  const [reason, setReason] = useState('');
  const name = companyName(employer);
  return (
    <ConfirmDialog
      title={ADMIN_EMPLOYER_MESSAGES.confirmTitle}
      confirmLabel="Delete employer"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: ADMIN_EMPLOYER_MESSAGES.deleteFailed, error: remove.error } : null}
      onConfirm={() =>
        remove.mutate({ userId: employer.user_id, reason }, { onSuccess: () => onDeleted(EMPLOYER_DELETED) })
      }
      onClose={onClose}
    >
      <p className="font-semibold">{ADMIN_EMPLOYER_MESSAGES.confirmText}</p>
      <p>
        <strong>{name}</strong> <span className="break-all">({employer.email})</span> will be deleted with its{' '}
        {countText(employer.jobs_posted, 'job')}, the applications to them and its job fairs. The applicants and the
        people registered for its job fairs are told, and the employer is e-mailed that their account was closed.
      </p>
      <ReasonField
        value={reason}
        onChange={setReason}
        description="Sent to the employer in that e-mail, so they know why their account was closed."
      />
    </ConfirmDialog>
  );
}
