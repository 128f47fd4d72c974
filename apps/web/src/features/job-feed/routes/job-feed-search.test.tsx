import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  feedJob,
  json,
  mockJobApi,
  signInAsJobSeekerForEachTest,
  type JobApiCall,
} from '../components/job-feed-test-data';
import JobFeedPage from './job-feed-page';

// Issue 14: All Jobs search, filters and orders in the address, the announced count, the no-result state
// with its way out, card titles linking to the job page, and the applied state on cards.
const JOBS = [
  feedJob({ post_id: 11, job_title: 'Bookkeeper', my_application: null }),
  feedJob({
    post_id: 12,
    job_title: 'Tutor',
    my_application: { id: 4, status: 'Pending', applied_at: '2026-03-07T02:00:00.000Z' },
  }),
];

function allJobs(call: JobApiCall) {
  const q = call.url.searchParams.get('q');
  if (q === 'astronaut') return json([], 200, { 'x-total-count': '0' });
  return json(JOBS, 200, { 'x-total-count': '2' });
}

function show(url = '/job-seeker/dashboard?sort=newest') {
  return renderPage(<JobFeedPage />, { path: '/job-seeker/dashboard', url });
}

const lastAllJobsQuery = (calls: JobApiCall[]) =>
  calls.filter((c) => c.path === '/api/all-jobs/').at(-1)?.url.searchParams ?? new URLSearchParams();

signInAsJobSeekerForEachTest();

describe('All Jobs search and filters', { timeout: 30_000 }, () => {
  it('links card titles to the job page and says "Applied on …" with the status instead of Apply', async () => {
    mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    show();
    const list = await screen.findByRole('list', { name: 'All jobs' });
    const tutor = within(list).getByRole('article', { name: 'Tutor' });
    expect(within(tutor).getByRole('link', { name: 'Tutor' })).toHaveAttribute('href', '/jobs/12');
    expect(within(tutor).getByText('Applied on Mar 7, 2026')).toBeInTheDocument();
    expect(within(tutor).getByText('Pending').parentElement).toHaveTextContent('Status: Pending');
    expect(within(tutor).queryByRole('link', { name: /^Apply Now/u })).not.toBeInTheDocument();
    const bookkeeper = within(list).getByRole('article', { name: 'Bookkeeper' });
    expect(within(bookkeeper).getByRole('link', { name: 'Apply Now: Bookkeeper' })).toBeInTheDocument();
    expect(within(bookkeeper).getByRole('link', { name: 'Acme Philippines' })).toHaveAttribute('href', '/companies/20');
  });

  it('sends the filters and the order, keeps them in the address, and announces the count', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('list', { name: 'All jobs' });
    await user.type(screen.getByRole('textbox', { name: /^Location/u }), 'Cebu');
    await user.click(screen.getByRole('checkbox', { name: 'Remote jobs only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Part Time');
    await user.type(screen.getByRole('textbox', { name: /^Minimum salary/u }), '20,000');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sort by/u }), 'salary');
    await waitFor(() => {
      const query = lastAllJobsQuery(calls);
      expect(Object.fromEntries(query)).toMatchObject({
        location: 'Cebu',
        remote: 'true',
        job_type: 'Part Time',
        min_salary: '20000',
        sort: 'salary',
      });
    });
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({
      location: 'Cebu',
      remote: 'true',
      job_type: 'Part Time',
      min_salary: '20000',
      sort: 'salary',
    });
    expect(await screen.findByText('Showing 2 of 2 jobs')).toBeInTheDocument();
  });

  it('filters by workplace accessibility: ticked facts go, in the canonical order, to the server and the address', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('list', { name: 'All jobs' });
    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    expect(group).toHaveAccessibleDescription(/every one you tick/u);
    const workplaceParam = () => new URLSearchParams(router.state.location.search).get('workplace');

    await user.click(within(group).getByRole('checkbox', { name: 'Elevator' }));
    await waitFor(() => expect(lastAllJobsQuery(calls).get('workplace')).toBe('elevator'));
    await user.click(within(group).getByRole('checkbox', { name: 'Step-free entrance' }));
    await waitFor(() => expect(lastAllJobsQuery(calls).get('workplace')).toBe('step_free_entrance,elevator'));
    expect(workplaceParam()).toBe('step_free_entrance,elevator');
    expect(within(group).getByRole('checkbox', { name: 'Elevator' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Step-free entrance' })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Elevator' }));
    await waitFor(() => expect(lastAllJobsQuery(calls).get('workplace')).toBe('step_free_entrance'));
    await user.click(within(group).getByRole('checkbox', { name: 'Step-free entrance' }));
    await waitFor(() => expect(lastAllJobsQuery(calls).has('workplace')).toBe(false));
    expect(new URLSearchParams(router.state.location.search).has('workplace')).toBe(false);
    expect(within(group).getByRole('checkbox', { name: 'Elevator' })).not.toBeChecked();
  });

  it('reads workplace facts from the address in the canonical order, dropping unknown ones', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    show('/job-seeker/dashboard?workplace=quiet_workspace,teleporter,elevator');
    expect(screen.getByRole('tab', { name: 'All Jobs' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(lastAllJobsQuery(calls).get('workplace')).toBe('elevator,quiet_workspace');
    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    expect(within(group).getByRole('checkbox', { name: 'Elevator' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Quiet workspace' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Step-free entrance' })).not.toBeChecked();
  });

  it('reads the search and filters from the address, opening on All Jobs', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    show('/job-seeker/dashboard?q=book&remote=true&job_type=Contract&min_salary=15000');
    expect(screen.getByRole('tab', { name: 'All Jobs' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(Object.fromEntries(lastAllJobsQuery(calls))).toMatchObject({
      q: 'book',
      remote: 'true',
      job_type: 'Contract',
      min_salary: '15000',
    });
    expect(screen.getByRole('searchbox', { name: /^Search jobs by/u })).toHaveValue('book');
    expect(screen.getByRole('checkbox', { name: 'Remote jobs only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Sort by/u })).toHaveValue('best_match');
  });

  it('announces "No jobs match" and clears everything with the focus back in the search field', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
    const user = userEvent.setup();
    const { router } = show('/job-seeker/dashboard?remote=true');
    await screen.findByRole('list', { name: 'All jobs' });
    const search = screen.getByRole('searchbox', { name: /^Search jobs by/u });
    await user.type(search, 'astronaut');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const status = await screen.findByText("No jobs match 'astronaut'.");
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('list', { name: 'All jobs' });
    expect(lastAllJobsQuery(calls).has('remote')).toBe(false);
    expect(lastAllJobsQuery(calls).has('q')).toBe(false);
  });
});
