import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { jobSeekerProfile, LOADED, signInAsJobSeekerForEachTest } from '../components/profile-test-data';
import EditProfilePage from './edit-profile-page';

const PROFILE_PATH = 'GET /api/get-user-details/7/';

function mockServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()),
    'PUT /api/edit-profile/': () =>
      jsonResponse({ message: 'Profile updated successfully!', profile: jobSeekerProfile() }),
    ...overrides,
  });
}

function show() {
  return renderPage(<EditProfilePage />, { path: '/job-seeker/edit-profile' });
}

/** The form once it is filled from the profile. */
async function form() {
  return screen.findByRole('form', { name: 'Edit profile' }, LOADED);
}

function skillChips() {
  return within(screen.getByRole('list', { name: 'Your skills' }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
}

function putCall(calls: ApiCall[]) {
  return calls.find((call) => call.method === 'PUT');
}

signInAsJobSeekerForEachTest();

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('Edit Profile (/job-seeker/edit-profile)', { timeout: 20_000 }, () => {
  it('is prefilled from the current profile and never offers e-mail, ID number or disability', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await form();
    expect(screen.getByRole('textbox', { name: /^Full name/u })).toHaveValue('Ana Reyes');
    expect(screen.getByRole('textbox', { name: /^Headline/u })).toHaveValue('Customer support specialist');
    expect(screen.getByRole('textbox', { name: /^About/u })).toHaveValue(
      'I help customers by chat and e-mail.\nI use a screen reader.',
    );
    expect(screen.getByRole('textbox', { name: /^Contact number/u })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /^Location/u })).toHaveValue('Quezon City');
    expect(screen.getByText(/To change them, please contact support/u)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    expect(screen.getByRole('textbox', { name: /^Role/u })).toHaveValue('Customer Support Agent');
    expect(screen.getByRole('textbox', { name: /^Experience/u })).toHaveValue('Three years at a call centre.');
    expect(skillChips()).toEqual(['Typing', 'Excel', 'Filipino Sign Language']);
    const resume = screen.getByLabelText('Resume');
    expect(resume).toHaveAttribute(
      'accept',
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(resume).toHaveAccessibleDescription('PDF or Word, up to 10 MB');
    expect(screen.getByText('ana-reyes-cv.pdf')).toBeInTheDocument();

    for (const tab of ['About', 'Experience']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.queryByRole('textbox', { name: /e-?mail|ID number|disability/iu })).not.toBeInTheDocument();
    }
  });

  it('adds skills with Enter or the Add skill button, ignores duplicates and removes chips', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await form();
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    const input = screen.getByRole('textbox', { name: /^Skills/u });

    await user.type(input, '  Braille  {Enter}');
    expect(skillChips()).toEqual(['Typing', 'Excel', 'Filipino Sign Language', 'Braille']);
    expect(input).toHaveValue('');
    expect(screen.getByText('Added Braille.')).toBeInTheDocument();
    // Enter added the skill; it did not submit the form.
    expect(putCall(calls)).toBeUndefined();

    await user.type(input, 'excel{Enter}');
    expect(skillChips()).toEqual(['Typing', 'Excel', 'Filipino Sign Language', 'Braille']);
    expect(screen.getByText('excel is already in your skills.')).toBeInTheDocument();

    await user.type(input, 'Bookkeeping');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(skillChips()).toEqual(['Typing', 'Excel', 'Filipino Sign Language', 'Braille', 'Bookkeeping']);

    await user.click(screen.getByRole('button', { name: 'Remove Excel' }));
    expect(skillChips()).toEqual(['Typing', 'Filipino Sign Language', 'Braille', 'Bookkeeping']);
    expect(screen.getByText('Removed Excel.')).toBeInTheDocument();
    // Focus moves to the chip that took its place, so the person can keep going by keyboard.
    expect(screen.getByRole('button', { name: 'Remove Filipino Sign Language' })).toHaveFocus();
    expect(putCall(calls)).toBeUndefined();
  });

  it('keeps a typed skill across a tab switch and adds it on Save instead of losing it', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await form();
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    await user.type(screen.getByRole('textbox', { name: /^Skills/u }), 'Braille');
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    expect(screen.getByRole('textbox', { name: /^Skills/u })).toHaveValue('Braille');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(putCall(calls)?.form?.get('skills')).toBe('Typing, Excel, Filipino Sign Language, Braille');
    expect(skillChips()).toContain('Braille');
  });

  it('does not save a typed skill that cannot be added, and says why at the field', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await form();
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    const input = screen.getByRole('textbox', { name: /^Skills/u });
    await user.type(input, 'x'.repeat(61));
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const skills = await screen.findByRole('textbox', { name: /^Skills/u });
    await waitFor(() => expect(skills).toHaveFocus());
    expect(skills).toHaveAccessibleDescription(expect.stringContaining('Each skill must be at most 60 characters.'));
    expect(putCall(calls)).toBeUndefined();
    await user.clear(skills);
    expect(skills).not.toHaveAccessibleDescription(expect.stringContaining('at most 60 characters'));
  });

  it('sends the fields, the skills joined and the chosen files, then announces and goes to the profile', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await form();
    const name = screen.getByRole('textbox', { name: /^Full name/u });
    await user.clear(name);
    await user.type(name, 'Ana M. Reyes');
    // jsdom has no object URLs; the preview needs one.
    const revoked: string[] = [];
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = (url: string) => revoked.push(url);
    expect(screen.getByRole('img', { name: 'Your current avatar' })).toHaveAttribute(
      'src',
      '/media/profile-pictures/7.webp',
    );
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile picture'), picture);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    await user.type(screen.getByRole('textbox', { name: /^Skills/u }), 'Braille{Enter}');
    const resume = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Resume'), resume);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const notice = await screen.findByRole('status', { name: /Profile updated successfully!/u });
    // The message takes the focus and links to the result; nothing moves on by itself (decision 020).
    expect(notice).toHaveFocus();
    const viewProfile = within(notice).getByRole('link', { name: 'View your profile' });
    expect(viewProfile).toHaveAttribute('href', '/job-seeker/profile-main');
    expect(router.state.location.pathname).toBe('/job-seeker/edit-profile');
    const sent = putCall(calls);
    expect(sent?.authorization).toBe('Token seeker-token');
    const body = sent?.form;
    expect(body?.get('full_name')).toBe('Ana M. Reyes');
    expect(body?.get('pro_headline')).toBe('Customer support specialist');
    expect(body?.get('contact_no')).toBe('0917 123 4567');
    expect(body?.get('skills')).toBe('Typing, Excel, Filipino Sign Language, Braille');
    expect(body?.get('profile_picture')).toBeInstanceOf(File);
    expect((body?.get('profile_picture') as File).name).toBe('me.png');
    expect((body?.get('employee_resume') as File).name).toBe('cv.pdf');
    for (const withheld of ['email', 'ID_no', 'ID_number', 'user_disability', 'user_type']) {
      expect(body?.has(withheld)).toBe(false);
    }
    await user.click(viewProfile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/profile-main'));
    // Leaving the form releases the preview's temporary address (when React unmounts it, after the route change).
    await waitFor(() => expect(revoked).toEqual(['blob:preview']), LOADED);
  });

  it('refuses a picture that is not an image and a resume that is not PDF or Word or is too large', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup({ applyAccept: false });
    show();
    await form();
    const pictureInput = screen.getByLabelText('Profile picture');
    await user.upload(pictureInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(pictureInput).toHaveAccessibleDescription(/Please select a valid image file \(JPEG, PNG, etc\.\)\./u);
    expect(pictureInput).toBeInvalid();

    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    const resumeInput = screen.getByLabelText('Resume');
    await user.upload(resumeInput, new File(['png'], 'cv.png', { type: 'image/png' }));
    expect(resumeInput).toHaveAccessibleDescription(/Please upload a PDF or Word document\./u);

    const huge = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(resumeInput, huge);
    expect(resumeInput).toHaveAccessibleDescription(
      /The resume is larger than 10 MB\. Please upload a smaller file\./u,
    );

    // Saving with a refused picture is stopped: its tab opens, with the picture input focused.
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('tab', { name: 'About (1 problem)', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Profile picture')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the problems below');
    expect(putCall(calls)).toBeUndefined();
  });

  it("opens the tab of the first invalid field and focuses it; the other tab's problems are listed", async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await form();
    await user.clear(screen.getByRole('textbox', { name: /^Full name/u }));
    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    const role = screen.getByRole('textbox', { name: /^Role/u });
    await user.clear(role);
    await user.click(role);
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const name = await screen.findByRole('textbox', { name: /^Full name/u });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Full name is required\./u);
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Full name (About tab): Full name is required.',
      'Role (Experience tab): Role must be at most 120 characters.',
    ]);
    expect(screen.getByRole('tab', { name: 'Experience (1 problem)' })).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: /^Role/u }));
    const roleAgain = await screen.findByRole('textbox', { name: /^Role/u });
    await waitFor(() => expect(roleAgain).toHaveFocus());
    expect(putCall(calls)).toBeUndefined();
  });

  it("puts the server's field messages on their fields, with the server's message above", async () => {
    mockServer({
      'PUT /api/edit-profile/': () =>
        jsonResponse({ error: 'Please check the highlighted fields.', fields: { role: 'Role is too long.' } }, 400),
    });
    const user = userEvent.setup();
    show();
    await form();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const role = await screen.findByRole('textbox', { name: /^Role/u }, LOADED);
    await waitFor(() => expect(role).toHaveFocus());
    expect(role).toHaveAccessibleDescription(/Role is too long\./u);
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('tab', { name: 'Experience (1 problem)' })).toBeInTheDocument();
  });

  it("says 'Failed to submit profile' without a server message, and the network message when offline", async () => {
    let answer: () => Response | Promise<Response> = () => new Response('oops', { status: 500 });
    mockServer({ 'PUT /api/edit-profile/': () => answer() });
    const user = userEvent.setup();
    show();
    await form();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit profile'));

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'));
  });

  it('starts from an empty form for a job seeker who has no profile yet', async () => {
    mockServer({ [PROFILE_PATH]: () => jsonResponse({ error: 'Not found.' }, 404) });
    show();
    await form();
    expect(screen.getByRole('textbox', { name: /^Full name/u })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^About/u })).toHaveValue('');
  });

  it('keeps the empty form and what was typed when the profile is fetched again (window focus)', async () => {
    const { calls } = mockServer({ [PROFILE_PATH]: () => jsonResponse({ error: 'Not found.' }, 404) });
    const user = userEvent.setup();
    const { queryClient } = show();
    await form();
    await user.type(screen.getByRole('textbox', { name: /^Full name/u }), 'Ana Reyes');
    const readsBefore = calls.length;
    await act(() => queryClient.refetchQueries());
    expect(calls.length).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('textbox', { name: /^Full name/u })).toHaveValue('Ana Reyes');
  });
});
