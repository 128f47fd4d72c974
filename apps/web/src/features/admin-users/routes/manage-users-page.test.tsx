import type { AdminUserRecord } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  json,
  listQueries,
  mockAdminApi,
  pageAnswer,
  type AdminApiHandler,
} from '../components/admin-fake-server.test-support';
import {
  adminUser,
  benCruz,
  fakeUserSearch,
  rowHeaders,
  signInAsAdminForEachTest,
} from '../components/admin-test-data';
import ManageUsersPage from './manage-users-page';

const USERS: AdminUserRecord[] = [adminUser({ activated: true }), benCruz({ ID_no: '98765', contact_no: null })];
const LIST = '/api/admin/users/';

/** A fake server that searches and pages `initial` and forgets a deleted user. */
function mockServer(overrides: Record<string, AdminApiHandler> = {}, initial: AdminUserRecord[] = USERS) {
  let users = [...initial];
  return mockAdminApi({
    [`GET ${LIST}`]: ({ url }) => pageAnswer(fakeUserSearch(users, url.searchParams.get('search')), url),
    'DELETE /api/admin/delete-user/6/': () => {
      users = users.filter((u) => u.user !== 6);
      return json({ message: 'User deleted successfully.' });
    },
    ...overrides,
  });
}

function show(url = '/admin/manage-users') {
  return renderPage(<ManageUsersPage />, { path: '/admin/manage-users', url });
}

function rowIds() {
  return rowHeaders('Users');
}

signInAsAdminForEachTest();

describe('Manage Users', { timeout: 15_000 }, () => {
  it('lists the first page of users with status in words and "Not provided" for a missing location', async () => {
    const { calls } = mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    expect(await rowIds()).toEqual(['5', '6']);
    expect(listQueries(calls, LIST).at(-1)).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('2 user(s) found').closest('[role="status"]')).not.toBeNull();
    const [ana, ben] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(ana!).getByText('Active')).toBeInTheDocument();
    expect(within(ben!).getByText('Inactive')).toBeInTheDocument();
    expect(within(ben!).getByText('Not provided')).toBeInTheDocument();
    expect(within(ben!).getByRole('button', { name: 'Delete Ben Cruz' })).toBeInTheDocument();
    // One page only: no page navigation.
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).not.toBeInTheDocument();
  });

  it('sends the search to the server after a pause or on Enter, keeps it in the address, and says when none match', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await rowIds();
    const search = screen.getByRole('searchbox', { name: 'Search by ID or disability type' });

    await user.type(search, 'hearing');
    expect(await screen.findByText('1 user(s) found')).toBeInTheDocument();
    expect(await rowIds()).toEqual(['6']);
    expect(listQueries(calls, LIST).at(-1)).toEqual({ search: 'hearing', page: '1', page_size: '25' });
    expect(router.state.location.search).toBe('?search=hearing');

    await user.clear(search);
    await user.type(search, '1376-02{Enter}');
    await waitFor(() => expect(listQueries(calls, LIST).at(-1)?.search).toBe('1376-02'));
    expect(await rowIds()).toEqual(['5']);

    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('There are no users matching your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 user(s) found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens at the search and page of the address, and Back returns to the list before a search', async () => {
    const many = Array.from({ length: 30 }, (_, i) => adminUser({ user: 100 + i, first_name: `Person ${i}` }));
    const { calls } = mockServer({}, many);
    const user = userEvent.setup();
    const { router } = show('/admin/manage-users?search=visual&page=2');
    expect(await rowIds()).toHaveLength(5);
    expect(listQueries(calls, LIST)[0]).toEqual({ search: 'visual', page: '2', page_size: '25' });
    const search = screen.getByRole('searchbox', { name: 'Search by ID or disability type' });
    expect(search).toHaveValue('visual');
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toHaveTextContent('Page 2 of 2');

    await user.clear(search);
    await user.type(search, 'person 1{Enter}');
    // A new search starts again at page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?search=person+1'));
    expect(listQueries(calls, LIST).at(-1)).toEqual({ search: 'person 1', page: '1', page_size: '25' });
    expect(await screen.findByText('11 user(s) found')).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(search).toHaveValue('visual'));
    expect(await screen.findByText('30 user(s) found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toHaveTextContent('Page 2 of 2');
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
    // Location and contact number come from the server; missing ones are said.
    expect(within(details).getAllByText('Not provided')).toHaveLength(2);
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
      'DELETE /api/admin/delete-user/6/': () => json({ error: 'Server error.' }, 500),
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

  it('shows the load error with a Retry, and keeps the search box to correct the search', async () => {
    let fail = true;
    mockAdminApi({
      [`GET ${LIST}`]: ({ url }) => (fail ? json({ error: 'Server error.' }, 500) : pageAnswer(USERS, url)),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
    expect(screen.getByRole('searchbox', { name: 'Search by ID or disability type' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowIds()).toEqual(['5', '6']);
  });
});
