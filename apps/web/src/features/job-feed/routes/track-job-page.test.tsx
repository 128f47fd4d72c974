import type { MyApplication } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { application, json, mockJobApi, signInAsJobSeekerForEachTest } from '../components/job-feed-test-data';
import TrackJobPage from './track-job-page';

const APPLICATIONS: MyApplication[] = [
  application({ application_id: 1, job_title: 'Data Encoder', applied_date: '2026-03-01T12:00:00.000Z' }),
  application({
    application_id: 2,
    job_title: 'Call Center Agent',
    company_name: 'Voice Co',
    location: '',
    jobpost__location: '',
    application_status: 'Approved',
    applied_date: '2026-03-03T12:00:00.000Z',
    decided_at: '2026-03-04T12:00:00.000Z',
  }),
  application({
    application_id: 3,
    job_title: 'Bookkeeper',
    company_name: 'Ledger Inc',
    location: 'Cebu City',
    application_status: 'Declined',
    applied_date: '2026-03-02T12:00:00.000Z',
  }),
  application({
    application_id: 4,
    job_title: 'Tutor',
    company_name: 'Learn PH',
    location: 'Davao City',
    application_status: 'Interviewed',
    applied_date: '2026-02-20T12:00:00.000Z',
  }),
];

function mockServer(list: MyApplication[] = APPLICATIONS) {
  let current = [...list];
  return mockJobApi({
    'GET /api/my-applications/': () => json(current),
    'DELETE /api/cancel-application/2/': () => {
      current = current.filter((a) => a.application_id !== 2);
      return json({ message: 'Application cancelled successfully.' });
    },
  });
}

function show() {
  return renderPage(<TrackJobPage />, { path: '/job-seeker/track-job' });
}

async function titles() {
  const list = await screen.findByRole('list', { name: 'Your applications' });
  return within(list)
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading').textContent);
}

function countOf(label: string) {
  const cards = within(screen.getByRole('list', { name: 'Application counts' })).getAllByRole('listitem');
  return cards
    .find((card) => card.textContent?.endsWith(label))
    ?.textContent?.replace(label, '')
    .trim();
}

signInAsJobSeekerForEachTest();

describe('Track job', { timeout: 30_000 }, () => {
  it('counts applications by status and lists them newest first with status in words', async () => {
    mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Current Job Applications' })).toBeInTheDocument();
    expect(await titles()).toEqual(['Call Center Agent', 'Bookkeeper', 'Data Encoder', 'Tutor']);
    expect(countOf('Total')).toBe('4');
    expect(countOf('Pending')).toBe('1');
    expect(countOf('Approved')).toBe('1');
    expect(countOf('Declined')).toBe('1');
    expect(countOf('Interviewed')).toBe('1');
    const agent = screen.getByRole('article', { name: 'Call Center Agent' });
    expect(within(agent).getByText('Approved')).toBeInTheDocument();
    expect(within(agent).getByText('Remote')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4 applications')).toBeInTheDocument();
    // Each application offers a chat with the employer (its tests are in features/chat).
    expect(within(agent).getByRole('button', { name: /^Contact Employer: /u })).toBeInTheDocument();
  });

  it('filters by status, searches title, company and location, sorts, and clears filters', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await titles();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(await titles()).toEqual(['Bookkeeper']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Statuses');

    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(search, 'voice');
    expect(await titles()).toEqual(['Call Center Agent']);
    await user.clear(search);
    await user.type(search, 'davao');
    expect(await titles()).toEqual(['Tutor']);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    expect(await titles()).toEqual(['Tutor', 'Data Encoder', 'Bookkeeper', 'Call Center Agent']);

    await user.type(search, 'nothing like this');
    expect(screen.getByText('No applications match your search or filter.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await titles()).toEqual(['Tutor', 'Data Encoder', 'Bookkeeper', 'Call Center Agent']);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('expands the details of one application', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await titles();
    const agent = screen.getByRole('article', { name: 'Call Center Agent' });
    const toggle = within(agent).getByRole('button', { name: 'Details: Call Center Agent' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(agent).getByText('Decided on')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(agent).getByText('Decided on')).toBeVisible();
    expect(within(agent).getByText('Mar 4, 2026')).toBeVisible();
    expect(within(agent).getByText('Mar 3, 2026')).toBeVisible();
    expect(within(agent).getByText('₱18,000')).toBeVisible();
  });

  it('cancels only after the confirmation, announces it and reloads the list', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await titles();
    await user.click(screen.getByRole('button', { name: 'Cancel Application: Call Center Agent' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel Application' });
    expect(dialog).toHaveTextContent('Call Center Agent at Voice Co');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Application' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Application: Call Center Agent' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel Application' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Application' }));

    const message = await screen.findByText('Application cancelled successfully.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await titles()).toEqual(['Bookkeeper', 'Data Encoder', 'Tutor']);
    expect(countOf('Total')).toBe('3');
    expect(countOf('Approved')).toBe('0');
    // The list is read again from the server after the spec's 1 s (document 2 §4).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/my-applications/').length).toBeGreaterThan(1), {
      timeout: 3000,
    });
  });

  it("keeps the confirmation open with the server's reason when cancelling fails", async () => {
    mockJobApi({
      'GET /api/my-applications/': () => json(APPLICATIONS),
      'DELETE /api/cancel-application/2/': () =>
        json({ error: 'This application has already been reviewed and cannot be cancelled.' }, 409),
    });
    const user = userEvent.setup();
    show();
    await titles();
    await user.click(screen.getByRole('button', { name: 'Cancel Application: Call Center Agent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Application' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application has already been reviewed and cannot be cancelled.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep Application' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Application' }));
    expect(await titles()).toContain('Call Center Agent');
  });

  it('offers Browse Jobs when there are no applications', async () => {
    mockServer([]);
    show();
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/employee-components');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('shows the load failure with Try again', async () => {
    let fail = true;
    mockJobApi({
      'GET /api/my-applications/': () => (fail ? new Response('oops', { status: 500 }) : json(APPLICATIONS)),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load applications');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toHaveLength(4);
  });
});
