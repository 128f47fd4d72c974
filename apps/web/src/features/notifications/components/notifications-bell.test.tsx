import type { Notification } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
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

type Call = { url: string; method: string; body: unknown };

function mockApi(list: Notification[]) {
  let current = list.map((n) => ({ ...n }));
  const calls: Call[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = input;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const json = (payload: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    if (url === '/api/get-notifications/') return json(current);
    const one = /^\/api\/mark-notification-read\/(\d+)\/$/.exec(url);
    if (one && method === 'PATCH') {
      current = current.map((n) => (n.id === Number(one[1]) ? { ...n, is_read: true } : n));
      return json(current.find((n) => n.id === Number(one[1])));
    }
    if (url === '/api/mark-all-notifications-read/' && method === 'PATCH') {
      const updated = current.filter((n) => !n.is_read).length;
      current = current.map((n) => ({ ...n, is_read: true }));
      return json({ message: 'All notifications marked as read.', updated });
    }
    return Promise.resolve(new Response(JSON.stringify({ error: 'Not found.' }), { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
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

describe('NotificationsBell', () => {
  it('says the unread count in its name and shows it in a hidden-from-AT badge', async () => {
    mockApi(sample);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
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
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /Application approved/u }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/mark-notification-read/1/', method: 'PATCH', body: { is_read: true } }),
    );
    // While the popover is open, the rest of the page is hidden from assistive technology.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Application approved/u })).not.toBeInTheDocument();
    // The control is gone, so focus lands on the notification's row rather than the page body.
    await waitFor(() => expect(within(dialog).getByText('Application approved').closest('li')).toHaveFocus());
  });

  it('marks all read and announces it', async () => {
    const calls = mockApi(sample);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/mark-all-notifications-read/', method: 'PATCH', body: undefined }),
    );
    expect(await within(dialog).findByText('All notifications marked as read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(dialog).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Latest notifications' })).toHaveFocus();
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
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: 'Server error.' }), { status: 500 }))),
    );
    renderBell();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
