import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage as renderWithApi } from '../../auth/components/test-harness';
import { companyProfile } from '../../employer-profile/components/employer-profile-test-data';
import { post } from '../../forum/components/forum-test-data';
import { feedJob, json, mockJobApi, profile, SEEKER } from '../../job-feed/components/job-feed-test-data';
import EmployeeHomePage from './employee-home-page';
import EmployerHomePage from './employer-home-page';

const seekerMatch = { skills: ['Excel'], preferences: [], disability: 'open' as const, workplace: [] };

/** Six forum posts, newest first, as GET /api/posts/ answers them. */
const forumPosts = Array.from({ length: 6 }, (_, index) =>
  post({
    id: 10 - index,
    title: `Forum post ${index + 1}`,
    username: `Author ${index + 1}`,
    created_at: `2026-03-0${9 - index}T08:00:00.000Z`,
  }),
);
const forumAnswer = () =>
  new Response(JSON.stringify(forumPosts), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(forumPosts.length) },
  });

/** The job seeker's home with a profile, one recommended job and the forum. */
function showSeekerHome(options: { firstSignIn?: boolean } = {}) {
  saveSession({
    token: 't',
    userId: SEEKER.userId,
    user_type: 'Employee',
    username: 'Maria dela Cruz',
    first_sign_in: options.firstSignIn ?? false,
  });
  mockJobApi({
    [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json(profile({ full_name: 'Maria C. dela Cruz' })),
    'GET /api/recommend_jobs/': () => json([feedJob({ color: 'Yellow', match: seekerMatch })]),
    'GET /api/posts/': forumAnswer,
  });
  renderWithApi(<EmployeeHomePage />, { path: '/employee-components' });
}

describe('home pages', () => {
  describe('job seeker home', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('welcomes a job seeker by first name beside a profile panel and the job feed', async () => {
      saveSession({ token: 't', userId: SEEKER.userId, user_type: 'Employee', username: 'Maria dela Cruz' });
      mockJobApi({
        [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json(profile({ full_name: 'Maria C. dela Cruz' })),
        'GET /api/recommend_jobs/': () => json([feedJob({ color: 'Yellow', match: seekerMatch })]),
      });
      renderWithApi(<EmployeeHomePage />, { path: '/employee-components' });
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();

      const panel = screen.getByRole('region', { name: 'Your profile' });
      expect(await within(panel).findByText('Maria C. dela Cruz')).toBeInTheDocument();
      expect(within(panel).getByText('Accurate data encoder')).toBeInTheDocument();
      expect(within(panel).getByText('MC')).toBeInTheDocument();
      for (const [name, href] of [
        ['View Profile', '/job-seeker/profile-main'],
        ['Edit Profile', '/job-seeker/edit-profile'],
        ['Job Preferences', '/job-seeker/preferences'],
        ['My applications', '/job-seeker/track-job'],
      ] as const) {
        expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
      }

      const jobs = screen.getByRole('region', { name: 'Jobs for you' });
      const card = await within(jobs).findByRole('article', { name: 'Data Encoder' });
      expect(within(card).getByText('Skills match (Yellow)')).toBeInTheDocument();
      expect(within(jobs).getByRole('tab', { name: 'All Jobs' })).toBeInTheDocument();
    });

    it('keeps the profile links when the profile cannot be loaded', async () => {
      saveSession({ token: 't', userId: SEEKER.userId, user_type: 'Employee', username: 'Maria dela Cruz' });
      mockJobApi({
        [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json({ error: 'Server error.' }, 500),
        'GET /api/recommend_jobs/': () => json([]),
        'GET /api/posts/': forumAnswer,
      });
      renderWithApi(<EmployeeHomePage />, { path: '/employee-components' });
      const panel = screen.getByRole('region', { name: 'Your profile' });
      expect(await within(panel).findByText(/could not be loaded/iu)).toBeInTheDocument();
      expect(within(panel).getByText('Maria dela Cruz')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
        'href',
        '/job-seeker/profile-main',
      );
    });
  });

  describe('job seeker home: jobs first, the forum below the profile, the first welcome', () => {
    afterEach(() => {
      localStorage.clear();
      vi.restoreAllMocks();
    });

    it('puts the jobs before the profile, and the forum’s latest posts below the profile', async () => {
      showSeekerHome();
      const jobs = screen.getByRole('region', { name: 'Jobs for you' });
      const panel = screen.getByRole('region', { name: 'Your profile' });
      const forum = screen.getByRole('region', { name: 'Latest from the Community Forum' });
      const follows = (a: Element, b: Element) =>
        Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows(jobs, panel)).toBe(true);
      expect(follows(panel, forum)).toBe(true);
      // The recommended jobs are the first thing in the jobs.
      expect(await within(jobs).findByRole('article', { name: 'Data Encoder' })).toBeInTheDocument();
    });

    it('shows the five newest forum posts with title, author and date, and the way to the forum', async () => {
      showSeekerHome();
      const forum = screen.getByRole('region', { name: 'Latest from the Community Forum' });
      const titles = await within(forum).findAllByRole('heading', { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual([
        'Forum post 1',
        'Forum post 2',
        'Forum post 3',
        'Forum post 4',
        'Forum post 5',
      ]);
      const [first] = within(forum).getAllByRole('listitem');
      expect(first).toHaveTextContent('By Author 1 on');
      expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-09T08:00:00.000Z');
      expect(within(forum).getByRole('link', { name: 'Go to the Community Forum' })).toHaveAttribute(
        'href',
        '/kakayahan/forum',
      );
    });

    it('welcomes a first sign-in with next steps as links; Skip for now puts it away and focuses the heading', async () => {
      showSeekerHome({ firstSignIn: true });
      const welcome = screen.getByRole('region', { name: /^Welcome to Kakayahan Jobs/u });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(
        within(welcome)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/job-seeker/preferences', '/job-seeker/edit-profile', '/job-seeker/dashboard']);
      await userEvent.setup().click(within(welcome).getByRole('button', { name: 'Skip for now' }));
      expect(screen.queryByRole('region', { name: /^Welcome to Kakayahan Jobs/u })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toHaveFocus();
    });

    it('does not welcome again once skipped, nor on later sign-ins', () => {
      showSeekerHome();
      expect(screen.queryByRole('region', { name: /^Welcome to Kakayahan Jobs/u })).not.toBeInTheDocument();
    });
  });

  describe('employer home', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    function showEmployerHome(profileAnswer: () => Response) {
      saveSession({ token: 't', userId: 2, user_type: 'Employer', username: 'Juan Santos' });
      mockApi({ 'GET /api/get-employer-details/2/': profileAnswer });
      renderWithApi(<EmployerHomePage />, { path: '/employer-components' });
    }

    it('welcomes an employer by name and shows their company profile and Quick Actions', async () => {
      showEmployerHome(() => jsonResponse(companyProfile({ user_id: 2 })));
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Juan Santos' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Bayanihan Tech Solutions' })).toBeInTheDocument();
      expect(screen.getByText('Profile Complete')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/employer/edit-profile');
      const quickActions = screen.getByRole('region', { name: 'Quick Actions' });
      expect(within(quickActions).getByRole('link', { name: 'Post a New Job' })).toHaveAttribute(
        'href',
        '/employer/post-job',
      );
      expect(within(quickActions).getByRole('link', { name: 'View Dashboard' })).toHaveAttribute(
        'href',
        '/employer/dashboard',
      );
    });

    it('welcomes an employer’s first sign-in with the next steps', async () => {
      saveSession({ token: 't', userId: 2, user_type: 'Employer', username: 'Juan Santos', first_sign_in: true });
      mockApi({ 'GET /api/get-employer-details/2/': () => jsonResponse(companyProfile({ user_id: 2 })) });
      renderWithApi(<EmployerHomePage />, { path: '/employer-components' });
      const welcome = screen.getByRole('region', { name: /^Welcome to Kakayahan Jobs/u });
      expect(within(welcome).getByRole('link', { name: 'Post your first job' })).toHaveAttribute(
        'href',
        '/employer/post-job',
      );
      await userEvent.setup().click(within(welcome).getByRole('button', { name: 'Skip for now' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Juan Santos' })).toHaveFocus();
      localStorage.clear();
    });

    it('shows a new employer No Profile Found with Create Profile', async () => {
      showEmployerHome(() => jsonResponse({ error: 'No Profile Found' }, 404));
      expect(await screen.findByText('No Profile Found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/employer/edit-profile');
    });
  });
});
