import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ActionError, ConfirmDialog } from './action-dialog';

function renderConfirm(props: {
  cancelLabel?: string;
  isBusy?: boolean;
  isDestructive?: boolean;
  failure?: { message: string; error: unknown };
}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Remove item"
      confirmLabel="Remove item"
      {...(props.cancelLabel ? { cancelLabel: props.cancelLabel } : {})}
      isDestructive={props.isDestructive}
      isBusy={props.isBusy ?? false}
      failure={props.failure ?? null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>Remove the item?</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('is a named dialog with Cancel and the action; Escape closes it', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderConfirm({});
    const dialog = screen.getByRole('dialog', { name: 'Remove item' });
    expect(dialog).toHaveTextContent('Remove the item?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove item' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names its closing button as asked', async () => {
    const user = userEvent.setup();
    const { onClose } = renderConfirm({ cancelLabel: 'Keep item' });
    const dialog = screen.getByRole('dialog', { name: 'Remove item' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep item' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is an alertdialog when destructive, and shows the failure inside', () => {
    renderConfirm({ isDestructive: true, failure: { message: 'Failed to remove. Please try again.', error: null } });
    const dialog = screen.getByRole('alertdialog', { name: 'Remove item' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Error: Failed to remove. Please try again.');
  });

  it('cannot be closed or confirmed again while busy', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderConfirm({ isBusy: true });
    const dialog = screen.getByRole('dialog', { name: 'Remove item' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Remove item/u }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ActionError', () => {
  it("adds the server's own explanation of a 4xx, and nothing for other failures", () => {
    const { unmount } = render(
      <ActionError
        message="Failed to approve user. Please try again."
        error={new ApiError('This user has already been approved.', 409, {}, undefined, true)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Failed to approve user. Please try again.This user has already been approved.',
    );
    unmount();
    render(
      <ActionError
        message="Failed to approve user. Please try again."
        error={new ApiError('Something went wrong.', 500, {}, undefined, true)}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to approve user. Please try again.');
    expect(alert).not.toHaveTextContent('Something went wrong.');
  });
});
