import { STORAGE_KEYS } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import AdminSigninPage from './admin-signin-page';

async function signIn() {
  const user = userEvent.setup();
  const view = renderPage(<AdminSigninPage />, { path: '/admin/signin' });
  await user.click(await screen.findByLabelText(/^email/i, { selector: 'input' }));
  await user.paste('admin@kakayahan.ph');
  await user.click(screen.getByLabelText(/^password/i, { selector: 'input' }));
  await user.paste('Lakad-Bundok#47');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing into many react-aria fields in jsdom is slow on a busy machine.
describe('Admin sign-in', { timeout: 15_000 }, () => {
  it('has the forgot password and home links', async () => {
    renderPage(<AdminSigninPage />, { path: '/admin/signin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('signs in through /api/admin-login/ and goes to user approval', async () => {
    const { calls } = mockApi({
      'POST /api/admin-login/': () =>
        jsonResponse({
          token: 'admin-token-0123456789',
          userId: 1,
          user_type: 'Admin',
          username: 'Admin',
          has_profile: false,
          account_status: 'active',
          first_sign_in: false,
        }),
    });
    const { router } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user-approval'));
    expect(calls[0]?.body).toEqual({ email: 'admin@kakayahan.ph', password: 'Lakad-Bundok#47' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('admin-token-0123456789');
  });

  it.each([
    {
      problem: 'a non-admin account',
      respond: () =>
        jsonResponse({ error: 'Access denied. This login is for administrators only.', code: 'admin_only' }, 403),
      message: 'Access denied. This login is for administrators only.',
    },
    {
      problem: 'an error answer without a message',
      respond: () => new Response('', { status: 500 }),
      message: 'Invalid credentials or insufficient permissions.',
    },
    {
      problem: 'a network failure',
      respond: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'Something went wrong. Please try again.',
    },
  ])('on $problem shows "Authentication failed": $message', async ({ respond, message }) => {
    mockApi({ 'POST /api/admin-login/': respond });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Authentication failed')).toBeVisible();
    expect(alert).toHaveTextContent(message);
  });
});
