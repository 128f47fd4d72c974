import { STORAGE_KEYS } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedCardImage } from '../card-image/card-image-canvas';
import { jsonResponse, mockApi, renderPage } from '../components/test-harness';
import JobSeekerSignupPage from './job-seeker-signup-page';

// jsdom has no canvas: the canvas step is replaced; its pixel math is tested in card-image-pixels.test.ts.
const prepareCardImage = vi.hoisted(() => vi.fn<(file: File) => Promise<PreparedCardImage>>());
vi.mock('../card-image/card-image-canvas', () => ({ prepareCardImage }));

const STRONG_PASSWORD = 'Lakad-Bundok#47';
const UPLOAD_IMAGE = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
/** The card reader's answer when it found nothing: the details are then typed by hand. */
const NOTHING_READ = () => jsonResponse({ text: '', disability: '', id_number: '' });

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

/** Chooses a card photo (the reading finds nothing, or fails), then types the details by hand. */
async function fillPwdDetails(user: UserEvent) {
  const camera = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!camera) throw new Error('The card widget has no file input.');
  await user.upload(camera, new File(['photo'], 'card.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(prepareCardImage).toHaveBeenCalled());
  await user.selectOptions(field(/^disability type/i), 'Visual Disability');
  await enter(user, field(/^id number/i), '13-7604-000-1234567');
}

function summaryTitle(): string {
  return screen.getByRole('group', { name: /error:/i }).querySelector('h2')?.textContent ?? '';
}

beforeEach(() => {
  prepareCardImage.mockResolvedValue({
    ocrImage: new Blob(['png bytes'], { type: 'image/png' }),
    uploadImage: UPLOAD_IMAGE,
    sharpness: 900,
    isGrayscale: false,
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:card-preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
  prepareCardImage.mockReset();
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

  it('requires the photo of the card, and a link in the summary moves focus to the card widget', async () => {
    const { calls } = mockApi({});
    const { user } = renderSignup();
    await fillAccount(user);
    await user.selectOptions(field(/^disability type/i), 'Visual Disability');
    await enter(user, field(/^id number/i), '13-7604-000-1234567');
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('group', { name: /error:/i });
    expect(summaryTitle()).toContain('Please upload your PWD card to fill in the required fields.');
    const cardLink = within(summary).getByRole('link', {
      name: 'Photo of your PWD ID card: Please choose an image of your PWD ID card.',
    });
    expect(screen.getByRole('button', { name: 'Take Photo' })).toHaveAccessibleDescription(
      /please choose an image of your pwd id card\./i,
    );
    expect(calls).toHaveLength(0);
    await user.click(cardLink);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toHaveFocus();
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

  it('creates the account, uploads the card with the one-time ticket and goes to "Check your e-mail"', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockApi({
      'POST /api/ocr/': NOTHING_READ,
      'POST /api/signup/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'POST /api/upload-pwd-card/': () => jsonResponse({ message: 'Card uploaded.' }, 201),
    });
    const { user, router } = renderSignup();
    await fillAccount(user);
    await fillPwdDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /i have read and agree/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const pending = await screen.findByRole('button', { name: 'Creating account...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(calls.find((call) => call.path === '/api/signup/')?.body).toEqual({
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria@example.ph',
      password: STRONG_PASSWORD,
      user_type: 'Employee',
      user_disability: 'Visual Disability',
      ID_number: '1376040001234567',
      card_upload: 'ticket',
    });

    answer(
      jsonResponse(
        { id: 7, message: 'Registration Successful. Account pending approval.', upload_ticket: 'ticket-abc' },
        201,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/check-email'));
    expect(router.state.location.state).toEqual({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'sent' });
    const upload = calls.find((call) => call.path === '/api/upload-pwd-card/');
    expect(upload?.form?.get('user')).toBe('7');
    expect(upload?.form?.get('ticket')).toBe('ticket-abc');
    expect(upload?.form?.get('image')).toBeInstanceOf(Blob);
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
