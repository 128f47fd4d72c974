import { RESET_LINK_ERRORS } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'mailed-reset-token-0123456789';
const RESET_PATH = `/api/reset-password/12/${TOKEN}/`;
const STRONG_PASSWORD = 'Lakad-Bundok#47';

function renderReset(url = `/reset-password/12/${TOKEN}`) {
  const user = userEvent.setup();
  const view = renderPage(<ResetPasswordPage />, { path: '/reset-password/:uid/:token', url });
  return { user, ...view };
}

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

async function fill(user: UserEvent, password: string, confirm: string) {
  if (password) {
    await user.click(field(/^new password/i));
    await user.paste(password);
  }
  if (confirm) {
    await user.click(field(/^confirm new password/i));
    await user.paste(confirm);
  }
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

function summary() {
  return screen.getByRole('group', { name: /error:/i });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Reset password page', { timeout: 15_000 }, () => {
  it('asks for the new password twice, with the strength meter and its checklist', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(field(/^new password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^confirm new password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: /show new password/i })).toBeVisible();
    expect(screen.getByText('One special character')).toBeVisible();
  });

  it('says the password is required', async () => {
    const { calls } = mockApi({});
    const { user } = renderReset();
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent('Password is required!');
    expect(field(/^new password/i)).toHaveAccessibleDescription(/password is required!/i);
    expect(calls).toHaveLength(0);
  });

  it('refuses a weak password (score below 3) and says why', async () => {
    const { calls } = mockApi({});
    const { user } = renderReset();
    await fill(user, 'abcdefg', 'abcdefg');
    expect(screen.getByText(/password strength:/i)).toHaveTextContent('Password strength: Weak');
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent('Weak Password');
    expect(field(/^new password/i)).toHaveAccessibleDescription(
      /please choose a stronger password for better security\./i,
    );
    expect(calls).toHaveLength(0);
  });

  it('keeps the button usable while the passwords differ, and explains on press', async () => {
    const { calls } = mockApi({});
    const { user } = renderReset();
    await fill(user, STRONG_PASSWORD, `${STRONG_PASSWORD}x`);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent('Passwords do not match');
    const link = within(summary()).getByRole('link', {
      name: /confirm new password: please make sure your passwords match\./i,
    });
    expect(field(/^confirm new password/i)).toHaveAccessibleDescription(/please make sure your passwords match\./i);
    await user.click(link);
    expect(field(/^confirm new password/i)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('resets the password without a token, announces it and offers the sign-in pages', async () => {
    const { calls } = mockApi({
      [`POST ${RESET_PATH}`]: () => jsonResponse({ message: 'Your password has been successfully reset.' }),
    });
    const { user, router } = renderReset();
    localStorage.setItem('authToken', 'token-1234567890abcdef');
    await fill(user, STRONG_PASSWORD, STRONG_PASSWORD);
    await submit(user);

    const done = await screen.findByText('Your password has been successfully reset.');
    const box = done.closest('[role="status"]');
    expect(box?.parentElement).toHaveFocus();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ new_password: STRONG_PASSWORD });
    expect(calls[0]?.authorization).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Job Seeker Sign In' })).toHaveAttribute(
      'href',
      '/job-seeker/signin',
    );
    expect(screen.getByRole('link', { name: 'Go to Employer Sign In' })).toHaveAttribute('href', '/employer/signin');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // No jump away before the message has been read.
    expect(router.state.location.pathname).toBe(`/reset-password/12/${TOKEN}`);
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
  });

  it('explains an expired link and offers a new one', async () => {
    mockApi({
      [`POST ${RESET_PATH}`]: () =>
        jsonResponse({ error: RESET_LINK_ERRORS.token_expired, code: 'token_expired' }, 400),
    });
    const { user } = renderReset();
    await fill(user, STRONG_PASSWORD, STRONG_PASSWORD);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_ERRORS.token_expired);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("puts the server's password message on the field", async () => {
    mockApi({
      [`POST ${RESET_PATH}`]: () =>
        jsonResponse(
          {
            error: 'Please correct the highlighted fields.',
            fields: { new_password: 'This password is too common. Please choose a less predictable one.' },
          },
          400,
        ),
    });
    const { user } = renderReset();
    await fill(user, STRONG_PASSWORD, STRONG_PASSWORD);
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(field(/^new password/i)).toHaveAccessibleDescription(/this password is too common/i);
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
  });

  it.each([
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
    {
      problem: 'a rate limit',
      respond: () => jsonResponse({ error: 'Too many requests. Please try again in 12 minutes.' }, 429),
      message: 'Too many requests. Please try again in 12 minutes.',
    },
  ])('on $problem says "$message" (the link itself is still good)', async ({ respond, message }) => {
    mockApi({ [`POST ${RESET_PATH}`]: respond });
    const { user } = renderReset();
    await fill(user, STRONG_PASSWORD, STRONG_PASSWORD);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
  });

  it('explains a broken link at once', () => {
    mockApi({});
    renderReset('/reset-password/not-a-number/abc');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_ERRORS.token_invalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
  });
});
