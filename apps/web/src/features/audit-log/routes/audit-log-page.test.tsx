import { ADMIN_PAGE_SIZE, formatNotificationDate } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { bodyRows, signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import { auditEntry, ENTRIES, json, mockAuditApi } from '../components/audit-test-data';
import AuditLogPage from './audit-log-page';

const PATH = '/admin/audit-log';
const TABLE = 'Admin actions, newest first';

function show(url = PATH) {
  return renderPage(<AuditLogPage />, { path: PATH, url });
}

/** The subject label of each row on screen. */
async function subjects(): Promise<string[]> {
  return (await bodyRows(TABLE)).map((row) => row.querySelectorAll('td')[2]?.querySelector('span')?.textContent ?? '');
}

/** Many records, newest first, for paging. */
function manyEntries(count: number) {
  return Array.from({ length: count }, (_, index) =>
    auditEntry({ id: count - index, subject_label: `Person ${count - index}`, subject_email: null }),
  );
}

signInAsAdminForEachTest();

describe('Audit Log', { timeout: 30_000 }, () => {
  it('lists who did what, when, to whom and why, with the action in words and no ID numbers', async () => {
    const { calls } = mockAuditApi();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Subject', 'Reason']);
    const [rejected, deleted, approved] = await bodyRows(TABLE);
    const when = within(rejected!).getByRole('rowheader').querySelector('time');
    expect(when).toHaveAttribute('datetime', '2026-11-22T03:00:00.000Z');
    expect(when).toHaveTextContent(formatNotificationDate('2026-11-22T03:00:00.000Z'));
    expect(rejected).toHaveTextContent('other-admin@kakayahan.ph');
    expect(rejected).toHaveTextContent('Rejected employer verification');
    expect(rejected).toHaveTextContent('Acme HiringEmployerhr@acme.ph');
    expect(rejected).toHaveTextContent('The registration number does not match the name.');
    expect(deleted).toHaveTextContent('Deleted forum post');
    expect(deleted).toHaveTextContent('Free placement, pay firstForum post');
    expect(deleted).toHaveTextContent('No reason given');
    expect(approved).toHaveTextContent('Approved job seeker');
    expect(approved).toHaveTextContent('Ana ReyesJob seekerana@example.ph');
    // The subject's id is never shown.
    expect(table).not.toHaveTextContent(/\b(44|9)\b/u);
    expect(screen.getByText('3 records found')).toHaveAttribute('role', 'status');
    expect(calls[0]?.url.search).toBe(`?page=1&page_size=${ADMIN_PAGE_SIZE}`);
  });

  it('searches after a typing pause and on Enter, keeping the search in the address', async () => {
    const { calls } = mockAuditApi();
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('table', { name: TABLE });
    const box = screen.getByRole('searchbox', { name: 'Search by admin, person, company, title or reason' });
    await user.type(box, 'acme');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('acme'));
    expect(await subjects()).toEqual(['Acme Hiring']);
    expect(await screen.findByText('1 record found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=acme');

    await user.clear(box);
    await user.type(box, 'ana{Enter}');
    expect(router.state.location.search).toBe('?search=ana');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('ana'));
    expect(await subjects()).toEqual(['Ana Reyes']);
  });

  it('sends the action and the dates, and starts from the address', async () => {
    const { calls } = mockAuditApi();
    const user = userEvent.setup();
    const { router } = show('/admin/audit-log?search=acme&page=1');
    await screen.findByRole('table', { name: TABLE });
    expect(screen.getByRole('searchbox')).toHaveValue('acme');
    expect(calls[0]?.url.searchParams.get('search')).toBe('acme');

    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(within(action).getAllByRole('option')[0]).toHaveTextContent('All actions');
    expect(within(action).getAllByRole('option')).toHaveLength(12);
    await user.selectOptions(action, 'Rejected employer verification');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('action')).toBe('reject_employer_verification'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() =>
      expect(calls.at(-1)?.url.search).toBe(
        `?search=acme&action=reject_employer_verification&from=2026-11-01&to=2026-11-25&page=1&page_size=${ADMIN_PAGE_SIZE}`,
      ),
    );
    expect(router.state.location.search).toBe(
      '?search=acme&action=reject_employer_verification&from=2026-11-01&to=2026-11-25',
    );
  });

  it('says a start after the end at To and asks nothing until it is corrected', async () => {
    const { calls } = mockAuditApi();
    show('/admin/audit-log?from=2026-11-25&to=2026-11-01');
    expect(await screen.findByText('Correct the dates above to see the records.')).toBeInTheDocument();
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(calls).toHaveLength(0);
  });

  it('pages on the server, keeps the rows while the next page loads, and moves focus to the records', async () => {
    const records = manyEntries(ADMIN_PAGE_SIZE + 3);
    let hold: Promise<void> = Promise.resolve();
    let release = () => {};
    const { calls } = mockAuditApi(records, { gate: () => hold });
    const user = userEvent.setup();
    const { router } = show();
    expect(await subjects()).toHaveLength(ADMIN_PAGE_SIZE);
    expect(screen.getByText(`${ADMIN_PAGE_SIZE + 3} records found`)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    hold = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    // The first page stays on screen while the second loads.
    expect(await screen.findByText('Loading records…')).toBeInTheDocument();
    expect(await subjects()).toHaveLength(ADMIN_PAGE_SIZE);
    release();
    await waitFor(async () => expect(await subjects()).toEqual(['Person 3', 'Person 2', 'Person 1']));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Records' })).toHaveFocus();
  });

  it('says "No records yet" when nothing was ever recorded', async () => {
    mockAuditApi([]);
    show();
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.getByText('0 records found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, and Clear filters shows every record again', async () => {
    const { calls } = mockAuditApi();
    const user = userEvent.setup();
    const { router } = show('/admin/audit-log?search=nobody&action=delete_job');
    expect(await screen.findByText('No records match your filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await subjects()).toEqual(['Acme Hiring', 'Free placement, pay first', 'Ana Reyes']);
    expect(router.state.location.search).toBe('');
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(calls.at(-1)?.url.search).toBe(`?page=1&page_size=${ADMIN_PAGE_SIZE}`);
  });

  it('says when the audit log cannot be loaded, and Try again loads it', async () => {
    let fail = true;
    mockAuditApi(ENTRIES, {
      answer: () => (fail ? json({ error: 'Server error.' }, 500) : json(ENTRIES, 200, { 'x-total-count': '3' })),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the audit log. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await subjects()).toHaveLength(3);
  });

  it("shows the server's words when it refuses a filter", async () => {
    mockAuditApi(ENTRIES, {
      answer: () => json({ error: 'The search must be at most 200 characters.' }, 400),
    });
    show(`/admin/audit-log?search=${'a'.repeat(201)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The search must be at most 200 characters.');
  });
});
