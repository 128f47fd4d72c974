import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage as renderWithApi } from '../../auth/components/test-harness';
import { companyProfile } from '../../employer-profile/components/employer-profile-test-data';
import { feedJob, json, mockJobApi, profile, SEEKER } from '../../job-feed/components/job-feed-test-data';
import EmployeeHomePage from './employee-home-page';
import EmployerHomePage from './employer-home-page';

const seekerMatch = { skills: ['Excel'], preferences: [], disability: 'open' as const };

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
        ['Applications', '/job-seeker/track-job'],
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

    it('shows a new employer No Profile Found with Create Profile', async () => {
      showEmployerHome(() => jsonResponse({ error: 'No Profile Found' }, 404));
      expect(await screen.findByText('No Profile Found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/employer/edit-profile');
    });
  });
});
