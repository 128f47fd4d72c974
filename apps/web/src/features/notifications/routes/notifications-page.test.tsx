import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { installFakeNotificationsApi, notification, renderWithProviders } from '../notifications.test-support';
import NotificationsPage from './notifications-page';

/** Newest first: 11, 13, 12. Two unread. */
const sample = [
  notification(11, 'Interview invite', { action: 'Acme invited you to an interview.' }),
  notification(12, 'Welcome', {
    action: 'Your account is active.',
    timestamp: '2026-03-01T01:00:00.000Z',
    is_read: true,
  }),
  notification(13, 'Application approved', {
    action: 'Your application to Data Entry Clerk was approved.',
    timestamp: '2026-03-03T01:00:00.000Z',
  }),
];

function renderPage() {
  return renderWithProviders(<NotificationsPage />, '/notifications');
}

/** The titles of the shown notifications, top to bottom. */
function shownTitles(): string[] {
  const list = screen.queryByRole('list', { name: 'Your notifications' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

beforeEach(() => {
  saveSession({ token: 'token-2', userId: 9, user_type: 'Employer', username: 'Acme Hiring' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage: reading the list', { timeout: 20_000 }, () => {
  it('lists notifications newest first, with the new count, read state in words, dates and the footer', async () => {
    installFakeNotificationsApi(sample);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('2 new')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your notifications' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Interview invite', 'Application approved', 'Welcome']);

    const rows = within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Acme invited you to an interview.')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Mark as read: Interview invite' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete: Interview invite' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Read')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Mark as read/u })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Delete: Welcome' })).toBeInTheDocument();
    // Short month, day, year and a 12-hour time.
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/^Mar 0[45], 2026, \d{2}:\d{2} [AP]M$/u);

    expect(screen.getByText('Showing 3 of 3 notifications')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Clear all' })).not.toHaveAttribute('aria-disabled');
  });

  it('searches title and message, in any case, and says how many are shown', async () => {
    installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    const search = screen.getByRole('searchbox', { name: 'Search notifications' });

    await user.type(search, 'INTERVIEW');
    expect(shownTitles()).toEqual(['Interview invite']);
    expect(screen.getByText('Showing 1 of 3 notifications')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'data entry');
    expect(shownTitles()).toEqual(['Application approved']);
    // The count of new notifications is about all of them, not the search.
    expect(screen.getByText('2 new')).toBeInTheDocument();
  });

  it('filters by read state', async () => {
    installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Read', 'Unread']);

    await user.selectOptions(filter, 'Read');
    expect(shownTitles()).toEqual(['Welcome']);
    expect(screen.getByText('Showing 1 of 3 notifications')).toBeInTheDocument();

    await user.selectOptions(filter, 'Unread');
    expect(shownTitles()).toEqual(['Interview invite', 'Application approved']);

    await user.selectOptions(filter, 'All');
    expect(shownTitles()).toHaveLength(3);
  });

  it('sorts oldest first and back', async () => {
    installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Oldest first']);

    await user.selectOptions(sort, 'Oldest first');
    expect(shownTitles()).toEqual(['Welcome', 'Application approved', 'Interview invite']);
    await user.selectOptions(sort, 'Newest first');
    expect(shownTitles()).toEqual(['Interview invite', 'Application approved', 'Welcome']);
  });

  it('says when nothing matches, and Clear filters shows everything again and keeps the focus', async () => {
    installFakeNotificationsApi(sample);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 new');
    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'salary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread');

    expect(screen.getByText('No notifications match your current filters')).toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 notifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search notifications' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    expect(screen.getByRole('heading', { level: 2, name: 'Your notifications' })).toHaveFocus();
  });

  it('shows the empty state, with both bulk actions unavailable and the reason in words', async () => {
    installFakeNotificationsApi([]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText("You don't have any notifications yet.")).toBeInTheDocument();
    expect(screen.getByText('0 new')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/u)).not.toBeInTheDocument();

    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(markAll).not.toBeDisabled();
    expect(markAll).toHaveAccessibleDescription('Every notification is already read.');
    const clearAll = screen.getByRole('button', { name: 'Clear all' });
    expect(clearAll).toHaveAttribute('aria-disabled', 'true');
    expect(clearAll).toHaveAccessibleDescription('There are no notifications to clear.');

    // Still reachable by keyboard, and pressing it does nothing.
    await user.click(clearAll);
    expect(clearAll).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a load failure with a Retry button that loads again', async () => {
    const api = installFakeNotificationsApi(sample);
    api.failing.add('GET /api/get-notifications/');
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications. Please try again.');
    api.failing.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Interview invite')).toBeInTheDocument();
  });
});
