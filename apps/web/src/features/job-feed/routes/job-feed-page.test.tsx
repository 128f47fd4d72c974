import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  feedJob,
  json,
  mockJobApi,
  SEEKER,
  signInAsJobSeekerForEachTest,
  type JobApiCall,
} from '../components/job-feed-test-data';
import JobFeedPage from './job-feed-page';

const RECOMMENDED = [
  feedJob({
    post_id: 1,
    job_title: 'Data Encoder',
    color: 'Green',
    match: { skills: ['JavaScript', 'Excel'], preferences: ['Data Entry'], disability: 'open', workplace: [] },
  }),
  feedJob({
    post_id: 2,
    job_title: 'Call Center Agent',
    comp_name: '',
    company_name: '',
    location: '',
    salary_range: '',
    disabilitytag: 'Visual Disability',
    color: 'Red',
    match: { skills: [], preferences: ['Call Center'], disability: 'tagged', workplace: [] },
  }),
];

function allJobsPage(call: JobApiCall) {
  const page = Number(call.url.searchParams.get('page'));
  const jobs =
    page === 1
      ? [feedJob({ post_id: 11, job_title: 'Bookkeeper' }), feedJob({ post_id: 12, job_title: 'Tutor' })]
      : [feedJob({ post_id: 13, job_title: 'Web Developer' })];
  return json(jobs, 200, { 'x-total-count': '3' });
}

function show(url = '/job-seeker/dashboard') {
  return renderPage(<JobFeedPage />, { path: '/job-seeker/dashboard', url });
}

async function cardTitles(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

signInAsJobSeekerForEachTest();

describe('Job feed', { timeout: 30_000 }, () => {
  it('opens on Recommended Jobs and switches to All Jobs, where the category filter is', async () => {
    const { calls } = mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': allJobsPage,
    });
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Feed' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recommended Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(await cardTitles('Recommended jobs')).toEqual(['Data Encoder', 'Call Center Agent']);
    const recommended = calls.find((call) => call.path === '/api/recommend_jobs/');
    expect(recommended?.url.searchParams.get('user_id')).toBe(String(SEEKER.userId));
    expect(recommended?.authorization).toBe('Token seeker-token');
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/job-seeker/track-job');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Each job offers a chat with its employer (its tests are in features/chat).
    expect(screen.getAllByRole('button', { name: /^Chat with Employer: /u })).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    expect(await cardTitles('All jobs')).toEqual(['Bookkeeper', 'Tutor']);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 jobs')).toBeInTheDocument();
  });

  it('searches recommended titles on the page, case-insensitively', async () => {
    const { calls } = mockJobApi({ 'GET /api/recommend_jobs/': () => json(RECOMMENDED) });
    const user = userEvent.setup();
    show();
    await cardTitles('Recommended jobs');
    await user.type(screen.getByRole('searchbox', { name: 'Search recommended jobs by title' }), 'CENTER');
    expect(await cardTitles('Recommended jobs')).toEqual(['Call Center Agent']);
    expect(screen.getByText('Showing 1 of 2 jobs')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search recommended jobs by title' }), 'x');
    expect(screen.getByText('No jobs available.')).toBeInTheDocument();
    // The search never reaches the server: every call is the one list (StrictMode may make it twice).
    expect(
      calls
        .filter((call) => call.path !== '/api/saved-jobs/')
        .every((call) => call.url.search === `?user_id=${SEEKER.userId}`),
    ).toBe(true);
  });

  it('says each match colour in words with the reason, and fills in missing facts', async () => {
    mockJobApi({ 'GET /api/recommend_jobs/': () => json(RECOMMENDED) });
    show();
    const [green, red] = await screen.findAllByRole('article');
    expect(within(green!).getByText('Strong match (Green)')).toBeInTheDocument();
    expect(
      within(green!).getByText(
        'Matches your skills: JavaScript, Excel. Matches your preferences: Data Entry. Open to every disability.',
      ),
    ).toBeInTheDocument();
    expect(within(green!).getByText('₱18,000 - 22,000')).toBeInTheDocument();
    expect(within(green!).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(green!).getByRole('link', { name: 'Apply Now: Data Encoder' })).toHaveAttribute(
      'href',
      '/job-seeker/apply?post_id=1',
    );

    expect(within(red!).getByText('Preference match (Red)')).toBeInTheDocument();
    expect(
      within(red!).getByText('Matches your preferences: Call Center. Suited to Visual Disability.'),
    ).toBeInTheDocument();
    expect(within(red!).getByText('Unknown Company')).toBeInTheDocument();
    expect(within(red!).getByText('Location not specified')).toBeInTheDocument();
    expect(within(red!).getByText('Negotiable')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Matching Guide' }));
    expect(screen.getByText('Yellow: your skills and your disability match the job.')).toBeVisible();
    expect(screen.getByText(/without disability tags are open to everyone/iu)).toBeVisible();
  });

  it('explains how to get recommendations when there are none', async () => {
    mockJobApi({ 'GET /api/recommend_jobs/': () => json([]) });
    show();
    expect(
      await screen.findByText('Add skills to your profile and choose preferences to get recommendations.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add skills in Edit Profile' })).toHaveAttribute(
      'href',
      '/job-seeker/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'Choose your job preferences' })).toHaveAttribute(
      'href',
      '/job-seeker/preferences',
    );
  });

  it('loads more All Jobs pages and moves focus to the first added job', async () => {
    const { calls } = mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': allJobsPage,
    });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    await cardTitles('All jobs');
    const first = calls.find((c) => c.path === '/api/all-jobs/')!;
    expect(first.url.search).toBe('?page=1&page_size=20');
    expect(first.authorization).toBe('Token seeker-token');

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await cardTitles('All jobs')).toEqual(['Bookkeeper', 'Tutor', 'Web Developer']);
    expect(
      calls
        .filter((c) => c.path === '/api/all-jobs/')
        .at(-1)
        ?.url.searchParams.get('page'),
    ).toBe('2');
    expect(screen.getByText('Showing 3 of 3 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Web Developer' })).toHaveFocus());
  });

  it('sends the title search (q) and the chosen categories to the server', async () => {
    const { calls } = mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': allJobsPage,
    });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    await cardTitles('All jobs');
    await user.click(screen.getByRole('checkbox', { name: 'Healthcare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url.search)).toContain('?category=Finance%2CHealthcare&page=1&page_size=20'),
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Search jobs by title, company, skills or description' }),
      'book',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url.search)).toContain('?q=book&category=Finance%2CHealthcare&page=1&page_size=20'),
    );
  });

  it("shows the server's message when the feed fails, and tries again", async () => {
    let fail = true;
    mockJobApi({
      'GET /api/recommend_jobs/': () =>
        fail ? json({ error: 'Recommendations are resting. Please try again.' }, 503) : json(RECOMMENDED),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Recommendations are resting. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardTitles('Recommended jobs')).toEqual(['Data Encoder', 'Call Center Agent']);
  });

  it('shows the Verified employer badge, in words, only on jobs of verified employers', async () => {
    mockJobApi({
      'GET /api/recommend_jobs/': () =>
        json([
          feedJob({ post_id: 1, job_title: 'Data Encoder', employer_verified: true }),
          feedJob({ post_id: 2, job_title: 'Tutor', comp_name: 'Unchecked Co.', employer_verified: false }),
        ]),
    });
    show();
    const verified = await screen.findByRole('article', { name: 'Data Encoder' });
    const company = within(verified).getByText('Company:').nextElementSibling;
    expect(company).toHaveTextContent('Acme Philippines Verified employer');
    expect(within(screen.getByRole('article', { name: 'Tutor' })).queryByText('Verified employer')).toBeNull();
    expect(screen.getAllByText('Verified employer')).toHaveLength(1);
  });

  it('sends verified=true for "Verified employers only" and keeps it in the address', async () => {
    const { calls } = mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': allJobsPage,
    });
    const user = userEvent.setup();
    const { router } = show();
    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    await cardTitles('All jobs');
    const verifiedOnly = screen.getByRole('checkbox', { name: 'Verified employers only' });
    expect(verifiedOnly).not.toBeChecked();
    expect(calls.filter((c) => c.path === '/api/all-jobs/').every((c) => !c.url.searchParams.has('verified'))).toBe(
      true,
    );

    await user.click(verifiedOnly);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/all-jobs/').at(-1)?.url.search).toBe(
        '?verified=true&page=1&page_size=20',
      ),
    );
    expect(router.state.location.search).toBe('?verified=true');
    expect(verifiedOnly).toBeChecked();
    expect(await screen.findByText('Showing 2 of 3 jobs')).toBeInTheDocument();

    await user.click(verifiedOnly);
    expect(router.state.location.search).toBe('');
    expect(verifiedOnly).not.toBeChecked();
  });

  it('opens on All Jobs with the filter set when the address asks for verified employers only', async () => {
    const { calls } = mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': allJobsPage,
    });
    show('/job-seeker/dashboard?verified=true');
    expect(screen.getByRole('tab', { name: 'All Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(await cardTitles('All jobs')).toEqual(['Bookkeeper', 'Tutor']);
    expect(screen.getByRole('checkbox', { name: 'Verified employers only' })).toBeChecked();
    expect(calls.find((c) => c.path === '/api/all-jobs/')?.url.searchParams.get('verified')).toBe('true');
  });

  it('says "No jobs available." when All Jobs is empty', async () => {
    mockJobApi({
      'GET /api/recommend_jobs/': () => json(RECOMMENDED),
      'GET /api/all-jobs/': () => json([], 200, { 'x-total-count': '0' }),
    });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('tab', { name: 'All Jobs' }));
    expect(await screen.findByText('No jobs available.')).toBeInTheDocument();
  });
});
