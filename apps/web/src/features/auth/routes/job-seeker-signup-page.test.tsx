import { STORAGE_KEYS } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import JobSeekerSignupPage from './job-seeker-signup-page';

const STRONG_PASSWORD = 'Lakad-Bundok#47';

function renderSignup() {
  const user = userEvent.setup();
  const view = renderPage(<JobSeekerSignupPage />, { path: '/job-seeker/signup' });
  return { user, ...view };
}

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input, select' });
}

/** Pastes instead of typing key by key: much faster, and the form sees the same change. */
async function enter(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillAccount(user: UserEvent, confirm = STRONG_PASSWORD) {
  await enter(user, field(/^first name/i), 'Maria');
  await enter(user, field(/^last name/i), 'Santos');
  await enter(user, field(/^email/i), 'maria@example.ph');
  await enter(user, field(/^password/i), STRONG_PASSWORD);
  await enter(user, field(/^confirm password/i), confirm);
}

async function fillPwdDetails(user: UserEvent) {
  await user.selectOptions(field(/^disability type/i), 'Visual Disability');
  await enter(user, field(/^id number/i), '13-7604-000-1234567');
}

function summaryTitle(): string {
  return screen.getByRole('group', { name: /error:/i }).querySelector('h2')?.textContent ?? '';
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing into many react-aria fields in jsdom is slow on a busy machine.
describe('Job seeker sign-up', { timeout: 15_000 }, () => {
  it('labels every field, says which are required and sets autocomplete', async () => {
    renderSignup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your job seeker account' })).toBeVisible();
    expect(field(/^first name \(required\)/i)).toHaveAttribute('autocomplete', 'given-name');
    expect(field(/^last name \(required\)/i)).toHaveAttribute('autocomplete', 'family-name');
    expect(field(/^email \(required\)/i)).toHaveAttribute('autocomplete', 'email');
    expect(field(/^password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^confirm password \(required\)/i)).toHaveAttribute('autocomplete', 'new-password');
    const pwdDetails = screen.getByRole('group', { name: 'PWD ID details' });
    expect(within(pwdDetails).getAllByRole('option')).toHaveLength(11);
    expect(within(pwdDetails).getByLabelText(/^id number \(required\)/i)).toBeVisible();
    const privacyLink = screen.getByRole('link', { name: /privacy policy.*\(opens in a new tab\)/i });
    expect(privacyLink).toHaveAttribute('href', '/privacy-policy');
    expect(privacyLink).toHaveAttribute('target', '_blank');
  });

  it('opens the privacy policy link without ticking the box', async () => {
    const { user } = renderSignup();
    const checkbox = await screen.findByRole('checkbox', { name: /i have read and agree/i });
    const link = screen.getByRole('link', { name: /privacy policy/i });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
    expect(checkbox).not.toBeChecked();
    link.focus();
    await user.keyboard('{Enter}');
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('checks the PWD ID details first, and moves focus to the summary', async () => {
    const { calls } = mockApi({});
    const { user } = renderSignup();
    await fillAccount(user, 'Different#47x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('group', { name: /error:/i });
    expect(summaryTitle()).toContain('Please upload your PWD card to fill in the required fields.');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: /disability type: please choose your disability type/i }),
    ).toBeVisible();
    expect(within(summary).getByRole('link', { name: /id number: please type the id number/i })).toBeVisible();
    expect(within(summary).getByRole('link', { name: /confirm password: passwords do not match\./i })).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.click(within(summary).getByRole('link', { name: /disability type/i }));
    expect(field(/^disability type/i)).toHaveFocus();
    expect(field(/^disability type/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('then checks that the passwords match', async () => {
    mockApi({});
    const { user } = renderSignup();
    await fillAccount(user, 'Different#47x');
    await fillPwdDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(summaryTitle()).toContain('Passwords do not match.'));
    expect(field(/^confirm password/i)).toHaveAccessibleDescription(/passwords do not match\./i);
  });

  it('then checks the privacy policy agreement', async () => {
    mockApi({});
    const { user } = renderSignup();
    await fillAccount(user);
    await fillPwdDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(summaryTitle()).toContain('You must agree to the Privacy Policy to create an account.'));
    expect(screen.getByRole('checkbox', { name: /i have read and agree/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it("uses the contract's e-mail and password rules", async () => {
    mockApi({});
    const { user } = renderSignup();
    await enter(user, field(/^email/i), 'maria@example');
    await enter(user, field(/^password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('group', { name: /error:/i });
    expect(field(/^email/i)).toHaveAccessibleDescription(/invalid email address\./i);
    expect(field(/^password/i)).toHaveAccessibleDescription(/password must be at least 8 characters\./i);
  });

  it('creates the account, says so, and clears the form but keeps the PWD ID details', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockApi({
      'POST /api/signup/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderSignup();
    await fillAccount(user);
    await fillPwdDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const pending = await screen.findByRole('button', { name: 'Creating account...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(calls[0]?.body).toEqual({
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria@example.ph',
      password: STRONG_PASSWORD,
      user_type: 'Employee',
      user_disability: 'Visual Disability',
      ID_number: '1376040001234567',
    });

    answer(jsonResponse({ id: 7, message: 'Registration Successful. Account pending approval.' }, 201));
    const success = await screen.findByText('Registration Successful. Account pending approval.');
    expect(success.closest('[role="status"]')).toHaveTextContent(/emailed you a link to verify your email address/i);
    // Typed by hand without a card photo: allowed, and the person is told the admin may ask for the card.
    expect(success.closest('[role="status"]')).toHaveTextContent(
      'You did not add a photo of your PWD ID card. An administrator may ask you for your card.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/signup/']);
    expect(screen.getByRole('link', { name: 'Go to Job Seeker Sign In' })).toHaveAttribute(
      'href',
      '/job-seeker/signin',
    );

    expect(field(/^first name/i)).toHaveValue('');
    expect(field(/^last name/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
    expect(field(/^password/i)).toHaveValue('');
    expect(field(/^confirm password/i)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /i have read and agree/i })).not.toBeChecked();
    expect(field(/^disability type/i)).toHaveValue('Visual Disability');
    expect(field(/^id number/i)).toHaveValue('13-7604-000-1234567');
    expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's error and puts its field messages on the fields", async () => {
    mockApi({
      'POST /api/signup/': () =>
        jsonResponse({ error: 'Email is already registered.', fields: { email: 'Email is already registered.' } }, 409),
    });
    const { user } = renderSignup();
    await fillAccount(user);
    await fillPwdDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(summaryTitle()).toContain('Email is already registered.'));
    expect(field(/^email/i)).toHaveAccessibleDescription(/email is already registered\./i);
    expect(screen.getByRole('group', { name: /error:/i })).toHaveFocus();
  });

  it.each([
    {
      problem: 'an error answer without a message',
      message: 'Signup failed.',
      respond: () => new Response('', { status: 502 }),
    },
    {
      problem: 'a network failure',
      message: 'Something went wrong. Please try again.',
      respond: () => Promise.reject(new TypeError('Failed to fetch')),
    },
  ])('on $problem says $message', async ({ respond, message }) => {
    mockApi({ 'POST /api/signup/': respond });
    const { user } = renderSignup();
    await fillAccount(user);
    await fillPwdDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('group', { name: /error:/i }).textContent).toContain(message));
  });

  it('shows the password strength as the password is typed', async () => {
    const { user } = renderSignup();
    await enter(user, field(/^password/i), 'abcdefgh');
    expect(screen.getByText(/password strength:/i)).toHaveTextContent('Password strength: Fair');
    await user.type(field(/^password/i), 'A1!');
    expect(screen.getByText(/password strength:/i)).toHaveTextContent('Password strength: Very strong');
  });

  it('sends someone already signed in to their home page', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1234567890abcdef');
    localStorage.setItem(STORAGE_KEYS.userId, '3');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employer');
    localStorage.setItem(STORAGE_KEYS.username, 'Ana Cruz');
    const { router } = renderSignup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-components'));
  });
});
