import { RESET_LINK_ERRORS } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi as mockAnyApi, renderPage } from '../../auth/components/test-harness';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'mailed-reset-token-0123456789';
const RESET_PATH = `/api/reset-password/12/${TOKEN}/`;
const STRONG_PASSWORD = 'Lakad-Bundok#47';

type Handlers = Parameters<typeof mockAnyApi>[0];

/** The fake server: the link check answers 'valid' unless a test says otherwise. */
function mockApi(handlers: Handlers) {
  return mockAnyApi({ [`GET ${RESET_PATH}`]: () => jsonResponse({ status: 'valid', message: null }), ...handlers });
}

/** The calls that try to reset (the link check is not one). */
function resets(calls: { method: string }[]) {
  return calls.filter((call) => call.method === 'POST');
}

function renderReset(url = `/reset-password/12/${TOKEN}`) {
  const user = userEvent.setup();
  const view = renderPage(<ResetPasswordPage />, { path: '/reset-password/:uid/:token', url });
  return { user, ...view };
}

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

async function fill(user: UserEvent, password: string, confirm: string) {
  await formShown();
  if (password) {
    await user.click(field(/^new password/i));
    await user.paste(password);
  }
  if (confirm) {
    await user.click(field(/^confirm new password/i));
    await user.paste(confirm);
  }
}

function formShown() {
  return screen.findByRole('form', { name: 'Reset password' });
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
  it('checks the link as it opens, then asks for the new password twice, with the strength meter', async () => {
    const { calls } = mockApi({});
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeVisible();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: RESET_PATH, authorization: null })]);
    expect(field(/^new password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^confirm new password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: /show new password/i })).toBeVisible();
    expect(screen.getByText('One special character')).toBeVisible();
  });

  it('says the password is required', async () => {
    const { calls } = mockApi({});
    const { user } = renderReset();
    await formShown();
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2 })).toHaveTextContent('Password is required!');
    expect(field(/^new password/i)).toHaveAccessibleDescription(/password is required!/i);
    expect(resets(calls)).toHaveLength(0);
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
    expect(resets(calls)).toHaveLength(0);
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
    expect(resets(calls)).toHaveLength(0);
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
    expect(resets(calls)).toHaveLength(1);
    expect(resets(calls)[0]).toMatchObject({ body: { new_password: STRONG_PASSWORD }, authorization: null });
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

  it.each([
    ['expired', RESET_LINK_ERRORS.token_expired],
    ['used', RESET_LINK_ERRORS.token_used],
    ['invalid', RESET_LINK_ERRORS.token_invalid],
  ])('shows only the way to a new link when the link is %s as the page opens', async (status, message) => {
    const { calls } = mockApi({ [`GET ${RESET_PATH}`]: () => jsonResponse({ status, message }) });
    renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
    expect(resets(calls)).toHaveLength(0);
  });

  it('says when the link could not be checked, and checks again on Try again', async () => {
    let isOnline = false;
    mockApi({
      [`GET ${RESET_PATH}`]: () =>
        isOnline ? jsonResponse({ status: 'valid', message: null }) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password/:uid/:token', url: `/reset-password/12/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your reset link.');
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
    isOnline = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeVisible();
  });

  it('explains a link that expired while the form was filled in, and offers a new one', async () => {
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

  it('explains a broken link at once, without asking the server', () => {
    const { calls } = mockApi({});
    renderReset('/reset-password/not-a-number/abc');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_ERRORS.token_invalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
  });
});
