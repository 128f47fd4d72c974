import type { MyApplication } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCancelApplication } from '../api/cancel-application';
import { applicationCompany, applicationTitle } from './application-list';

/**
 * The confirmation before an application is cancelled (it is removed for good): the shared confirm
 * dialog, which cannot be closed while the request runs, so its outcome is never hidden. A failure
 * shows the server's own message (or the general one) inside it.
 */
export function CancelApplicationDialog({
  application,
  onClose,
  onCancelled,
}: {
  application: MyApplication;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelApplication();
  return (
    <ConfirmDialog
      title="Cancel Application"
      confirmLabel="Cancel Application"
      cancelLabel="Keep Application"
      isDestructive
      isBusy={cancel.isPending}
      // The message already is the server's explanation, so none is added beneath it.
      failure={cancel.isError ? { message: errorMessage(cancel.error), error: null } : null}
      onConfirm={() => cancel.mutate(application.application_id, { onSuccess: onCancelled })}
      onClose={onClose}
    >
      <p>
        Are you sure you want to cancel your application for <strong>{applicationTitle(application)}</strong> at{' '}
        {applicationCompany(application)}? It will be removed, and the employer will no longer see it.
      </p>
    </ConfirmDialog>
  );
}
