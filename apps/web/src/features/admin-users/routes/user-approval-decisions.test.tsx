import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../components/admin-fake-server.test-support';
import { PENDING_USERS, signInAsAdminForEachTest } from '../components/admin-test-data';
import { CARD, mockServer, rowIds, show } from './user-approval-page.test-support';

// User Approval's decisions: approving after a second confirmation, rejecting with an optional reason,
// what is announced, where the focus goes, and failures kept inside the dialog.

signInAsAdminForEachTest();

describe('User Approval: approving and rejecting', { timeout: 15_000 }, () => {
  it('approves from the details after a second confirmation with the card in view, announces the server message, refreshes the list and keeps focus', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Ana Reyes' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve registration' });
    expect(await within(confirm).findByRole('img', { name: 'PWD ID card of Ana Reyes' })).toHaveAttribute(
      'src',
      CARD.image,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Approve registration' }));

    const message = await screen.findByText('Ana Reyes has been approved.');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/admin/approve-user/5/', body: undefined }),
    );
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await rowIds()).toEqual(['6', '7']);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    // The closed dialog's focus restoration (a frame later) must not take it back to the page's start.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('confirms an approval started from the table', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    expect(within(dialog).getByText('13-7602-000-1234567')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve registration' }));
    expect(await screen.findByText('Ana Reyes has been approved.')).toBeInTheDocument();
  });

  it('announces a failed approval inside the dialog and keeps it open', async () => {
    mockServer(PENDING_USERS, {
      'POST /api/admin/approve-user/5/': () => json({ error: 'Server error.' }, 500),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve registration' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve user. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Approve registration' })).toBeInTheDocument();
  });

  it('rejects with a reason after confirmation, from the details', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ben Cruz' }));
    const details = await screen.findByRole('dialog', { name: 'Registration of Ben Cruz' });
    await user.click(within(details).getByRole('button', { name: 'Reject' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Reject registration' });
    expect(confirm).toHaveTextContent(/will be e-mailed/u);
    expect(confirm).toHaveTextContent(/registration and PWD card image will be deleted/u);
    const reason = within(confirm).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.type(reason, 'The card photo is unreadable.');
    expect(reason).toHaveAccessibleDescription(/29 of 500 characters used/u);
    await user.click(within(confirm).getByRole('button', { name: 'Reject registration' }));

    expect(await screen.findByText('Ben Cruz has been rejected.')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/reject-user/6/',
        body: { reason: 'The card photo is unreadable.' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await rowIds()).toEqual(['5', '7']);
  });

  it('rejects without a body when no reason is given, and shows the failure message', async () => {
    const { calls } = mockServer(PENDING_USERS, {
      'POST /api/admin/reject-user/6/': () => json({ error: 'Server error.' }, 500),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Reject Ben Cruz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject registration' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject registration' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to reject user. Please try again.');
    expect(calls.find((c) => c.path === '/api/admin/reject-user/6/')?.body).toBeUndefined();
  });
});
