import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ActionDialogProps {
  title: string;
  /** "alertdialog" for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** True while the dialog's action runs. */
  isBusy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An open dialog that closes through onClose (the feature decides whether it is shown). While its
 * action runs (isBusy) neither Escape nor a click outside closes it, so the outcome is never hidden.
 */
export function ActionDialog({ title, role = 'dialog', isBusy = false, onClose, children }: ActionDialogProps) {
  return (
    <Dialog
      title={title}
      role={role}
      isOpen
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}

/** A failed action: the spec's failure message and the error behind it. */
export interface ActionFailure {
  message: string;
  error: unknown;
}

/**
 * A confirmation: the question (children), the failure message when the action failed, and Cancel
 * beside the button that acts. A destructive one is an alertdialog with a red button.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  isDestructive = false,
  isBusy,
  failure,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless that would read oddly (e.g. "Keep Application"). */
  cancelLabel?: string;
  isDestructive?: boolean;
  isBusy: boolean;
  /** Set once the action failed; shown inside the dialog, which stays open. */
  failure: ActionFailure | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ActionDialog title={title} role={isDestructive ? 'alertdialog' : 'dialog'} isBusy={isBusy} onClose={onClose}>
      <div className="flex flex-col gap-4">
        {children}
        {failure ? <ActionError message={failure.message} error={failure.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant={isDestructive ? 'danger' : 'primary'} onPress={onConfirm} isPending={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}

/**
 * The spec's failure message (role="alert"), with the server's own explanation beneath when it gave one
 * the person can act on (e.g. "This user has already been approved.").
 */
export function ActionError({ message, error }: ActionFailure) {
  const detail =
    error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
      ? error.message
      : undefined;
  return (
    <Alert tone="error" title={message}>
      {detail}
    </Alert>
  );
}
