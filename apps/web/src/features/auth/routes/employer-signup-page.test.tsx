import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import EmployerSignupPage from './employer-signup-page';

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

async function enter(user: UserEvent, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fill(user: UserEvent, confirm: string) {
  await enter(user, await screen.findByLabelText(/^first name/i, { selector: 'input' }), 'Ana');
  await enter(user, field(/^last name/i), 'Cruz');
  await enter(user, field(/^email/i), 'ana@company.ph');
  await enter(user, field(/^password/i), 'Lakad-Bundok#47');
  await enter(user, field(/^confirm password/i), confirm);
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing into many react-aria fields in jsdom is slow on a busy machine.
describe('Employer sign-up', { timeout: 15_000 }, () => {
  it('refuses passwords that do not match', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderPage(<EmployerSignupPage />, { path: '/employer/signup' });
    await fill(user, 'Lakad-Bundok#48');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('group', { name: /passwords do not match\./i });
    expect(summary).toHaveFocus();
    expect(field(/^confirm password/i)).toHaveAccessibleDescription(/passwords do not match\./i);
    expect(calls).toHaveLength(0);
  });

  it('creates the account and goes to "Check your e-mail" with the address', async () => {
    const { calls } = mockApi({
      'POST /api/signup/': () =>
        jsonResponse(
          { id: 9, message: 'Account created successfully! Please check your email to verify your account.' },
          201,
        ),
    });
    const user = userEvent.setup();
    const { router } = renderPage(<EmployerSignupPage />, { path: '/employer/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your employer account' })).toBeVisible();
    await fill(user, 'Lakad-Bundok#47');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/check-email'));
    expect(router.state.location.state).toEqual({ email: 'ana@company.ph', role: 'Employer' });
    expect(calls[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Cruz',
      email: 'ana@company.ph',
      password: 'Lakad-Bundok#47',
      user_type: 'Employer',
    });
  });
});
