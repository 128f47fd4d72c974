import type { EmployerDashboard } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import {
  applicant,
  bodyRows,
  dashboard,
  rowHeaders,
  signInAsEmployerForEachTest,
} from '../components/employer-jobs-test-data';
import EmployerDashboardPage from './employer-dashboard-page';

type Handlers = Parameters<typeof mockApi>[0];

/** A fake server whose dashboard follows the actions taken on it. */
function mockServer(initial: EmployerDashboard = dashboard(), overrides: Handlers = {}) {
  let current = initial;
  const setStatus = (id: number, status: 'Approved' | 'Declined') => {
    current = {
      ...current,
      pending_applications: current.pending_applications - 1,
      applicants: current.applicants.map((a) => (a.application_id === id ? { ...a, application_status: status } : a)),
    };
    return jsonResponse({
      message: `Application ${status.toLowerCase()}.`,
      application_id: id,
      application_status: status,
    });
  };
  return mockApi({
    'GET /api/employer-dashboard': () => jsonResponse(current),
    'POST /api/applications/11/approve/': () => setStatus(11, 'Approved'),
    'POST /api/applications/11/decline/': () => setStatus(11, 'Declined'),
    'DELETE /api/delete-application/11/': () => {
      current = { ...current, applicants: current.applicants.filter((a) => a.application_id !== 11) };
      return jsonResponse({ message: 'Application deleted successfully!' });
    },
    'DELETE /api/delete-job/7/': () => {
      // As the server's next dashboard answer would be: the posting and its count gone.
      current = {
        ...current,
        job_posts: current.job_posts.filter((j) => j.post_id !== 7),
        active_jobs_count: current.active_jobs_count - 1,
      };
      return jsonResponse({ message: 'Job posting deleted successfully!', notified_applicants: 2 });
    },
    'DELETE /api/delete-job/8/': () =>
      jsonResponse({ message: 'Job posting deleted successfully!', notified_applicants: 0 }),
    'GET /api/applications/11/resume/': () => jsonResponse({ url: '/api/resume-file/11/?expires=99&signature=abc' }),
    ...overrides,
  });
}

function show() {
  return renderPage(<EmployerDashboardPage />, { path: '/employer/dashboard' });
}

const APPLICANTS = 'Applicants to your jobs';
const POSTINGS = 'Your job postings';

signInAsEmployerForEachTest();

describe('Employer dashboard', { timeout: 20_000 }, () => {
  it('shows the quick stats, the applicants and the job postings', async () => {
    const { calls } = mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post New Job' })).toHaveAttribute('href', '/employer/post-job');

    const stats = await screen.findByRole('list');
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active jobs: 2', 'Total applications: 2', 'Pending applications: 1']);

    const [ana, ben] = await bodyRows(APPLICANTS);
    expect(within(ana!).getByRole('rowheader', { name: 'Ana Reyes' })).toBeInTheDocument();
    expect(within(ana!).getByText('Front-end Developer')).toBeInTheDocument();
    expect(within(ana!).getByText('Pending')).toBeInTheDocument();
    expect(within(ben!).getByText('Approved')).toBeInTheDocument();
    expect(within(ben!).getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applicants table' })).toHaveAttribute('tabindex', '0');

    const [web, books] = await bodyRows(POSTINGS);
    expect(within(web!).getByRole('rowheader', { name: 'Web Developer' })).toBeInTheDocument();
    expect(within(web!).getByText('₱30,000 - 40,000')).toBeInTheDocument();
    expect(within(web!).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(web!).getByRole('link', { name: 'Edit Web Developer' })).toHaveAttribute(
      'href',
      '/employer/edit-job/7',
    );
    expect(within(books!).getByText('Negotiable')).toBeInTheDocument();
    expect(within(books!).getByText('Part Time')).toBeInTheDocument();
    expect(calls[0]).toEqual(
      expect.objectContaining({ path: '/api/employer-dashboard', authorization: 'Token employer-token' }),
    );
  });

  it('offers Approve, Decline and Delete only while an application is pending', async () => {
    mockServer();
    show();
    const [ana, ben] = await bodyRows(APPLICANTS);
    for (const verb of ['Approve', 'Decline', 'Delete']) {
      expect(within(ana!).getByRole('button', { name: `${verb} Ana Reyes for Web Developer` })).toBeInTheDocument();
      expect(within(ben!).queryByRole('button', { name: new RegExp(`^${verb}`, 'u') })).not.toBeInTheDocument();
    }
    expect(
      within(ben!).getByRole('button', { name: 'View details of Ben Cruz for Web Developer' }),
    ).toBeInTheDocument();
  });

  it('approves after confirmation, announces it, and reloads the dashboard', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve Ana Reyes for Web Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(dialog).toHaveTextContent('Ana Reyes for Web Developer');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const dashboardLoads = () => calls.filter((c) => c.path === '/api/employer-dashboard').length;
    const loadsBefore = dashboardLoads();
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));

    const message = await screen.findByText('Application approved successfully! The candidate will be notified.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/applications/11/approve/', body: undefined }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The Approve button is gone, so the outcome takes the focus rather than the top of the page.
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    const [ana] = await bodyRows(APPLICANTS);
    expect(within(ana!).getByText('Approved')).toBeInTheDocument();
    expect(within(ana!).queryByRole('button', { name: /^Approve/u })).not.toBeInTheDocument();
    // One reload, at once (no timer: nothing changes by itself a moment later).
    await waitFor(() => expect(dashboardLoads()).toBe(loadsBefore + 1));
  });

  it('says when declining failed and keeps the dialog open', async () => {
    mockServer(dashboard(), {
      'POST /api/applications/11/decline/': () =>
        jsonResponse({ error: 'Only a pending application can be approved, declined or deleted.' }, 409),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Decline Ana Reyes for Web Developer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline application' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to decline application. Please try again.');
    expect(alert).toHaveTextContent('Only a pending application can be approved, declined or deleted.');
  });

  it('deletes an application after confirmation', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Reyes for Web Developer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete application' }));
    expect(await screen.findByText('Application deleted successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/delete-application/11/' }));
    expect(await rowHeaders(APPLICANTS)).toEqual(['Ben Cruz']);
  });

  it('shows all of an applicant, links their profile and opens their resume in a new tab', async () => {
    const { calls } = mockServer();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details of Ana Reyes for Web Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applicant: Ana Reyes' });
    expect(dialog).toHaveTextContent('Two years building websites.');
    expect(within(dialog).getByRole('link', { name: '0917 123 4567' })).toHaveAttribute('href', 'tel:09171234567');
    expect(within(dialog).getByRole('link', { name: 'View the public profile of Ana Reyes' })).toHaveAttribute(
      'href',
      '/job-seeker/profile/5',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Open resume/u }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/api\/resume-file\/11\/\?expires=99&signature=abc$/u));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.path === '/api/applications/11/resume/')?.authorization).toBe('Token employer-token');
  });

  it('offers no resume when the applicant has none', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View details of Ben Cruz for Web Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applicant: Ben Cruz' });
    expect(within(dialog).queryByRole('button', { name: /^Open resume/u })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No resume was attached.')).toBeInTheDocument();
  });

  it('deletes a job posting after confirmation and says how many applicants were told', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Web Developer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job posting' });
    expect(dialog).toHaveTextContent('Its 2 applications will be removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete job posting' }));

    expect(
      await screen.findByText('Job posting deleted successfully! 2 applicants were notified.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/delete-job/7/' }));
    expect(await rowHeaders(POSTINGS)).toEqual(['Bookkeeper']);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Active jobs: 1');
  });

  it('says when deleting a job failed', async () => {
    mockServer(dashboard(), { 'DELETE /api/delete-job/8/': () => jsonResponse({ error: 'Server error.' }, 500) });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Bookkeeper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job posting' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete job posting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete job posting. Please try again.',
    );
  });

  it('searches postings by title in any case and filters them by category', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await bodyRows(POSTINGS);
    const search = screen.getByRole('searchbox', { name: /^search job postings/i });
    await user.type(search, 'BOOK');
    expect(await rowHeaders(POSTINGS)).toEqual(['Bookkeeper']);
    expect(screen.getByText('Showing 1 of 2 job postings')).toBeInTheDocument();

    await user.clear(search);
    const category = screen.getByRole('combobox', { name: 'Category' });
    await user.selectOptions(category, 'Technology');
    expect(await rowHeaders(POSTINGS)).toEqual(['Web Developer']);

    await user.type(search, 'book');
    expect(screen.getByText('No job postings match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await rowHeaders(POSTINGS)).toEqual(['Web Developer', 'Bookkeeper']);
    // The button has gone; the focus is in the emptied search, not lost on the page.
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    expect(category).toHaveValue('');
  });

  it('shows the empty states', async () => {
    mockServer(
      dashboard({
        active_jobs_count: 0,
        total_applications: 0,
        pending_applications: 0,
        applicants: [],
        job_posts: [],
      }),
    );
    show();
    expect(await screen.findByText('No job postings yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post New Job' })).toHaveLength(2);
    expect(screen.getByText(/^No applicants yet\./u)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the dashboard could not be loaded, and tries again', async () => {
    let isDown = true;
    mockApi({
      'GET /api/employer-dashboard': () =>
        isDown ? jsonResponse({ error: 'Server error.' }, 500) : jsonResponse(dashboard({ applicants: [applicant()] })),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your dashboard. Please try again.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowHeaders(APPLICANTS)).toEqual(['Ana Reyes']);
  });
});
