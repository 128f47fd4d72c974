import { MY_PWD_ID_MESSAGES } from '@kakayahan/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { leaveDeletedAccount } from '../../../lib/leave-deleted-account';
import { useWithdrawRegistration } from '../api/withdraw-registration';

export const WITHDRAW_ERROR = 'Your registration could not be withdrawn. Please try again.';

/**
 * Withdrawing the registration: what it means, and a confirmation (it deletes the account and the card
 * photo). Afterwards the person is signed out and lands on the home page, which says it was done.
 */
export function WithdrawRegistration() {
  const [isConfirming, setIsConfirming] = useState(false);
  const withdraw = useWithdrawRegistration();
  return (
    <section aria-labelledby="withdraw-heading" className="flex flex-col gap-3">
      <h2 id="withdraw-heading" className="text-xl font-bold text-slate-900">
        Withdraw your registration
      </h2>
      <p className="text-slate-800">
        If you no longer want an account, you can withdraw your registration. Your details and card photo are deleted.
        You can sign up again later.
      </p>
      <Button variant="secondary" onPress={() => setIsConfirming(true)} className="w-full sm:w-auto sm:self-start">
        Withdraw registration
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title="Withdraw your registration?"
          confirmLabel="Withdraw and delete my details"
          cancelLabel="Keep my registration"
          isDestructive
          isBusy={withdraw.isPending}
          failure={withdraw.isError ? { message: WITHDRAW_ERROR, error: withdraw.error } : null}
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: (answer) => leaveDeletedAccount(answer.message || MY_PWD_ID_MESSAGES.withdrawn),
            })
          }
          onClose={() => setIsConfirming(false)}
        >
          <p>
            Your account, your ID number and the photo of your card will be deleted, and you will be signed out. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
