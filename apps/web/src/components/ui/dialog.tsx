import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** "alertdialog" for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  /** While an action runs, Escape must not close the dialog and hide its result. */
  isKeyboardDismissDisabled?: boolean;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it, focus returns to the opener
 * (react-aria). Features never hand-roll focus traps.
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  role = 'dialog',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
    >
      <Modal className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
        <AriaDialog role={role} className="outline-none">
          <Heading slot="title" className="mb-3 text-xl font-bold text-slate-900">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
