import { APP_STORAGE_KEYS, type MyPwdId } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readNotice } from '../../../lib/leave-deleted-account';
import { getSession, saveSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import MyPwdIdPage from './my-pwd-id-page';

const PATH = '/api/my-pwd-id/';
const CARD_IMAGE = '/api/pwd-card-image/7/?expires=99&signature=abc';

function registration(overrides: Partial<MyPwdId> = {}): MyPwdId {
  return {
    status: 'pending_approval',
    ID_no: '1376020001234567',
    id_number_formatted: '13-7602-000-1234567',
    user_disability: 'Visual Disability',
    email: 'maria@example.ph',
    email_verified: true,
    registered_at: '2026-03-01T02:30:00.000Z',
    approved_at: null,
    card: { image: CARD_IMAGE, expires_at: '2026-03-01T02:40:00.000Z', uploaded_at: '2026-03-01T02:31:00.000Z' },
    usual_wait_hours: 30,
    ...overrides,
  };
}

function show() {
  return renderPage(<MyPwdIdPage />, { path: '/job-seeker/pwd' });
}

function field(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input, select' });
}

async function replaceIdNumber(user: UserEvent, value: string) {
  const input = field(/^id number/i);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

beforeEach(() => {
  saveSession({
    token: 'pending-token-0123456789',
    userId: 7,
    user_type: 'Employee',
    username: 'Maria Santos',
    account_status: 'pending_approval',
    first_sign_in: false,
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:new-card') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('My PWD ID while the PWD ID is checked', { timeout: 20_000 }, () => {
  it('says calmly what is happening, what was sent and what happens next', async () => {
    const { calls } = mockApi({ [`GET ${PATH}`]: () => jsonResponse(registration()) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' })).toBeVisible();
    // A status (polite), not an error.
    const status = screen.getByText('Your account is waiting for approval').closest('[role="status"]');
    expect(status).toHaveTextContent('Information: Your account is waiting for approval');
    expect(status).toHaveTextContent('Recently, a registration was usually checked within 1 day.');
    expect(screen.queryByRole('alert')).toBeNull();

    const sent = screen.getByRole('region', { name: 'What you sent' });
    expect(within(sent).getByRole('img', { name: /your pwd id card, as you sent it on/i })).toHaveAttribute(
      'src',
      CARD_IMAGE,
    );
    expect(within(sent).getByText('13-7602-000-1234567')).toBeInTheDocument();
    expect(within(sent).getByText('Visual Disability')).toBeInTheDocument();
    expect(within(sent).getByText('Registered on')).toBeInTheDocument();
    expect(within(sent).getByText('Verified')).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Contact the administrators' })).toHaveAttribute(
      'href',
      '/accessibility#support',
    );
    expect(calls[0]?.authorization).toBe('Token pending-token-0123456789');
  });

  it('gives the general waiting time when too few were approved recently, and asks for a card when none arrived', async () => {
    mockApi({ [`GET ${PATH}`]: () => jsonResponse(registration({ usual_wait_hours: null, card: null })) });
    show();
    expect(await screen.findByText(/Most registrations are checked within two working days\./u)).toBeVisible();
    expect(screen.getByText(/We have no photo of your card yet/u)).toBeVisible();
  });

  it('saves a corrected ID number, sending only what changed, and announces it with the focus', async () => {
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(registration()),
      [`PATCH ${PATH}`]: () =>
        jsonResponse(registration({ ID_no: '1376020007654321', id_number_formatted: '13-7602-000-7654321' })),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' });
    await replaceIdNumber(user, '13-7602-000-7654321');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const saved = await screen.findByText(
      'Your changes were saved. The administrator will see them when they check your registration.',
    );
    expect(saved.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ ID_number: '1376020007654321' });
    expect(
      within(screen.getByRole('region', { name: 'What you sent' })).getByText('13-7602-000-7654321'),
    ).toBeVisible();
  });

  it('says when nothing was changed, and shows a refused number on its field', async () => {
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(registration()),
      [`PATCH ${PATH}`]: () =>
        jsonResponse(
          {
            error: 'This ID number is already registered.',
            fields: { ID_number: 'This ID number is already registered.' },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('group', { name: /error:/i });
    expect(summary).toHaveTextContent('Please change the ID number or the disability type.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.selectOptions(field(/^disability type/i), 'Deaf or Hard of Hearing');
    await replaceIdNumber(user, '99');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field(/^id number/i)).toHaveAccessibleDescription(/this id number is already registered\./i),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      ID_number: '99',
      user_disability: 'Deaf or Hard of Hearing',
    });
    expect(screen.getByRole('group', { name: /error:/i })).toHaveFocus();
  });

  it('checks the ID number with the sign-up rules before sending', async () => {
    const { calls } = mockApi({ [`GET ${PATH}`]: () => jsonResponse(registration()) });
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' });
    await replaceIdNumber(user, '13-76A');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/^id number/i)).toHaveAccessibleDescription(/digits only/i));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends a clearer card photo with a preview, and shows the new one', async () => {
    const newCard = {
      image: '/api/pwd-card-image/7/?expires=199&signature=new',
      expires_at: 'x',
      uploaded_at: '2026-03-02T01:00:00.000Z',
    };
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(registration()),
      [`POST ${PATH}card/`]: () => jsonResponse(registration({ card: newCard })),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' });
    await user.click(screen.getByRole('button', { name: 'Send new photo' }));
    expect(field(/^new photo of your pwd id card/i)).toHaveAccessibleDescription(
      /please choose an image of your pwd id card\./i,
    );
    expect(field(/^new photo of your pwd id card/i)).toHaveFocus();

    const photo = new File(['jpeg'], 'clearer-card.jpg', { type: 'image/jpeg' });
    await user.upload(field(/^new photo of your pwd id card/i), photo);
    expect(screen.getByRole('img', { name: 'Preview of the new card photo, clearer-card.jpg' })).toHaveAttribute(
      'src',
      'blob:new-card',
    );
    await user.click(screen.getByRole('button', { name: 'Send new photo' }));
    const received = await screen.findByText(
      'Your new card photo was received. The administrator will check this one.',
    );
    await waitFor(() => expect(received.closest('[tabindex="-1"]')).toHaveFocus());
    const sent = calls.find((call) => call.method === 'POST');
    expect((sent?.form?.get('image') as File | null)?.name).toBe('clearer-card.jpg');
    expect(within(screen.getByRole('region', { name: 'What you sent' })).getByRole('img')).toHaveAttribute(
      'src',
      newCard.image,
    );
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { calls } = mockApi({ [`GET ${PATH}`]: () => jsonResponse(registration()) });
    const user = userEvent.setup({ applyAccept: false });
    show();
    await screen.findByRole('heading', { level: 1, name: 'We are checking your PWD ID' });
    await user.upload(field(/^new photo/i), new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(field(/^new photo/i)).toHaveAccessibleDescription(/this file is not an image/i);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('withdraws the registration after a confirmation, then signs out to the home page with a notice', async () => {
    const sessionWhenLeaving: unknown[] = [];
    const assign = vi.fn(() => sessionWhenLeaving.push(getSession()));
    vi.stubGlobal('location', { assign });
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(registration()),
      [`DELETE ${PATH}`]: () =>
        jsonResponse({ message: 'Your registration was withdrawn and your details and card photo were deleted.' }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Withdraw registration' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your registration?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep my registration' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Withdraw registration' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw and delete my details' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(sessionWhenLeaving).toEqual([null]);
    expect(readNotice()).toBe('Your registration was withdrawn and your details and card photo were deleted.');
  });
});

describe('My PWD ID once approved', { timeout: 15_000 }, () => {
  it('turns the session active when the registration was approved meanwhile, and shows the way home', async () => {
    mockApi({
      [`GET ${PATH}`]: () =>
        jsonResponse(registration({ status: 'approved', approved_at: '2026-03-02T03:00:00.000Z' })),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My PWD ID' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(APP_STORAGE_KEYS.accountStatus)).toBeNull());
    expect(getSession()).toMatchObject({ token: 'pending-token-0123456789', accountStatus: 'active' });
    expect(screen.getByText(/your PWD ID was approved/u).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/employee-components');
    expect(screen.getByText('Approved')).toBeVisible();
    expect(screen.getByText('13-7602-000-1234567')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw registration' })).toBeNull();
  });

  it('shows an approved registration read only, without the news', async () => {
    saveSession({
      token: 'active-token-0123456789',
      userId: 7,
      user_type: 'Employee',
      username: 'Maria Santos',
      account_status: 'active',
      first_sign_in: false,
    });
    mockApi({
      [`GET ${PATH}`]: () =>
        jsonResponse(registration({ status: 'approved', approved_at: '2026-03-02T03:00:00.000Z' })),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My PWD ID' })).toBeVisible();
    expect(screen.queryByText(/your PWD ID was approved/u)).toBeNull();
    expect(screen.getByText('Approved on')).toBeVisible();
  });

  it('says when the registration cannot be loaded, with Try again', async () => {
    mockApi({ [`GET ${PATH}`]: () => jsonResponse({ error: 'Server error.' }, 500) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
