import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, listQueries, mockAdminApi, pageAnswer } from '../components/admin-fake-server.test-support';
import { adminUser, signInAsAdminForEachTest } from '../components/admin-test-data';
import { EMPLOYERS_LIST, LIST, mockServer, rowIds, rows, show } from './user-approval-page.test-support';

// The pending job seekers' list of User Approval: what each row says, the Filter and the tabs kept in the
// address, the server's search and paging, and the empty and failed states.

signInAsAdminForEachTest();

describe('User Approval: the list, its tabs, search and pages', { timeout: 15_000 }, () => {
  it('lists pending users with status in words and named action buttons', async () => {
    mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'User Registration Approval' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading pending users');
    const [ana, ben] = await rows();
    expect(within(ana!).getByRole('rowheader', { name: '5' })).toBeInTheDocument();
    expect(within(ana!).getByText('ana@example.ph')).toBeInTheDocument();
    expect(within(ana!).getByText('Visual Disability')).toBeInTheDocument();
    expect(within(ana!).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(ben!).getByText('Not provided')).toBeInTheDocument();
    expect(within(ana!).getByRole('button', { name: 'View details for Ana Reyes' })).toBeInTheDocument();
    expect(within(ana!).getByRole('button', { name: 'Approve Ana Reyes' })).toBeInTheDocument();
    expect(within(ana!).getByRole('button', { name: 'Reject Ana Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pending users table' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('3 user(s) found')).toBeInTheDocument();
  });

  it('keeps the Filter select in the address; its Employers choice opens the Employers tab', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await rows();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('value')]),
    ).toEqual([
      ['All Users', 'all'],
      ['Job Seekers', 'employee'],
      ['Employers', 'employer'],
    ]);
    expect(filter).toHaveAccessibleDescription('Employers opens the Employers tab.');

    await user.selectOptions(filter, 'employee');
    expect(await rowIds()).toEqual(['5', '6', '7']);
    expect(screen.getByText('3 user(s) found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=employee');
    // The type is not the server's to filter: every pending person is a job seeker.
    expect(listQueries(calls, LIST).every((query) => !('type' in query))).toBe(true);

    await user.selectOptions(filter, 'employer');
    const employersTab = screen.getByRole('tab', { name: 'Employers' });
    expect(employersTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(employersTab).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=employers');
    expect(await screen.findByRole('table', { name: 'Employers waiting for verification' })).toBeInTheDocument();
    // On the Employers tab the select says Employers; another choice goes back to the job seekers.
    const employerFilter = screen.getByRole('combobox', { name: 'Filter' });
    expect(employerFilter).toHaveValue('employer');
    await user.selectOptions(employerFilter, 'employee');
    const jobSeekersTab = screen.getByRole('tab', { name: 'Job seekers' });
    expect(jobSeekersTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(jobSeekersTab).toHaveFocus());
    expect(router.state.location.search).toBe('?type=employee');
    expect(await rowIds()).toEqual(['5', '6', '7']);
  });

  it('keeps the tab in the address, each tab with its own search', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show('/admin/user-approval?search=ana');
    expect(screen.getByRole('tab', { name: 'Job seekers' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect(await rowIds()).toEqual(['5']));

    await user.click(screen.getByRole('tab', { name: 'Employers' }));
    expect(router.state.location.search).toBe('?tab=employers');
    expect(await screen.findByRole('button', { name: 'Review Bayanihan Tech Solutions' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /^Search/u })).toHaveValue('');
    expect(listQueries(calls, EMPLOYERS_LIST).at(-1)).toEqual({ page: '1', page_size: '25' });

    await user.click(screen.getByRole('tab', { name: 'Job seekers' }));
    expect(router.state.location.search).toBe('');
    expect(await rowIds()).toEqual(['5', '6', '7']);
  });

  it("opens on the Employers tab from its address, and from the Filter's old Employers link", async () => {
    mockServer();
    const first = show('/admin/user-approval?tab=employers');
    expect(screen.getByRole('heading', { level: 1, name: 'User Registration Approval' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Employers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Review Bayanihan Tech Solutions' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending users' })).not.toBeInTheDocument();
    first.unmount();

    show('/admin/user-approval?type=employer');
    expect(screen.getByRole('tab', { name: 'Employers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Review Bayanihan Tech Solutions' })).toBeInTheDocument();
  });

  it('sends the search to the server after a pause or on Enter and shows its answer', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await rows();
    const search = screen.getByRole('searchbox', { name: /^search/i });

    await user.type(search, 'DEAF');
    await waitFor(() => expect(listQueries(calls, LIST).at(-1)?.search).toBe('DEAF'));
    expect(await screen.findByText('1 user(s) found')).toBeInTheDocument();
    expect(await rowIds()).toEqual(['6']);

    await user.clear(search);
    await user.type(search, '13-7602-000{Enter}');
    await waitFor(() =>
      expect(listQueries(calls, LIST).at(-1)).toEqual({ search: '13-7602-000', page: '1', page_size: '25' }),
    );
    expect(await rowIds()).toEqual(['5']);
    expect(router.state.location.search).toBe('?search=13-7602-000');

    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText('0 user(s) found')).toBeInTheDocument();
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('There are no users matching your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages on the server, keeping the page on screen while the next loads, then focusing the new page', async () => {
    const many = Array.from({ length: 27 }, (_, i) => adminUser({ user: 100 + i, first_name: `Person ${i}` }));
    // The second page is answered only when the test says so.
    const second = deferred<null>();
    const { calls } = mockServer(many, {
      [`GET ${LIST}`]: async ({ url }) => {
        if (url.searchParams.get('page') === '2') await second.promise;
        return pageAnswer(many, url);
      },
    });
    const user = userEvent.setup();
    const { router } = show();
    expect(await rows()).toHaveLength(25);
    expect(screen.getByText('27 user(s) found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of pending users' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(listQueries(calls, LIST).at(-1)).toEqual({ page: '2', page_size: '25' }));
    // Still the first page, marked busy, while the second loads.
    expect(await rows()).toHaveLength(25);
    expect(screen.getByRole('region', { name: 'Pending users table' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );

    second.resolve(null);
    await waitFor(async () => expect(await rowIds()).toEqual(['125', '126']));
    expect(pages).toHaveTextContent('Page 2 of 2');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pending users table' })).toHaveFocus());

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await rows()).toHaveLength(25);
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty state and the load error', async () => {
    mockServer([]);
    show();
    expect(await screen.findByText('No pending users')).toBeInTheDocument();
    vi.restoreAllMocks();

    mockAdminApi({ [`GET ${LIST}`]: () => json({ error: 'Server error.' }, 500) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pending users. Please try again.');
  });
});
