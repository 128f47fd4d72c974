import { formatNotificationDate } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { jsonResponse, renderPage } from '../../auth/components/test-harness';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import {
  jobReport,
  LONG_JOB,
  mockReportsServer,
  REPORTS,
  reportItem,
  reportTitles,
} from '../components/report-test-data';
import ManageReportsPage from './manage-reports-page';

type User = ReturnType<typeof userEvent.setup>;

/** The fake server's forum reports, and a report of a job post (#5) and a second one of the same job (#6). */
const WITH_JOBS = [
  ...REPORTS,
  jobReport(),
  jobReport({
    id: 6,
    reason: 'discriminatory',
    report_desc: 'Says wheelchair users need not apply.',
    reported_by_username: 'Noel Garcia',
    created_at: '2026-02-20T02:30:00.000Z',
  }),
];

function show() {
  return renderPage(<ManageReportsPage />, { path: '/admin/manage-reports' });
}

function button(id: number, name: string): HTMLElement {
  return within(reportItem(id)).getByRole('button', { name });
}

async function expand(user: User, id: number): Promise<HTMLElement> {
  await user.click(button(id, `Details of Report #${id}`));
  return screen.getByRole('region', { name: `Details of Report #${id}` });
}

signInAsAdminForEachTest();

describe('Manage Reports: reported job posts', { timeout: 30_000 }, () => {
  it('titles a job report, names its reason in words and shows the job with a cut preview', async () => {
    mockReportsServer({}, WITH_JOBS);
    const user = userEvent.setup();
    show();
    expect((await reportTitles()).slice(0, 2)).toEqual(['Report #5 - Job Report', 'Report #2 - Comment Report']);
    expect(reportItem(5)).toHaveTextContent(/Status: Pending.*Reason: Suspected scam/u);
    expect(reportItem(6)).toHaveTextContent('Reason: Discriminatory');

    const panel = await expand(user, 5);
    const details = within(panel).getByRole('heading', { name: 'Report Details' }).closest('section')!;
    expect(within(details).getByText('Suspected scam')).toBeInTheDocument();
    const content = within(panel).getByRole('heading', { name: 'Reported Content' }).closest('section')!;
    const terms = within(content)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Type', 'Job'],
      ['Job title', 'Online Data Encoder'],
      ['Company', 'QuickPay Staffing'],
      ['Preview', `${LONG_JOB.slice(0, 100).trimEnd()}…`],
    ]);
    expect(within(panel).queryByText(LONG_JOB)).not.toBeInTheDocument();
  });

  it('shows the whole job post in View Full Content, as text', async () => {
    mockReportsServer({}, [jobReport({ job_content: '<b>Pay first</b>\nthen start.' })]);
    const user = userEvent.setup();
    show();
    await reportTitles();
    await expand(user, 5);
    const view = button(5, 'View Full Content of Report #5');
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Reported Job (Report #5)' });
    expect(within(dialog).getByText('Online Data Encoder')).toBeInTheDocument();
    expect(within(dialog).getByText('QuickPay Staffing')).toBeInTheDocument();
    expect(within(dialog).getByText(formatNotificationDate('2026-03-01T00:00:00.000Z'))).toBeInTheDocument();
    const description = within(dialog).getByRole('region', { name: 'Job description' });
    expect(description.querySelector('p')?.textContent).toBe('<b>Pay first</b>\nthen start.');
    expect(description.querySelector('b')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('narrows to job reports with Jobs Only, and finds them by job title and company', async () => {
    mockReportsServer({}, WITH_JOBS);
    const user = userEvent.setup();
    show();
    await reportTitles();
    const type = screen.getByRole('combobox', { name: 'Content type' });
    await user.selectOptions(type, 'Jobs Only');
    expect(await reportTitles()).toEqual(['Report #5 - Job Report', 'Report #6 - Job Report']);
    expect(screen.getByText('Showing 2 of 6 reports')).toBeInTheDocument();

    await user.selectOptions(type, 'All Content');
    const search = screen.getByRole('searchbox', { name: 'Search reports' });
    await user.type(search, 'data encoder');
    expect(await reportTitles()).toEqual(['Report #5 - Job Report', 'Report #6 - Job Report']);
    await user.clear(search);
    await user.type(search, 'quickpay');
    expect(screen.getByText('Showing 2 of 6 reports')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'suspected scam');
    expect(await reportTitles()).toEqual(['Report #5 - Job Report']);
  });

  it('deletes a reported job post with a reason for the employer, then shows it deleted', async () => {
    const { calls } = mockReportsServer({}, WITH_JOBS);
    const user = userEvent.setup();
    const { queryClient } = show();
    // Screens of other features the deletion changes, as if the admin had visited them.
    queryClient.setQueryData([...AUDIT_LOG_QUERY_KEY, 'list'], []);
    queryClient.setQueryData([...PLATFORM_STATISTICS_QUERY_KEY, 'all'], {});
    await reportTitles();
    await user.click(button(5, 'Delete Content of Report #5'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Job Post?' });
    expect(confirm).toHaveTextContent(
      'This will permanently delete this job post and the applications to it. The employer and the applicants ' +
        'will be told. This action cannot be undone.',
    );
    expect(confirm).toHaveTextContent('Online Data Encoder at QuickPay Staffing');
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Reason (optional)' }),
      '  Asks applicants for a registration fee. ',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    const message = await screen.findByText('Job post has been deleted successfully.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({
        path: '/api/admin/delete-job/30/',
        body: { reason: 'Asks applicants for a registration fee.' },
      }),
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryState([...AUDIT_LOG_QUERY_KEY, 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...PLATFORM_STATISTICS_QUERY_KEY, 'all'])?.isInvalidated).toBe(true);

    // Both reports of the job now say it is gone, and neither offers Delete Content or the full view.
    for (const id of [5, 6]) {
      expect(reportItem(id)).toHaveTextContent('Status: Resolved');
      expect(within(reportItem(id)).queryByRole('button', { name: /Delete Content/u })).not.toBeInTheDocument();
    }
    const panel = await expand(user, 5);
    expect(within(panel).getByText('Content has been deleted')).toBeInTheDocument();
    expect(within(panel).getAllByText('Not available')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: /View Full Content/u })).not.toBeInTheDocument();
  });

  it('sends no body without a reason, and keeps a failure in the confirmation', async () => {
    let fail = true;
    const { calls } = mockReportsServer(
      {
        'DELETE /api/admin/delete-job/30/': () =>
          fail ? jsonResponse({ error: 'Job not found.' }, 404) : jsonResponse({ message: 'Deleted.' }),
      },
      [jobReport()],
    );
    const user = userEvent.setup();
    show();
    await reportTitles();
    await user.click(button(5, 'Delete Content of Report #5'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Job Post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete job post. Please try again.');
    expect(alert).toHaveTextContent('Job not found.');
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: '/api/admin/delete-job/30/',
      body: undefined,
    });

    fail = false;
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Job post has been deleted successfully.')).toBeInTheDocument();
  });
});
