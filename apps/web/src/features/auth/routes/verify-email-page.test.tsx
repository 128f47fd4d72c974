import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import VerifyEmailPage from './verify-email-page';

const TOKEN = 'mailed-token-0123456789';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Verify e-mail page', () => {
  it('verifies once (even in StrictMode) and links to the right sign-in page', async () => {
    const { calls } = mockApi({
      'POST /api/verify-email/': () =>
        jsonResponse({
          message: 'Your email address is verified. You can now sign in.',
          user_type: 'Employer',
          is_approved: true,
        }),
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email/:token', url: `/verify-email/${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');

    expect(await screen.findByText('Your email address is verified. You can now sign in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Employer Sign In' })).toHaveAttribute('href', '/employer/signin');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: TOKEN });
  });

  it('links a job seeker to the job seeker sign-in', async () => {
    mockApi({
      'POST /api/verify-email/': () =>
        jsonResponse({ message: 'Your email address is verified.', user_type: 'Employee', is_approved: false }),
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email/:token', url: `/verify-email/${TOKEN}` });
    expect(await screen.findByRole('link', { name: 'Go to Job Seeker Sign In' })).toHaveAttribute(
      'href',
      '/job-seeker/signin',
    );
  });

  it('explains a failed link and sends a new one on request', async () => {
    const { calls } = mockApi({
      'POST /api/verify-email/': () =>
        jsonResponse(
          { error: 'This verification link has expired. Ask for a new one below.', code: 'token_expired' },
          400,
        ),
      'POST /api/resend-verification/': () =>
        jsonResponse({ message: 'If an account with that email still needs verification, we have sent a new link.' }),
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, { path: '/verify-email/:token', url: `/verify-email/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired. Ask for a new one below.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get a new verification link' })).toBeVisible();

    await user.click(screen.getByLabelText(/^email/i, { selector: 'input' }));
    await user.paste('maria@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() =>
      expect(screen.getByText(/we have sent a new link\./i).closest('[role="status"]')).not.toBeNull(),
    );
    expect(calls.filter((call) => call.path === '/api/verify-email/')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/resend-verification/')?.body).toEqual({
      email: 'maria@example.ph',
    });
  });
});
