import type { AdminUserRecord } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  deferred,
  json,
  listQueries,
  mockAdminApi,
  pageAnswer,
  type AdminApiHandler,
} from '../components/admin-fake-server.test-support';
import {
  adminUser,
  bodyRows,
  fakeUserSearch,
  PENDING_USERS,
  rowHeaders,
  signInAsAdminForEachTest,
} from '../components/admin-test-data';
import { adminVerification } from '../../employer-verification/components/verification-test-data';
import UserApprovalPage from './user-approval-page';

const CARD = { image: '/api/pwd-card-image/5/?expires=99&signature=abc', expires_at: '2026-03-01T03:00:00.000Z' };
const LIST = '/api/admin/pending-users/';
const EMPLOYERS_LIST = '/api/admin/employer-verifications/';

/** A fake server that searches and pages the pending list, which shrinks when someone is approved or rejected. */
function mockServer(initial: AdminUserRecord[] = PENDING_USERS, overrides: Record<string, AdminApiHandler> = {}) {
  let pending = [...initial];
  const remove = (path: string) => {
    const id = Number(/(\d+)\/$/u.exec(path)?.[1]);
    pending = pending.filter((u) => u.user !== id);
  };
  return mockAdminApi({
    [`GET ${LIST}`]: ({ url }) => pageAnswer(fakeUserSearch(pending, url.searchParams.get('search')), url),
    [`GET ${EMPLOYERS_LIST}`]: ({ url }) => pageAnswer([adminVerification()], url),
    'GET /api/retrieve-card/5/': () => json(CARD),
    'GET /api/retrieve-card/6/': () => json({ error: 'No card.' }, 404),
    'POST /api/admin/approve-user/5/': ({ path }) => {
      remove(path);
      return json({ message: 'Ana Reyes has been approved.' });
    },
    'POST /api/admin/reject-user/6/': ({ path }) => {
      remove(path);
      return json({ message: 'Ben Cruz has been rejected.' });
    },
    ...overrides,
  });
}

function show(url = '/admin/user-approval') {
  return renderPage(<UserApprovalPage />, { path: '/admin/user-approval', url });
}

function rows() {
  return bodyRows('Pending users');
}

function rowIds() {
  return rowHeaders('Pending users');
}

signInAsAdminForEachTest();

describe('User Approval', { timeout: 15_000 }, () => {
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

  it('shows the formatted ID number and the card in the details', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Ana Reyes' });
    expect(within(dialog).getByText('13-7602-000-1234567')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Not in the national PWD ID format/u)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'PWD Card Verification' })).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', { name: 'PWD ID card of Ana Reyes' });
    expect(image).toHaveAttribute('src', CARD.image);
    const fullSize = within(dialog).getByRole('link', { name: /full size/u });
    expect(fullSize).toHaveAttribute('href', CARD.image);
    expect(fullSize).toHaveAttribute('target', '_blank');
    expect(calls.some((c) => c.path === '/api/retrieve-card/5/' && c.authorization === 'Token admin-token')).toBe(true);
  });

  it('flags an ID number that is not in the national shape, and says when the card fails to load', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Ben Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Ben Cruz' });
    expect(within(dialog).getByText('12345')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Not in the national PWD ID format (RR-PPMM-BBB-NNNNNNN) — check the number against the card.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^No — /u)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Failed to load PWD card image. The user may not have uploaded one.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('does not ask for a card the person never uploaded', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Carla Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Carla Santos' });
    expect(within(dialog).getByText('No PWD card image available')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/retrieve-card/'))).toBe(false);
  });

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

  it('shows the card and a mismatch warning in the confirmation before approving', async () => {
    mockServer([
      adminUser({
        card_reading: {
          name: 'JUAN DELA CRUZ',
          id_number: '1376020001234567',
          name_matches: false,
          id_number_matches: true,
        },
      }),
    ]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    expect(await within(dialog).findByRole('img', { name: 'PWD ID card of Ana Reyes' })).toHaveAttribute(
      'src',
      CARD.image,
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Warning: The card does not match what this person registered',
    );
    expect(within(dialog).getByText(/Differs from the name on the card/u)).toHaveTextContent('JUAN DELA CRUZ');
    expect(within(dialog).getByText('Visual Disability')).toBeInTheDocument();
  });

  it('does not offer Approve in the details of a person without a card, and says why', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details for Carla Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration of Carla Santos' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).getByText('No card photo yet, so it cannot be approved.')).toBeInTheDocument();
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
