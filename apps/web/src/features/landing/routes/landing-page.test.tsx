import type { PublicJob, UserType } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveDeletedAccount, readNotice } from '../../../lib/leave-deleted-account';
import { saveSession } from '../../../lib/session';
import { pickFeaturedJobs } from '../pick-featured-jobs';
import LandingPage, { LandingContent } from './landing-page';

function job(id: number): PublicJob {
  return {
    post_id: id,
    job_title: `Job ${id}`,
    comp_name: `Company ${id}`,
    location: 'Quezon City',
    tags: 'Remote,  Screen reader friendly ,',
  };
}

function stubJobs(payload: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}

function renderAt(element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: RouteObject[] = [
    { path: '/', element },
    { path: '/employee-components', element: <p>Employee home</p> },
    { path: '/employer-components', element: <p>Employer home</p> },
    { path: '/admin/user-approval', element: <p>Admin home</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LandingPage', () => {
  it('shows the hero with the public links', async () => {
    stubJobs([]);
    renderAt(<LandingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join the Most Inclusive Job Platform in the Philippines' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as Candidate' })).toHaveAttribute('href', '/job-seeker/signup');
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Updates' })).toHaveAttribute('href', '/job-seeker/signin');
    await screen.findByText('No jobs have been posted yet. Please check back soon.');
  });

  it('shows at most four featured jobs, each with company, location and tags', async () => {
    stubJobs([1, 2, 3, 4, 5, 6, 7].map(job));
    renderAt(<LandingPage />);
    const section = screen.getByRole('region', { name: 'Featured jobs' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    const [first] = within(section).getAllByRole('article');
    const title = within(first!).getByRole('heading', { level: 3 }).textContent ?? '';
    const id = title.replace('Job ', '');
    expect(first).toHaveAccessibleName(title);
    expect(within(first!).getByText(`Company ${id}`)).toBeInTheDocument();
    expect(within(first!).getByText('Quezon City')).toBeInTheDocument();
    expect(within(first!).getByText('Remote, Screen reader friendly')).toBeInTheDocument();
    // Issue 14: the title links to the job's page.
    expect(within(first!).getByRole('link', { name: title })).toHaveAttribute('href', `/jobs/${id}`);
  });

  it('shows all jobs when there are fewer than four', async () => {
    stubJobs([job(1), job(2)]);
    renderAt(<LandingPage />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('shows a friendly empty state', async () => {
    stubJobs([]);
    renderAt(<LandingPage />);
    expect(await screen.findByText('No jobs have been posted yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('logs a load failure and says neutrally that jobs could not be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubJobs({ error: 'Server error.' }, 500);
    renderAt(<LandingPage />);
    expect(await screen.findByText('Featured jobs could not be loaded.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it.each<[UserType, string]>([
    ['Employee', '/employee-components'],
    ['Employer', '/employer-components'],
    ['Admin', '/admin/user-approval'],
  ])('sends a signed-in %s to %s (replace)', async (userType, home) => {
    stubJobs([]);
    saveSession({ token: 't', userId: 1, user_type: userType, username: 'Ana Reyes' });
    const router = renderAt(<LandingPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms a deleted account once, politely, after the reload at /', async () => {
    stubJobs([]);
    vi.stubGlobal('location', { assign: vi.fn() });
    saveSession({ token: 't', userId: 7, user_type: 'Employee', username: 'Ana Reyes' });
    leaveDeletedAccount('Your profile and account have been deleted.');
    vi.unstubAllGlobals();
    stubJobs([]);

    const first = renderAt(<LandingPage />);
    const notice = await screen.findByText('Your profile and account have been deleted.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(first.state.location.pathname).toBe('/');
    // Shown once: forgotten as it is shown, so a reload or a later visit to / does not repeat it.
    expect(readNotice()).toBeNull();
  });

  it('offers the signed-in links when shown to someone signed in', () => {
    stubJobs([]);
    renderAt(<LandingContent isSignedIn />);
    expect(screen.getByRole('link', { name: 'Join as Candidate' })).toHaveAttribute('href', '/employee-components');
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/employer/post-job');
    expect(screen.getByRole('link', { name: 'See Updates' })).toHaveAttribute('href', '/kakayahan/forum');
  });
});

describe('pickFeaturedJobs', () => {
  const jobs = [1, 2, 3, 4, 5, 6, 7, 8].map(job);

  it('picks four different jobs, the same ones for the same seed whatever the order', () => {
    const picked = pickFeaturedJobs(jobs, 4, 12345);
    expect(new Set(picked.map((j) => j.post_id)).size).toBe(4);
    expect(pickFeaturedJobs([...jobs].reverse(), 4, 12345)).toEqual(picked);
  });

  it('varies with the seed', () => {
    const choices = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        pickFeaturedJobs(jobs, 4, seed)
          .map((j) => j.post_id)
          .join(','),
      ),
    );
    expect(choices.size).toBeGreaterThan(1);
  });
});
