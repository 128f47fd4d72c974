import type { AdminUserRecord } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { adminUser, benCruz, rowHeaders, signInAsAdminForEachTest } from '../components/admin-test-data';
import ManageUsersPage from './manage-users-page';

const USERS: AdminUserRecord[] = [adminUser({ activated: true }), benCruz({ ID_no: '98765', contact_no: null })];

function mockServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  let users = [...USERS];
  return mockApi({
    'GET /api/admin/users/': () => jsonResponse(users),
    'DELETE /api/admin/delete-user/6/': () => {
      users = users.filter((u) => u.user !== 6);
      return jsonResponse({ message: 'User deleted successfully.' });
    },
    ...overrides,
  });
}

function show() {
  return renderPage(<ManageUsersPage />, { path: '/admin/manage-users' });
}

function rowIds() {
  return rowHeaders('Users');
}

signInAsAdminForEachTest();

describe('Manage Users', { timeout: 15_000 }, () => {
  it('lists users with status in words and "Not provided" for a missing location', async () => {
    mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(await rowIds()).toEqual(['5', '6']);
    const [ana, ben] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(ana!).getByText('Active')).toBeInTheDocument();
    expect(within(ben!).getByText('Inactive')).toBeInTheDocument();
    expect(within(ben!).getByText('Not provided')).toBeInTheDocument();
    expect(within(ben!).getByRole('button', { name: 'Delete Ben Cruz' })).toBeInTheDocument();
  });

  it('searches by ID number or disability type', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await rowIds();
    const search = screen.getByRole('searchbox', { name: 'Search by ID or disability type' });
    await user.type(search, 'hearing');
    expect(await rowIds()).toEqual(['6']);
    expect(screen.getByText('1 user(s) found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '1376-02');
    expect(await rowIds()).toEqual(['5']);
    await user.clear(search);
    // A name is not among what this search matches (document 2 §5).
    await user.type(search, 'Ben');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('There are no users matching your search criteria.')).toBeInTheDocument();
  });

  it('shows details and deletes after the confirmation, announcing the result', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ben Cruz' }));
    const details = await screen.findByRole('dialog', { name: 'Details of Ben Cruz' });
    expect(within(details).getByText('98765')).toBeInTheDocument();
    expect(within(details).getByText(/Not in the national PWD ID format/u)).toBeInTheDocument();
    expect(within(details).getByText('ben@example.ph')).toBeInTheDocument();
    expect(within(details).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Delete User' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Delete User' })).toHaveFocus());

    await user.click(within(details).getByRole('button', { name: 'Delete User' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), 'Duplicate account.');
    await user.click(within(again).getByRole('button', { name: 'Delete User' }));

    const message = await screen.findByText('User deleted successfully.');
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/admin/delete-user/6/',
        body: { reason: 'Duplicate account.' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await rowIds()).toEqual(['5']);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('shows the delete failure in the confirmation (and sends no body without a reason)', async () => {
    const { calls } = mockServer({
      'DELETE /api/admin/delete-user/6/': () => jsonResponse({ error: 'Server error.' }, 500),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Ben Cruz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete user. Please try again.');
    expect(calls.find((c) => c.method === 'DELETE')?.body).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await rowIds()).toEqual(['5', '6']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Ben Cruz' })).toHaveFocus());
  });

  it('shows the load error with a Retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/users/': () => (fail ? jsonResponse({ error: 'Server error.' }, 500) : jsonResponse(USERS)),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowIds()).toEqual(['5', '6']);
  });
});
