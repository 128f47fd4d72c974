import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { installFakeNotificationsApi, notification, renderWithProviders } from '../notifications.test-support';
import NotificationsPage from './notifications-page';

/** Newest first: 11, 13, 12. Two unread. */
const sample = [
  notification(11, 'Interview invite'),
  notification(12, 'Welcome', { timestamp: '2026-03-01T01:00:00.000Z', is_read: true }),
  notification(13, 'Application approved', { timestamp: '2026-03-03T01:00:00.000Z' }),
];

function renderPage() {
  return renderWithProviders(<NotificationsPage />, '/notifications');
}

/** The list row whose title is `title`. */
function row(title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!item) throw new Error(`No row for ${title}`);
  return item;
}

function status(): HTMLElement {
  const region = screen.getAllByRole('status').find((el) => el.classList.contains('sr-only'));
  if (!region) throw new Error('No announcement region');
  return region;
}

beforeEach(() => {
  saveSession({ token: 'token-2', userId: 9, user_type: 'Employer', username: 'Acme Hiring' });
  // Failures are also logged; keep the test output clean.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationsPage: mark as read', { timeout: 20_000 }, () => {
  it('marks one read from its row and keeps the focus on that row', async () => {
    const api = installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Interview invite' }));
    expect(api.calls).toContainEqual({
      url: '/api/mark-notification-read/11/',
      method: 'PATCH',
      body: { is_read: true },
    });
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(within(row('Interview invite')).getByText('Read')).toBeInTheDocument();
    await waitFor(() => expect(row('Interview invite')).toHaveFocus());
  });

  it('with only unread shown, the row leaves and the focus moves to the next one', async () => {
    installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread');
    await user.click(screen.getByRole('button', { name: 'Mark as read: Interview invite' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Interview invite' })).not.toBeInTheDocument());
    await waitFor(() => expect(row('Application approved')).toHaveFocus());
    expect(screen.getByText('Showing 1 of 3 notifications')).toBeInTheDocument();
  });

  it('says so in the row when marking read fails, and the row stays unread', async () => {
    const api = installFakeNotificationsApi(sample);
    api.failing.add('PATCH /api/mark-notification-read/11/');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Interview invite' }));
    expect(await within(row('Interview invite')).findByRole('alert')).toHaveTextContent(
      'Could not mark the notification as read. Please try again.',
    );
    expect(within(row('Interview invite')).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
  });

  it('marks all read, announces it, and keeps the now unavailable button focused with its reason', async () => {
    const api = installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await user.click(markAll);
    expect(api.calls).toContainEqual({ url: '/api/mark-all-notifications-read/', method: 'PATCH', body: undefined });
    await waitFor(() => expect(status()).toHaveTextContent('All notifications marked as read'));
    expect(screen.getByText('0 new')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your notifications' })).queryByText('Unread'),
    ).not.toBeInTheDocument();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(markAll).toHaveAccessibleDescription('Every notification is already read.');
    expect(markAll).toHaveFocus();

    // Unavailable now: pressing it again sends nothing.
    await user.click(markAll);
    expect(api.callsTo('PATCH', '/api/mark-all-notifications-read/')).toHaveLength(1);
  });

  it('says so when marking all read fails', async () => {
    const api = installFakeNotificationsApi(sample);
    api.failing.add('PATCH /api/mark-all-notifications-read/');
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark all notifications as read. Please try again.',
    );
    expect(screen.getByText('2 new')).toBeInTheDocument();
  });
});

describe('NotificationsPage: delete', { timeout: 20_000 }, () => {
  it('deletes one (DELETE by id), announces it and moves the focus to the next row', async () => {
    const api = installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete: Interview invite' }));
    expect(api.calls).toContainEqual({ url: '/api/delete-notification/11/', method: 'DELETE', body: undefined });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Interview invite' })).not.toBeInTheDocument());
    await waitFor(() => expect(row('Application approved')).toHaveFocus());
    expect(status()).toHaveTextContent('Notification deleted.');
    expect(screen.getByText('Showing 2 of 2 notifications')).toBeInTheDocument();
    expect(screen.getByText('1 new')).toBeInTheDocument();
  });

  it('after deleting the last row focus goes to the one above, and after the only one to the list heading', async () => {
    const api = installFakeNotificationsApi(sample.slice(0, 2));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete: Welcome' }));
    await waitFor(() => expect(row('Interview invite')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete: Interview invite' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your notifications' })).toHaveFocus());
    expect(api.callsTo('DELETE', '/api/delete-notification/12/')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/delete-notification/11/')).toHaveLength(1);
  });

  it('says so in the row when a delete fails; the row stays and so does the focus', async () => {
    const api = installFakeNotificationsApi(sample);
    api.failing.add('DELETE /api/delete-notification/13/');
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete: Application approved' });
    await user.click(remove);
    expect(await within(row('Application approved')).findByRole('alert')).toHaveTextContent(
      'Could not delete the notification. Please try again.',
    );
    expect(screen.getByText('Showing 3 of 3 notifications')).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });
});

describe('NotificationsPage: clear all', { timeout: 20_000 }, () => {
  it('asks first; Cancel deletes nothing', async () => {
    const api = installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all notifications' });
    expect(dialog).toHaveTextContent('Delete all 3 of your notifications? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/delete-all-notifications/')).toHaveLength(0);
    expect(shownCount()).toBe(3);
  });

  it('deletes all once confirmed, shows the empty state and announces it', async () => {
    const api = installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    const clearAll = screen.getByRole('button', { name: 'Clear all' });
    await user.click(clearAll);
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/delete-all-notifications/')).toHaveLength(1);
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(status()).toHaveTextContent('All notifications deleted.');
    expect(clearAll).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(clearAll).toHaveFocus());
  });

  it('keeps the dialog open with the failure when clearing fails', async () => {
    const api = installFakeNotificationsApi(sample);
    api.failing.add('DELETE /api/delete-all-notifications/');
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not clear your notifications. Please try again.',
    );
    expect(shownCount()).toBe(3);
  });
});

function shownCount(): number {
  return within(screen.getByRole('list', { name: 'Your notifications', hidden: true })).getAllByRole('listitem', {
    hidden: true,
  }).length;
}
