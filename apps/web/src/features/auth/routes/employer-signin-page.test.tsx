import { STORAGE_KEYS, type LoginResponse } from '@kakayahan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import EmployerSigninPage from './employer-signin-page';

const TOKEN = 'employer-token-0123456789';

function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: TOKEN,
    userId: 30,
    user_type: 'Employer',
    username: 'Ana Cruz',
    has_profile: true,
    account_status: 'active',
    first_sign_in: false,
    ...overrides,
  };
}

async function signIn(url = '/employer/signin') {
  const user = userEvent.setup();
  const view = renderPage(<EmployerSigninPage />, { path: '/employer/signin', url });
  await user.click(await screen.findByLabelText(/^email/i, { selector: 'input' }));
  await user.paste('ana@company.ph');
  await user.click(screen.getByLabelText(/^password/i, { selector: 'input' }));
  await user.paste('Lakad-Bundok#47');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing into many react-aria fields in jsdom is slow on a busy machine.
describe('Employer sign-in', { timeout: 15_000 }, () => {
  it('links to the employer sign-up and the password reset', async () => {
    renderPage(<EmployerSigninPage />, { path: '/employer/signin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer Sign In' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an employer account' })).toHaveAttribute(
      'href',
      '/employer/signup',
    );
  });

  it('refuses a job seeker account and revokes the new token', async () => {
    const { calls } = mockApi({
      'POST /api/login/': () => jsonResponse(loginAnswer({ user_type: 'Employee', has_profile: false })),
      'POST /api/logout/': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid role. Please sign in using an Employer or Admin Account.',
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/logout/')?.authorization).toBe(`Token ${TOKEN}`),
    );
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it.each([
    { hasProfile: true, destination: '/employer-components' },
    { hasProfile: false, destination: '/employer/edit-profile' },
  ])('sends an employer with has_profile $hasProfile to $destination', async ({ hasProfile, destination }) => {
    mockApi({ 'POST /api/login/': () => jsonResponse(loginAnswer({ has_profile: hasProfile })) });
    const { router } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('Employer');
  });

  it('goes to the redirect target (Post a Job) after signing in', async () => {
    mockApi({ 'POST /api/login/': () => jsonResponse(loginAnswer({ has_profile: false })) });
    const { router } = await signIn('/employer/signin?redirect=%2Femployer%2Fpost-job');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/post-job'));
  });

  it('never follows a redirect to another site', async () => {
    mockApi({ 'POST /api/login/': () => jsonResponse(loginAnswer()) });
    const { router } = await signIn('/employer/signin?redirect=%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-components'));
  });

  it("shows the server's error", async () => {
    mockApi({ 'POST /api/login/': () => jsonResponse({ error: 'Invalid email or password.' }, 401) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });
});
