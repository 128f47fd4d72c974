import { EMPLOYER_VERIFICATION_MESSAGES, type AdminEmployerVerification } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { ApiError } from '../../../lib/api-client';
import { ReasonField } from '../../admin-users';
import { useRejectVerification } from '../api/reject-verification';

export const REJECT_VERIFICATION_ERROR = 'Failed to reject the registration. Please try again.';

/**
 * Confirms a rejection with the reason the employer reads, which is required: without it they cannot tell
 * what to correct. A missing reason is said on the field (which takes the focus) before anything is sent;
 * the server's refusal of the reason lands there too, any other failure stays in the dialog.
 */
export function RejectVerificationDialog({
  verification,
  onClose,
  onRejected,
}: {
  verification: AdminEmployerVerification;
  onClose: () => void;
  /** Called with the server's message once the registration is rejected and the lists are fresh. */
  onRejected: (message: string) => void;
}) {
  const reject = useRejectVerification();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const fieldRef = useRef<HTMLDivElement>(null);
  const serverReasonError = reject.error instanceof ApiError ? reject.error.fields.reason : undefined;
  const shownReasonError = reasonError ?? serverReasonError;

  function handleConfirm() {
    if (!reason.trim()) {
      setReasonError(EMPLOYER_VERIFICATION_MESSAGES.rejectReasonRequired);
      fieldRef.current?.querySelector('textarea')?.focus();
      return;
    }
    reject.mutate({ userId: verification.employer_id, reason }, { onSuccess: (answer) => onRejected(answer.message) });
  }

  return (
    <ConfirmDialog
      title="Reject registration"
      confirmLabel="Reject registration"
      isDestructive
      isBusy={reject.isPending}
      // A refused reason is shown on its field, not twice.
      failure={
        reject.isError && !serverReasonError ? { message: REJECT_VERIFICATION_ERROR, error: reject.error } : null
      }
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <p>
        Reject the business registration of <strong>{verification.comp_name}</strong>? They will be told, with your
        reason, and can send a corrected registration.
      </p>
      <div ref={fieldRef}>
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            setReasonError(undefined);
            // The last failure was about what is now being changed.
            if (reject.isError) reject.reset();
          }}
          isRequired
          errorMessage={shownReasonError}
          description="The employer reads it, so say what to correct (for example: the TIN does not match the certificate)."
        />
      </div>
    </ConfirmDialog>
  );
}
