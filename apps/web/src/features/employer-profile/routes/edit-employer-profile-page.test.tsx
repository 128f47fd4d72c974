import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { companyProfile, EMPLOYER_ID, signInAsEmployerForEachTest } from '../components/employer-profile-test-data';
import EditEmployerProfilePage from './edit-employer-profile-page';

const PROFILE_PATH = `GET /api/get-employer-details/${EMPLOYER_ID}/`;
const SAVE_PATH = 'POST /api/employer-profile/';
const NO_PROFILE = () => jsonResponse({ error: 'No Profile Found' }, 404);

function show() {
  return renderPage(<EditEmployerProfilePage />, { path: '/employer/edit-profile' });
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

/** Waits until the saved profile was read and the form is on screen. */
const formReady = () => screen.findByRole('form', { name: 'Company profile' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Company name/u), 'Kalinangan Weavers');
  await user.type(field(/^Industry/u), 'Textiles');
  await user.type(field(/^Company description/u), 'Hand-woven fabrics from Ilocos.');
  await user.type(field(/^Location/u), 'Vigan City, Ilocos Sur');
  await user.type(field(/^Contact number/u), '0917 555 0101');
}

function sentFields(call: ApiCall | undefined): Record<string, FormDataEntryValue> {
  return Object.fromEntries(call?.form?.entries() ?? []);
}

signInAsEmployerForEachTest();

describe('Edit employer profile page', { timeout: 20_000 }, () => {
  it('names every missing field and refuses a website that is not an address', async () => {
    const { calls } = mockApi({ [PROFILE_PATH]: NO_PROFILE });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: /^Website/u }), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const summary = await screen.findByRole('group', { name: /^Error: ?Please correct the fields listed below\.$/u });
    expect(summary).toHaveFocus();
    const problems = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(problems).toEqual([
      'Company name: Company name is required.',
      'Industry: Industry is required.',
      'Company description: Company description is required.',
      'Location: Location is required.',
      'Contact number: Contact number is required.',
      'Website: Please enter a website address such as https://example.ph.',
    ]);
    expect(field(/^Company name/u)).toHaveAccessibleDescription(/Company name is required\./u);
    expect(field(/^Website/u)).toHaveAccessibleDescription(/Please enter a website address/u);
    await user.click(within(summary).getByRole('link', { name: /^Industry/u }));
    expect(field(/^Industry/u)).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a logo that is not an image with the spec message', async () => {
    mockApi({ [PROFILE_PATH]: NO_PROFILE });
    const user = userEvent.setup({ applyAccept: false });
    show();
    const input = await screen.findByLabelText('Company logo');
    await user.upload(input, new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(/Please select a valid image file \(JPEG, PNG, etc\.\)\./u);
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();

    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, logo);
    expect(input).not.toHaveAccessibleDescription(/valid image file/u);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });

  it('sends the fields and the logo as a form, announces the save and opens the profile', async () => {
    const { calls } = mockApi({
      [PROFILE_PATH]: NO_PROFILE,
      [SAVE_PATH]: () => jsonResponse({ message: 'Employer profile updated successfully!', profile: companyProfile() }),
    });
    const user = userEvent.setup();
    const { router } = show();
    await formReady();
    await fillRequired(user);
    await user.type(field(/^Website/u), 'kalinangan.ph');
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'weave.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Company logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const notice = await screen.findByRole('status', { name: /Employer profile updated successfully!/u });
    // The message takes the focus and links to the result; nothing moves on by itself (decision 020).
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('link', { name: 'View your company profile' })).toHaveAttribute(
      'href',
      '/employer/profile',
    );
    const save = calls.find((call) => call.method === 'POST');
    expect(save?.authorization).toBe('Token employer-token');
    const sent = sentFields(save);
    expect(sent).toMatchObject({
      comp_name: 'Kalinangan Weavers',
      industry: 'Textiles',
      comp_desc: 'Hand-woven fabrics from Ilocos.',
      location: 'Vigan City, Ilocos Sur',
      contact_no: '0917 555 0101',
      comp_site: 'kalinangan.ph',
    });
    expect(sent.comp_logo).toBeInstanceOf(File);
    expect((sent.comp_logo as File).name).toBe('weave.png');
    expect(router.state.location.pathname).toBe('/employer/edit-profile');
  });

  it('is prefilled from the saved profile and sends no logo when none is chosen', async () => {
    const { calls } = mockApi({
      [PROFILE_PATH]: () => jsonResponse(companyProfile({ comp_site: '' })),
      [SAVE_PATH]: () => jsonResponse({ message: 'Employer profile updated successfully!', profile: companyProfile() }),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company Profile' })).toBeInTheDocument();
    expect(field(/^Company name/u)).toHaveValue('Bayanihan Tech Solutions');
    expect(field(/^Contact number/u)).toHaveValue('+63 (917) 123-4567');
    expect(screen.getByRole('img', { name: 'Current logo of Bayanihan Tech Solutions' })).toBeInTheDocument();
    await user.clear(field(/^Industry/u));
    await user.type(field(/^Industry/u), 'Software');
    const readsBefore = calls.filter((call) => call.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Employer profile updated successfully!');
    // The saved profile came back with the save: it is not fetched again.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(readsBefore);
    const sent = sentFields(calls.find((call) => call.method === 'POST'));
    expect(sent).toMatchObject({ comp_name: 'Bayanihan Tech Solutions', industry: 'Software', comp_site: '' });
    expect(sent).not.toHaveProperty('comp_logo');
  });

  it("shows the server's error and puts its field messages on their fields", async () => {
    mockApi({
      [PROFILE_PATH]: NO_PROFILE,
      [SAVE_PATH]: () =>
        jsonResponse(
          { error: 'Please enter a contact number.', fields: { contact_no: 'Please enter a contact number.' } },
          400,
        ),
    });
    const user = userEvent.setup();
    show();
    await formReady();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const summary = await screen.findByRole('group', { name: /^Error: ?Please enter a contact number\.$/u });
    expect(within(summary).getByRole('link', { name: 'Contact number: Please enter a contact number.' })).toBeVisible();
    expect(field(/^Contact number/u)).toHaveAccessibleDescription(/Please enter a contact number\./u);
    expect(screen.queryByText('Employer profile updated successfully!')).not.toBeInTheDocument();
  });

  it('falls back to the spec messages for an unexplained failure and a lost connection', async () => {
    let isOffline = false;
    mockApi({
      [PROFILE_PATH]: NO_PROFILE,
      [SAVE_PATH]: () => (isOffline ? Promise.reject(new TypeError('offline')) : new Response('oops', { status: 502 })),
    });
    const user = userEvent.setup();
    show();
    await formReady();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByRole('group', { name: /^Error: ?Failed to update profile\. Please try again\.$/u }),
    ).toBeInTheDocument();

    isOffline = true;
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByRole('group', {
        name: /^Error: ?An error occurred\. Please check your connection and try again\.$/u,
      }),
    ).toBeInTheDocument();
  });

  it('keeps the new profile form and what was typed when the profile is fetched again', async () => {
    const { calls } = mockApi({ [PROFILE_PATH]: NO_PROFILE });
    const user = userEvent.setup();
    const { queryClient } = show();
    await formReady();
    await user.type(field(/^Company name/u), 'Kalinangan Weavers');
    const readsBefore = calls.length;
    // As when the window regains focus (a phone back from its file picker).
    await act(() => queryClient.refetchQueries());
    expect(calls.length).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Company Profile' })).toBeInTheDocument();
    expect(field(/^Company name/u)).toHaveValue('Kalinangan Weavers');
  });

  it('does not show the form when the saved profile cannot be read, and shows Try again working', async () => {
    let answer: Promise<Response> | Response = jsonResponse({ error: 'Something went wrong on our side.' }, 500);
    mockApi({ [PROFILE_PATH]: () => answer });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile information. Please try again later.',
    );
    expect(screen.queryByRole('form', { name: 'Company profile' })).not.toBeInTheDocument();

    let respond: (response: Response) => void = () => undefined;
    answer = new Promise<Response>((resolve) => {
      respond = resolve;
    });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    // Busy while it retries (said to screen readers), and still focused.
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
    expect(retry).toHaveFocus();
    respond(jsonResponse(companyProfile()));
    expect(await formReady()).toBeInTheDocument();
  });
});
