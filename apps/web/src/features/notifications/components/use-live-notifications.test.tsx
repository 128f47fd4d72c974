import type { Notification } from '@kakayahan/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import {
  FakeWebSocket,
  installFakeNotificationsApi,
  installFakeWebSocket,
  notification,
  renderWithProviders,
} from '../notifications.test-support';
import NotificationsPage from '../routes/notifications-page';
import { NotificationsBell } from './notifications-bell';

const sample = [
  notification(1, 'Application approved'),
  notification(2, 'Welcome', { timestamp: '2026-03-01T01:00:00.000Z', is_read: true }),
];
const pushed = notification(3, 'Interview invite', { timestamp: '2026-03-06T01:00:00.000Z' });

function frame(n: Notification): string {
  return JSON.stringify({ type: 'notification', notification: n });
}

/** The polite region that carries what was said last (hidden regions are not found: they are not heard). */
function announced(text: string): HTMLElement | undefined {
  return screen.queryAllByRole('status').find((region) => region.textContent === text);
}

/** Renders the bell (which runs the live hook), lets its socket connect and waits for the catch-up fetch. */
async function renderConnected(element = <NotificationsBell />) {
  const api = installFakeNotificationsApi(sample);
  const view = renderWithProviders(element);
  // The first render of a file also loads its modules: give it longer than the default second.
  await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const lists = () => api.callsTo('GET', '/api/get-notifications/').length;
  const before = lists();
  FakeWebSocket.latest().serverOpen();
  await waitFor(() => expect(lists()).toBe(before + 1));
  // The catch-up answer is in: a frame from now on is added to the list itself.
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { api, view, lists };
}

beforeEach(() => {
  installFakeWebSocket();
  saveSession({ token: 'token-1', userId: 7, user_type: 'Employee', username: 'Maria Cruz' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveNotifications (through the header bell)', { timeout: 20_000 }, () => {
  it('opens /ws/notifications/ with a fresh ticket (never the token) and fetches the list again once open', async () => {
    const { api } = await renderConnected();
    expect(api.callsTo('POST', '/api/ws-ticket/')).toHaveLength(1);
    const url = new URL(FakeWebSocket.latest().url);
    expect(url.protocol).toBe('ws:');
    expect(url.pathname).toBe('/ws/notifications/');
    expect(url.searchParams.get('ticket')).toBe('ticket-1');
    expect(url.search).not.toContain('token-1');
  });

  it('a pushed notification raises the badge and is announced politely', async () => {
    const { api } = await renderConnected();
    api.state.current = [pushed, ...api.state.current];
    FakeWebSocket.latest().serverSend(frame(pushed));

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('2');
    const region = announced('New notification: Interview invite');
    expect(region).toBeDefined();
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('the same notification pushed twice is counted once', async () => {
    await renderConnected();
    FakeWebSocket.latest().serverSend(frame(pushed));
    FakeWebSocket.latest().serverSend(frame(pushed));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByText('Interview invite')).toHaveLength(1);
  });

  it('ignores malformed frames', async () => {
    await renderConnected();
    const socket = FakeWebSocket.latest();
    socket.serverSend('not json');
    socket.serverSend(JSON.stringify({ type: 'notification' }));
    socket.serverSend(JSON.stringify({ type: 'chat', notification: pushed }));
    socket.serverSend(JSON.stringify({ type: 'notification', notification: { ...pushed, id: 'three' } }));
    socket.serverSend(JSON.stringify({ type: 'notification', notification: { id: 4, title: 'No date' } }));
    // A valid frame after them: only it counts and only it is said.
    const next = notification(5, 'Offer received');
    socket.serverSend(frame(next));

    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(announced('New notification: Offer received')).toBeDefined();
    expect(screen.queryByText(/No date/u)).not.toBeInTheDocument();
  });

  it('updates the notifications page without a reload', async () => {
    const { api } = await renderConnected(
      <>
        <NotificationsBell />
        <NotificationsPage />
      </>,
    );
    expect(screen.getByText('1 new')).toBeInTheDocument();
    api.state.current = [pushed, ...api.state.current];
    FakeWebSocket.latest().serverSend(frame(pushed));
    expect(await screen.findByRole('heading', { level: 3, name: 'Interview invite' })).toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 notifications')).toBeInTheDocument();
  });

  it('is still heard while the bell’s list is open (the rest of the page is hidden then)', async () => {
    await renderConnected();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    FakeWebSocket.latest().serverSend(frame(pushed));
    expect(await within(dialog).findByText('Interview invite')).toBeInTheDocument();
    // The bell itself is hidden from assistive technology while the popover is open; the region is not.
    expect(screen.queryByRole('button', { name: /^Notifications/u })).not.toBeInTheDocument();
    expect(announced('New notification: Interview invite')).toBeDefined();
  });

  it('after a drop it reconnects with a new ticket and fetches what it missed', async () => {
    const { api, lists } = await renderConnected();
    // Created while the connection was down: no frame for it.
    api.state.current = [pushed, ...api.state.current];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    FakeWebSocket.latest().serverDrop();
    // The first retry waits about a second.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(api.callsTo('POST', '/api/ws-ticket/')).toHaveLength(2);
    const before = lists();
    FakeWebSocket.latest().serverOpen();
    await waitFor(() => expect(lists()).toBe(before + 1));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('closes the socket on sign-out and opens no other', async () => {
    await renderConnected();
    const socket = FakeWebSocket.latest();
    act(() => clearSession());
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(socket.closeCode).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes the socket when the header goes away', async () => {
    const { view } = await renderConnected();
    const socket = FakeWebSocket.latest();
    view.unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
