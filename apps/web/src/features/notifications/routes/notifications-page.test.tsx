import type { Notification } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import NotificationsPage from './notifications-page';

const sample: Notification[] = [
  {
    id: 11,
    title: 'Interview invite',
    action: 'Acme invited you to an interview.',
    timestamp: '2026-03-05T07:04:00.000Z',
    is_read: false,
  },
  { id: 12, title: 'Welcome', action: 'Your account is active.', timestamp: '2026-03-01T01:00:00.000Z', is_read: true },
];

type Call = { url: string; method: string; body: unknown };

function json(payload: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function mockApi(list: Notification[]) {
  let current = list.map((n) => ({ ...n }));
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = input;
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === '/api/get-notifications/') return json(current);
      const one = /^\/api\/mark-notification-read\/(\d+)\/$/.exec(url);
      if (one) {
        current = current.map((n) => (n.id === Number(one[1]) ? { ...n, is_read: true } : n));
        return json(current.find((n) => n.id === Number(one[1])));
      }
      if (url === '/api/mark-all-notifications-read/') {
        current = current.map((n) => ({ ...n, is_read: true }));
        return json({ message: 'All notifications marked as read.', updated: 1 });
      }
      return json({ error: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/notifications', element: <NotificationsPage /> }], {
    initialEntries: ['/notifications'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  saveSession({ token: 'token-2', userId: 9, user_type: 'Employer', username: 'Acme Hiring' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('lists notifications with the new count and read state in words', async () => {
    mockApi(sample);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { level: 2, name: 'Interview invite' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Read')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Mark as read/u })).not.toBeInTheDocument();
  });

  it('marks one notification read from its row', async () => {
    const calls = mockApi(sample);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Interview invite' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/mark-notification-read/11/',
        method: 'PATCH',
        body: { is_read: true },
      }),
    );
    expect(await screen.findByText('0 new')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all read, announces it, and then disables the button', async () => {
    const calls = mockApi(sample);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/mark-all-notifications-read/', method: 'PATCH', body: undefined }),
    );
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi([]);
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You don't have any notifications yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a load failure with a Retry button that loads again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (fail ? json({ error: 'Server error.' }, 500) : json(sample))),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Interview invite')).toBeInTheDocument();
  });
});
