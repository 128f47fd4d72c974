import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNotice } from '../../../lib/leave-deleted-account';
import { getSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { jobSeekerProfile, LOADED, signInAsJobSeekerForEachTest } from '../components/profile-test-data';
import ProfileMainPage from './profile-main-page';

const PROFILE_PATH = 'GET /api/get-user-details/7/';

/** The page's calls: the profile as each test answers it, and who has seen it (none unless a test says). */
function mockServer(handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({ 'GET /api/profile-views/': () => jsonResponse([]), ...handlers });
}

function show() {
  return renderPage(<ProfileMainPage />, { path: '/job-seeker/profile-main' });
}

signInAsJobSeekerForEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Own profile (/job-seeker/profile-main)', { timeout: 15_000 }, () => {
  it("shows the signed-in person's profile with its tabs, preferences, resume and own actions", async () => {
    const { calls } = mockServer({ [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()) });
    const user = userEvent.setup();
    show();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' }, LOADED)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/get-user-details/7/', authorization: 'Token seeker-token' });
    expect(screen.getByRole('img', { name: "Ana Reyes's profile picture" })).toHaveAttribute(
      'src',
      '/media/profile-pictures/7.webp',
    );
    expect(screen.getByText('Customer support specialist')).toBeInTheDocument();

    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(about).toHaveTextContent('I help customers by chat and e-mail.');
    expect(within(about).getByRole('link', { name: 'ana@example.ph' })).toHaveAttribute(
      'href',
      'mailto:ana@example.ph',
    );
    expect(within(about).getByText('0917 123 4567')).toBeInTheDocument();
    expect(within(about).getByText('Visual Disability')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Experience' }));
    const experience = await screen.findByRole('tabpanel', { name: 'Experience' });
    expect(experience).toHaveTextContent('Customer Support Agent');
    expect(experience).toHaveTextContent('Three years at a call centre.');
    // Right under the page's h1: a level-2 heading, not a level-3 one.
    expect(within(experience).getByRole('heading', { level: 2, name: 'Work experience' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual(['Typing', 'Excel', 'Filipino Sign Language']);

    const preferences = screen.getByRole('region', { name: 'Preferences' });
    expect(
      within(preferences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Customer Support', 'Data Entry']);
    expect(within(preferences).getByRole('link', { name: 'Edit preferences' })).toHaveAttribute(
      'href',
      '/job-seeker/preferences',
    );
    expect(screen.getByRole('link', { name: 'Download resume (ana-reyes-cv.pdf)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/job-seeker/edit-profile');
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeInTheDocument();
  });

  it('keeps one page heading, the same element, from loading to the profile (a route change focuses it)', async () => {
    mockServer({ [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()) });
    show();
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' });
    heading.focus();
    await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' }, LOADED);
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('shows an initials avatar when there is no picture, and a note on an empty profile', async () => {
    mockServer({
      [PROFILE_PATH]: () =>
        jsonResponse(
          jobSeekerProfile({
            profile_picture: null,
            profile_image: null,
            pro_headline: '',
            bio: '',
            role: '',
            experience: '',
            skills: '',
            employee_resume: null,
            resume_name: null,
            preferences: [],
          }),
        ),
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' }, LOADED);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AR')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/Your profile is not complete yet/u)).toBeInTheDocument();
    expect(screen.getByText('You have not chosen any specialties yet.')).toBeInTheDocument();
    expect(screen.getByText('You have not uploaded a resume yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download resume/u })).not.toBeInTheDocument();
  });

  it('fetches the profile again before downloading, so the short-lived resume link is fresh', async () => {
    let version = 0;
    const { calls } = mockServer({
      [PROFILE_PATH]: () => {
        version += 1;
        return jsonResponse(
          jobSeekerProfile({ employee_resume: `/api/resume/7/?expires=${version}&signature=s${version}` }),
        );
      },
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    const user = userEvent.setup();
    show();
    const link = await screen.findByRole('link', { name: 'Download resume (ana-reyes-cv.pdf)' }, LOADED);
    const fetchesBefore = calls.length;
    await user.click(link);

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(calls.length).toBe(fetchesBefore + 1);
    expect(downloads[0]).toBe(`/api/resume/7/?expires=${version}&signature=s${version}`);
    expect(screen.getByRole('link', { name: 'Download resume (ana-reyes-cv.pdf)' })).toHaveAttribute(
      'href',
      downloads[0],
    );
  });

  it('deletes the profile only after the confirmation, then signs out and reloads at / with a notice', async () => {
    const { calls } = mockServer({
      [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()),
      'DELETE /api/delete-account/': () => jsonResponse({ message: 'Your profile and account have been deleted.' }),
    });
    // Signed in still, / would send the person to their home and from there to sign in.
    const sessionWhenLeaving: unknown[] = [];
    const assign = vi.fn(() => sessionWhenLeaving.push(getSession()));
    vi.stubGlobal('location', { assign });
    const user = userEvent.setup();
    show();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Profile' }, LOADED);
    await user.click(deleteButton);

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete your profile? This action cannot be undone and all your data will be permanently removed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await user.click(deleteButton);
    const again = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    await user.click(within(again).getByRole('button', { name: 'Delete Profile' }));

    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/'));
    expect(sessionWhenLeaving).toEqual([null]);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(readNotice()).toBe('Your profile and account have been deleted.');
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/delete-account/' }));
  });

  it('keeps the person signed in and says so when the delete fails', async () => {
    mockServer({
      [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()),
      'DELETE /api/delete-account/': () => jsonResponse({ error: 'Server error.' }, 500),
    });
    const user = userEvent.setup();
    const { router } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Profile' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete profile. Please try again.');
    expect(within(confirm).getByRole('button', { name: 'Delete Profile' })).toBeEnabled();
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/job-seeker/profile-main');
  });

  it('shows the load error with a Retry that stays, busy and focused, until the profile loads', async () => {
    let answer: Response | Promise<Response> = jsonResponse({ error: 'Server error.' }, 500);
    mockServer({ [PROFILE_PATH]: () => answer });
    const user = userEvent.setup();
    show();
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBe(heading);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load user profile. Please try again.');

    let respond: (response: Response) => void = () => undefined;
    answer = new Promise<Response>((resolve) => {
      respond = resolve;
    });
    const retry = screen.getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
    expect(retry).toHaveFocus();
    respond(jsonResponse(jobSeekerProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' }, LOADED)).toBe(heading);
  });

  describe('who has seen your profile (issue 16)', () => {
    it('lists each employer with what they opened and when, in words', async () => {
      mockServer({
        [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()),
        'GET /api/profile-views/': () =>
          jsonResponse([
            {
              employer_id: 3,
              company: 'Bayanihan Tech Solutions',
              kind: 'resume',
              first_viewed_at: '2026-11-20T01:00:00.000Z',
              last_viewed_at: '2026-11-24T07:05:00.000Z',
              views: 2,
            },
            {
              employer_id: 4,
              company: 'Alon Digital Studio',
              kind: 'profile',
              first_viewed_at: '2026-11-23T02:30:00.000Z',
              last_viewed_at: '2026-11-23T02:30:00.000Z',
              views: 1,
            },
          ]),
      });
      show();
      const section = await screen.findByRole('region', { name: 'Who has seen your profile' }, LOADED);
      const items = await within(section).findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Bayanihan Tech SolutionsOpened your resume 2 times, last on Nov 24, 2026, 3:05 PM (first on Nov 20, 2026, 9:00 AM).',
        'Alon Digital StudioOpened your profile once, on Nov 23, 2026, 10:30 AM.',
      ]);
      expect(section).toHaveTextContent('Only you can see this list.');
    });

    it('says when nobody has looked yet', async () => {
      mockServer({ [PROFILE_PATH]: () => jsonResponse(jobSeekerProfile()) });
      show();
      const section = await screen.findByRole('region', { name: 'Who has seen your profile' }, LOADED);
      expect(
        await within(section).findByText('No employer has opened your profile or a resume yet.'),
      ).toBeInTheDocument();
    });
  });
});
