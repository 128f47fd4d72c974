import type { Notification } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { installFakeNotificationsApi, installFakeWebSocket } from '../notifications.test-support';
import { NotificationsBell } from './notifications-bell';

const sample: Notification[] = [
  {
    id: 1,
    title: 'Application approved',
    action: 'Your application was approved.',
    timestamp: '2026-03-05T07:04:00.000Z',
    is_read: false,
  },
  {
    id: 2,
    title: 'New message',
    action: 'An employer sent you a message.',
    timestamp: '2026-03-04T01:00:00.000Z',
    is_read: false,
  },
  { id: 3, title: 'Welcome', action: 'Your account is active.', timestamp: '2026-03-01T01:00:00.000Z', is_read: true },
];

/** The fake API of the shared test support, and a fake WebSocket so the bell's live socket stays in the test. */
function mockApi(list: Notification[]) {
  installFakeWebSocket();
  return installFakeNotificationsApi(list).calls;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationsBell /> },
      { path: '/notifications', element: <p>All notifications page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  saveSession({ token: 'token-1', userId: 7, user_type: 'Employee', username: 'Maria Cruz' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsBell', { timeout: 20_000 }, () => {
  it('says the unread count in its name and shows it in a hidden-from-AT badge', async () => {
    mockApi(sample);
    renderBell();
    // The first render of a file also loads its modules: give it longer than the default second.
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    const badge = within(bell).getByTestId('notifications-badge');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens a dialog listing title, date and action, with unread said in words', async () => {
    mockApi(sample);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('Application approved')).toBeInTheDocument();
    expect(within(dialog).getByText('Your application was approved.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Unread')).toHaveLength(2);
    expect(within(dialog).getByText('Read')).toBeInTheDocument();
    const time = dialog.querySelector('time[datetime="2026-03-05T07:04:00.000Z"]');
    expect(time?.textContent).toMatch(/^Mar 0[45], 2026, \d{2}:\d{2} [AP]M$/u);
    expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks one notification read when it is clicked', async () => {
    const calls = mockApi(sample);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /Application approved/u }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/mark-notification-read/1/', method: 'PATCH', body: { is_read: true } }),
    );
    // While the popover is open, the rest of the page is hidden from assistive technology.
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 unread'));
    expect(bell).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).queryByRole('button', { name: /Application approved/u })).not.toBeInTheDocument();
    // The control is gone, so focus lands on the notification's row rather than the page body.
    await waitFor(() => expect(within(dialog).getByText('Application approved').closest('li')).toHaveFocus());
  });

  it('marks all read and announces it', async () => {
    const calls = mockApi(sample);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/mark-all-notifications-read/', method: 'PATCH', body: undefined }),
    );
    expect(await within(dialog).findByText('All notifications marked as read')).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-label', 'Notifications');
    expect(within(dialog).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Latest notifications' })).toHaveFocus();
  });

  it('says in the panel when marking one read fails, and the badge comes back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeWebSocket();
    const api = installFakeNotificationsApi(sample);
    api.failing.add('PATCH /api/mark-notification-read/1/');
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /Application approved/u }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Could not mark the notification as read. Please try again.',
      ),
    );
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifications, 2 unread'));
    warn.mockRestore();
  });

  it('shows "No notifications" and no badge when the list is empty', async () => {
    mockApi([]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    mockApi(sample);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('only logs a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeWebSocket();
    const api = installFakeNotificationsApi(sample);
    api.failing.add('GET /api/get-notifications/');
    renderBell();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
