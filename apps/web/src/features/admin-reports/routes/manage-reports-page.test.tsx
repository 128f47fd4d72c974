import { formatNotificationDate } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import {
  adminReport,
  LONG_POST,
  mockReportsServer,
  REPORTS,
  reportItem,
  reportTitles,
} from '../components/report-test-data';
import ManageReportsPage from './manage-reports-page';

function show() {
  return renderPage(<ManageReportsPage />, { path: '/admin/manage-reports' });
}

/** Opens the Details of report `id` and gives its panel. */
async function expand(user: ReturnType<typeof userEvent.setup>, id: number): Promise<HTMLElement> {
  const toggle = within(reportItem(id)).getByRole('button', { name: `Details of Report #${id}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: `Details of Report #${id}` });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  return panel;
}

signInAsAdminForEachTest();

describe('Manage Reports: the list', { timeout: 30_000 }, () => {
  it('lists the reports newest first, with status and reason badges in words', async () => {
    mockReportsServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Reported Content Management' })).toBeInTheDocument();
    expect(await reportTitles()).toEqual([
      'Report #2 - Comment Report',
      'Report #3 - Post Report',
      'Report #1 - Post Report',
      'Report #4 - Comment Report',
    ]);
    expect(screen.getByText('Showing 4 of 4 reports')).toBeInTheDocument();
    expect(reportItem(1)).toHaveTextContent(/Status: Pending.*Reason: Spam/u);
    expect(reportItem(2)).toHaveTextContent(/Status: Pending.*Reason: Harassment/u);
    expect(reportItem(3)).toHaveTextContent(/Status: Resolved.*Reason: Inappropriate/u);
    expect(reportItem(4)).toHaveTextContent(/Status: Dismissed.*Reason: Other/u);
    expect(within(reportItem(1)).getByText('Maria Santos')).toBeInTheDocument();
  });

  it('expands to Report Details and Reported Content, the preview cut at 100 characters', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    expect(screen.queryByText('Report Details')).not.toBeInTheDocument();
    const panel = await expand(user, 1);
    expect(within(panel).getByRole('heading', { name: 'Report Details' })).toBeInTheDocument();
    expect(within(panel).getByText('Asks job seekers for a placement fee.')).toBeInTheDocument();
    expect(within(panel).getByText(formatNotificationDate(REPORTS[0]!.created_at))).toBeInTheDocument();
    expect(within(panel).queryByText('Resolved on')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Reported Content' })).toBeInTheDocument();
    expect(within(panel).getByText('Juan Dela Cruz')).toBeInTheDocument();
    expect(LONG_POST).toHaveLength(150);
    expect(within(panel).getByText(`${LONG_POST.slice(0, 100)}…`)).toBeInTheDocument();
    expect(within(panel).queryByText(LONG_POST)).not.toBeInTheDocument();

    await user.click(within(reportItem(1)).getByRole('button', { name: 'Details of Report #1' }));
    expect(within(reportItem(1)).getByRole('button', { name: 'Details of Report #1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Report Details')).not.toBeInTheDocument();
  });

  it('says the content was deleted, with the resolved or dismissed date, and offers no full view then', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    const deleted = await expand(user, 3);
    expect(within(deleted).getByText('Content has been deleted')).toBeInTheDocument();
    expect(within(deleted).getByText('Resolved on')).toBeInTheDocument();
    expect(within(deleted).getByText(formatNotificationDate(REPORTS[2]!.resolved_at!))).toBeInTheDocument();
    expect(within(deleted).queryByRole('button', { name: /View Full Content/u })).not.toBeInTheDocument();
    expect(within(deleted).getByText(/cannot be viewed because it has been deleted/u)).toBeInTheDocument();
    expect(within(reportItem(3)).queryByRole('button', { name: /Delete Content/u })).not.toBeInTheDocument();

    const dismissed = await expand(user, 4);
    expect(within(dismissed).getByText('Dismissed on')).toBeInTheDocument();
    // User text is shown as text, never as HTML.
    expect(within(dismissed).getByText('Off topic <b>and</b> long')).toBeInTheDocument();
    expect(within(dismissed).getByText('<img src=x onerror="alert(1)"> See my profile')).toBeInTheDocument();
    expect(reportItem(4).querySelector('img, b')).toBeNull();
  });

  it('says "No preview available" when the content has no text', async () => {
    mockApi({ 'GET /api/admin/reports/': () => jsonResponse([adminReport({ post_content: null })]) });
    const user = userEvent.setup();
    show();
    await reportTitles();
    const panel = await expand(user, 1);
    expect(within(panel).getByText('No preview available')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /View Full Content/u })).not.toBeInTheDocument();
  });

  it('searches by reporter name, reason or description', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    const search = screen.getByRole('searchbox', { name: 'Search reports' });
    const searchFor = async (text: string) => {
      await user.clear(search);
      await user.paste(text);
    };
    await user.click(search);
    await searchFor('pedro');
    expect(await reportTitles()).toEqual(['Report #2 - Comment Report']);
    expect(screen.getByText('Showing 1 of 4 reports')).toBeInTheDocument();
    await searchFor('Inappropriate');
    expect(await reportTitles()).toEqual(['Report #3 - Post Report']);
    await searchFor('PLACEMENT fee');
    expect(await reportTitles()).toEqual(['Report #1 - Post Report']);
    // The reported content's text is not among what this search matches.
    await searchFor('hire you');
    expect(await screen.findByText('No reports match your filters')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 reports')).toBeInTheDocument();
  });

  it('filters by content type and status, and sorts oldest first', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    const type = screen.getByRole('combobox', { name: 'Content type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Content', 'Posts Only', 'Comments Only', 'Jobs Only']);
    await user.selectOptions(type, 'Posts Only');
    expect(await reportTitles()).toEqual(['Report #3 - Post Report', 'Report #1 - Post Report']);
    await user.selectOptions(type, 'Comments Only');
    expect(await reportTitles()).toEqual(['Report #2 - Comment Report', 'Report #4 - Comment Report']);
    await user.selectOptions(type, 'All Content');

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Statuses', 'Pending', 'Resolved', 'Dismissed']);
    await user.selectOptions(status, 'Pending');
    expect(await reportTitles()).toEqual(['Report #2 - Comment Report', 'Report #1 - Post Report']);
    await user.selectOptions(status, 'Resolved');
    expect(await reportTitles()).toEqual(['Report #3 - Post Report']);
    await user.selectOptions(status, 'Dismissed');
    expect(await reportTitles()).toEqual(['Report #4 - Comment Report']);
    await user.selectOptions(status, 'All Statuses');

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest First', 'Oldest First']);
    await user.selectOptions(sort, 'Oldest First');
    expect(await reportTitles()).toEqual([
      'Report #4 - Comment Report',
      'Report #1 - Post Report',
      'Report #3 - Post Report',
      'Report #2 - Comment Report',
    ]);
  });

  it('offers Clear Filters only when nothing matches, and it resets the search and filters', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'Comments Only');
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'Ana');
    expect(await screen.findByText('No reports match your filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await reportTitles()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search reports' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search reports' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('all');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('refreshes on Refresh Reports, busy until the list is back, and says so', async () => {
    let release = () => {};
    let isHeld = false;
    const { calls } = mockReportsServer({
      'GET /api/admin/reports/': () => {
        if (!isHeld) return jsonResponse(REPORTS);
        return new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(REPORTS.slice(0, 1)));
        });
      },
    });
    const user = userEvent.setup();
    show();
    expect(await reportTitles()).toHaveLength(4);
    const refresh = screen.getByRole('button', { name: 'Refresh Reports' });
    const loadsBefore = calls.filter((c) => c.path === '/api/admin/reports/').length;
    isHeld = true;
    await user.click(refresh);
    expect(await screen.findByText('Refreshing reports…')).toBeInTheDocument();
    expect(refresh).toHaveAttribute('data-pending', 'true');
    release();
    expect(await screen.findByText('Reports refreshed.')).toBeInTheDocument();
    expect(await reportTitles()).toEqual(['Report #1 - Post Report']);
    expect(refresh).not.toHaveAttribute('data-pending');
    expect(calls.filter((c) => c.path === '/api/admin/reports/')).toHaveLength(loadsBefore + 1);
  });

  it('shows the load failure (the server message, else "Failed to load reports") with a Retry', async () => {
    let answer = jsonResponse({ error: 'Server error.' }, 500);
    mockApi({ 'GET /api/admin/reports/': () => answer });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reports');
    answer = jsonResponse({ error: 'Only administrators can see reports.' }, 403);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Only administrators can see reports.')).toBeInTheDocument();
    answer = jsonResponse(REPORTS);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await reportTitles()).toHaveLength(4);
  });

  it('says when there are no reports at all', async () => {
    mockApi({ 'GET /api/admin/reports/': () => jsonResponse([]) });
    show();
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Reports' })).not.toBeInTheDocument());
  });
});
