import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import ForgotPasswordPage from './forgot-password-page';

const SENT = 'If an account with that email exists, a reset link has been sent.';

function renderForgot() {
  const user = userEvent.setup();
  const view = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  return { user, ...view };
}

function emailField(): HTMLInputElement {
  return screen.getByLabelText(/^email/i, { selector: 'input' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Forgot password page', { timeout: 15_000 }, () => {
  it('has a heading, a labelled e-mail field and links back to sign in', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText(/^email \(required\)/i, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    expect(screen.getByRole('link', { name: 'Job Seeker Sign In' })).toHaveAttribute('href', '/job-seeker/signin');
    expect(screen.getByRole('link', { name: 'Employer Sign In' })).toHaveAttribute('href', '/employer/signin');
  });

  it('requires an e-mail in the right format before calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(/email is required!/i));
    await user.type(emailField(), 'maria@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(/invalid email address/i));
    expect(calls).toHaveLength(0);
  });

  it('sends the address without a token and announces the same answer for any address', async () => {
    const { calls } = mockApi({ 'POST /api/forgot-password/': () => jsonResponse({ message: SENT }) });
    const { user } = renderForgot();
    // A stored session must not be sent: the call is anonymous (document 2 §6).
    localStorage.setItem('authToken', 'token-1234567890abcdef');
    await user.type(emailField(), '  Maria@Example.PH ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const sent = await screen.findByText(SENT);
    expect(sent.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(calls[0]?.body).toEqual({ email: 'Maria@Example.PH' });
    expect(calls[0]?.authorization).toBeNull();
  });

  it.each([
    {
      problem: 'a rate limit',
      respond: () => jsonResponse({ error: 'Too many requests. Please try again in 15 minutes.' }, 429),
      message: 'Too many requests. Please try again in 15 minutes.',
    },
    {
      problem: 'an error answer with a message',
      respond: () => jsonResponse({ error: 'Email must be at most 254 characters.' }, 400),
      message: 'Email must be at most 254 characters.',
    },
    {
      problem: 'an error answer without a message',
      respond: () => new Response('', { status: 502 }),
      message: 'Something went wrong!',
    },
    {
      problem: 'a network failure',
      respond: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'An error occurred. Please try again later.',
    },
  ])('on $problem says "$message"', async ({ respond, message }) => {
    mockApi({ 'POST /api/forgot-password/': respond });
    const { user } = renderForgot();
    await user.type(emailField(), 'maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SENT)).toBeNull();
  });
});
