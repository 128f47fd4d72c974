import { APP_STORAGE_KEYS, STORAGE_KEYS, type LoginResponse } from '@kakayahan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import JobSeekerSigninPage from './job-seeker-signin-page';

const TOKEN = 'new-token-0123456789abcdef';

function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: TOKEN,
    userId: 12,
    user_type: 'Employee',
    username: 'Maria Santos',
    has_profile: false,
    account_status: 'active',
    first_sign_in: false,
    ...overrides,
  };
}

async function signIn(url = '/job-seeker/signin') {
  const user = userEvent.setup();
  const view = renderPage(<JobSeekerSigninPage />, { path: '/job-seeker/signin', url });
  await user.click(await screen.findByLabelText(/^email/i, { selector: 'input' }));
  await user.paste('maria@example.ph');
  await user.click(screen.getByLabelText(/^password/i, { selector: 'input' }));
  await user.paste('Lakad-Bundok#47');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing into many react-aria fields in jsdom is slow on a busy machine.
describe('Job seeker sign-in', { timeout: 15_000 }, () => {
  it('has labelled fields with autocomplete, a password toggle and the account links', async () => {
    renderPage(<JobSeekerSigninPage />, { path: '/job-seeker/signin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Seeker Sign In' })).toBeVisible();
    expect(screen.getByLabelText(/^email \(required\)/i, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    expect(screen.getByLabelText(/^password \(required\)/i, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create a job seeker account' })).toHaveAttribute(
      'href',
      '/job-seeker/signup',
    );
  });

  it('refuses an employer account, revokes the new token and stores nothing', async () => {
    const { calls } = mockApi({
      'POST /api/login/': () => jsonResponse(loginAnswer({ user_type: 'Employer', has_profile: true })),
      'POST /api/logout/': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    const { router } = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid role. Please sign in using a Job Seeker Account.',
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/logout/')?.authorization).toBe(`Token ${TOKEN}`),
    );
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/job-seeker/signin');
  });

  it.each([
    { hasPreferences: true, destination: '/employee-components' },
    { hasPreferences: false, destination: '/job-seeker/preferences' },
  ])(
    'sends a job seeker with has_preferences $hasPreferences to $destination',
    async ({ hasPreferences, destination }) => {
      const { calls } = mockApi({
        'POST /api/login/': () => jsonResponse(loginAnswer()),
        'GET /api/user-preferences/12/': () => jsonResponse({ has_preferences: hasPreferences }),
      });
      const { router } = await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe(destination));
      expect(calls.find((call) => call.path === '/api/user-preferences/12/')?.authorization).toBe(`Token ${TOKEN}`);
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
      expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('12');
      expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('Employee');
      expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('Maria Santos');
    },
  );

  it('sends a job seeker whose PWD ID is still being checked to My PWD ID, signed in as pending', async () => {
    const { calls } = mockApi({
      'POST /api/login/': () => jsonResponse(loginAnswer({ account_status: 'pending_approval', first_sign_in: true })),
    });
    const { router } = await signIn('/job-seeker/signin?redirect=%2Fjob-seeker%2Ftrack-job');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/pwd'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(localStorage.getItem(APP_STORAGE_KEYS.accountStatus)).toBe('pending_approval');
    expect(localStorage.getItem(APP_STORAGE_KEYS.welcome)).toBe('1');
    // Nothing else is asked: the preferences are closed to a pending account.
    expect(calls.map((call) => call.path)).toEqual(['/api/login/']);
  });

  it('sends a pending job seeker who is already signed in to My PWD ID', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1234567890abcdef');
    localStorage.setItem(STORAGE_KEYS.userId, '5');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employee');
    localStorage.setItem(STORAGE_KEYS.username, 'Maria Santos');
    localStorage.setItem(APP_STORAGE_KEYS.accountStatus, 'pending_approval');
    const { router } = renderPage(<JobSeekerSigninPage />, { path: '/job-seeker/signin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/pwd'));
  });

  it('sends an admin to user approval', async () => {
    mockApi({ 'POST /api/login/': () => jsonResponse(loginAnswer({ user_type: 'Admin' })) });
    const { router } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user-approval'));
  });

  it('follows a redirect that fits the role, and ignores one into another role’s area', async () => {
    mockApi({
      'POST /api/login/': () => jsonResponse(loginAnswer()),
      'GET /api/user-preferences/12/': () => jsonResponse({ has_preferences: true }),
    });
    const first = await signIn('/job-seeker/signin?redirect=%2Fjob-seeker%2Ftrack-job');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/job-seeker/track-job'));
    first.unmount();
    localStorage.clear();

    const second = await signIn('/job-seeker/signin?redirect=%2Femployer%2Fpost-job');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/employee-components'));
  });

  it.each([
    {
      problem: 'wrong credentials',
      respond: () => jsonResponse({ error: 'Invalid email or password.' }, 401),
      message: 'Invalid email or password.',
    },
    {
      problem: 'an account awaiting approval',
      respond: () => jsonResponse({ error: 'Your account is pending approval.', code: 'pending_approval' }, 403),
      message: 'Your account is pending approval.',
    },
    {
      problem: 'an error answer without a message',
      respond: () => new Response('', { status: 500 }),
      message: 'Invalid email or password.',
    },
    {
      problem: 'a network failure',
      respond: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'Something went wrong. Please try again.',
    },
  ])('on $problem says $message', async ({ respond, message }) => {
    mockApi({ 'POST /api/login/': respond });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('offers a new verification link when the address is not verified yet', async () => {
    const { calls } = mockApi({
      'POST /api/login/': () =>
        jsonResponse({ error: 'Please verify your email address before signing in.', code: 'email_unverified' }, 403),
      'POST /api/resend-verification/': () => jsonResponse({ message: 'We have sent a new link.' }),
    });
    const { user } = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address before signing in.');
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() => expect(screen.getByText('We have sent a new link.')).toBeVisible());
    expect(screen.getByText('We have sent a new link.').closest('[role="status"]')).not.toBeNull();
    expect(calls.find((call) => call.path === '/api/resend-verification/')?.body).toEqual({
      email: 'maria@example.ph',
    });
  });

  it('checks the e-mail pattern before calling the server', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderPage(<JobSeekerSigninPage />, { path: '/job-seeker/signin' });
    const email = await screen.findByLabelText(/^email/i, { selector: 'input' });
    await user.click(email);
    await user.paste('maria@example');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/invalid email address\./i));
    expect(email).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends someone already signed in to their home page', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1234567890abcdef');
    localStorage.setItem(STORAGE_KEYS.userId, '5');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employee');
    localStorage.setItem(STORAGE_KEYS.username, 'Maria Santos');
    const { router } = renderPage(<JobSeekerSigninPage />, { path: '/job-seeker/signin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee-components'));
  });
});
