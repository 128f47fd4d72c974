import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { jobSeekerProfile, LOADED, publicProfile } from '../components/profile-test-data';
import PublicProfilePage from './public-profile-page';

function show(userId: string) {
  return renderPage(<PublicProfilePage />, {
    path: '/job-seeker/profile/:userId',
    url: `/job-seeker/profile/${userId}`,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Public profile (/job-seeker/profile/:userId)', { timeout: 15_000 }, () => {
  it('shows the professional profile without what the server withheld, and no own actions', async () => {
    const { calls } = mockApi({ 'GET /api/get-user-details/7/': () => jsonResponse(publicProfile()) });
    const user = userEvent.setup();
    show('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' }, LOADED)).toBeInTheDocument();
    // Nobody is signed in: the call carries no token.
    expect(calls[0]?.authorization).toBeNull();

    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(about).toHaveTextContent('I help customers by chat and e-mail.');
    expect(within(about).getByText('Quezon City')).toBeInTheDocument();
    for (const term of ['Email', 'Contact number', 'Disability']) {
      expect(within(about).queryByText(term)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/null/u)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download resume/u })).not.toBeInTheDocument();
    expect(screen.queryByText('You have not uploaded a resume yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).not.toBeInTheDocument();

    const preferences = screen.getByRole('region', { name: 'Preferences' });
    expect(within(preferences).getByText('Customer Support')).toBeInTheDocument();
    expect(within(preferences).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('sends the token of a signed-in reader and offers Edit and Delete when the reader is the person', async () => {
    saveSession({ token: 'seeker-token', userId: 7, user_type: 'Employee', username: 'Ana Reyes' });
    const { calls } = mockApi({ 'GET /api/get-user-details/7/': () => jsonResponse(jobSeekerProfile()) });
    show('7');
    expect(await screen.findByRole('link', { name: 'Edit Profile' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Token seeker-token');
  });

  it('says User Not Found when the server has no such job seeker', async () => {
    mockApi({ 'GET /api/get-user-details/99/': () => jsonResponse({ error: 'Not found.' }, 404) });
    show('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested user profile could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says User Not Found for an address that names no user, without asking the server', async () => {
    const { calls } = mockApi({});
    show('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
