import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { leaveDeletedAccount } from '../../../lib/leave-deleted-account';
import { companyProfile, EMPLOYER_ID, signInAsEmployerForEachTest } from '../components/employer-profile-test-data';
import EmployerProfilePage from './employer-profile-page';

vi.mock('../../../lib/leave-deleted-account', () => ({ leaveDeletedAccount: vi.fn() }));

const PROFILE_PATH = `GET /api/get-employer-details/${EMPLOYER_ID}/`;
const VERIFICATION_PATH = 'GET /api/employer-verification/';
const UNVERIFIED = {
  status: 'unverified',
  registration_type: null,
  registration_number: null,
  tin: null,
  document_name: null,
  submitted_at: null,
  decided_at: null,
  reason: null,
};

/** The fake server of the page: the profile's answers, and an employer who never asked to be verified. */
function mockPage(handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({ [VERIFICATION_PATH]: () => jsonResponse(UNVERIFIED), ...handlers });
}

function show() {
  return renderPage(<EmployerProfilePage />, { path: '/employer/profile' });
}

function details(): HTMLElement {
  return screen.getByRole('article', { name: 'Bayanihan Tech Solutions' });
}

function detail(term: string): HTMLElement {
  const dt = within(details()).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

signInAsEmployerForEachTest();
beforeEach(() => {
  vi.mocked(leaveDeletedAccount).mockClear();
});

describe('Employer profile page', { timeout: 15_000 }, () => {
  it('shows the complete profile with its logo, links, status and actions', async () => {
    const { calls } = mockPage({ [PROFILE_PATH]: () => jsonResponse(companyProfile()) });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bayanihan Tech Solutions' })).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Token employer-token');

    expect(screen.getByRole('img', { name: 'Bayanihan Tech Solutions logo' })).toHaveAttribute(
      'src',
      '/media/logos/0b8f7c1e-2d1a-4c55-9a77-1f0e5e2b7a10.webp',
    );
    expect(within(details()).getByText('Profile Complete')).toBeInTheDocument();
    expect(within(details()).queryByText('Verified employer')).not.toBeInTheDocument();
    expect(within(details()).getByText(/We build accessible software\./u)).toBeInTheDocument();
    expect(detail('Industry')).toHaveTextContent('Information Technology');
    expect(detail('Location')).toHaveTextContent('Quezon City, Metro Manila');
    const website = within(detail('Website')).getByRole('link', { name: 'https://bayanihan.example.ph' });
    expect(website).toHaveAttribute('href', 'https://bayanihan.example.ph');
    expect(website).not.toHaveAttribute('target');
    expect(within(detail('Contact number')).getByRole('link', { name: '+63 (917) 123-4567' })).toHaveAttribute(
      'href',
      'tel:+639171234567',
    );

    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/employer/edit-profile');
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeInTheDocument();
    const quickActions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(quickActions).getByRole('link', { name: 'Post a New Job' })).toHaveAttribute(
      'href',
      '/employer/post-job',
    );
    expect(within(quickActions).getByRole('link', { name: 'View Dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
  });

  it('shows the Verified employer badge on a verified company, and the business verification section', async () => {
    mockPage({ [PROFILE_PATH]: () => jsonResponse(companyProfile({ employer_verified: true })) });
    show();
    await screen.findByRole('heading', { level: 2, name: 'Bayanihan Tech Solutions' });
    expect(within(details()).getByText('Verified employer')).toBeVisible();
    const verification = screen.getByRole('region', { name: 'Business verification' });
    expect(await within(verification).findByRole('form', { name: 'Send your business registration' })).toBeVisible();
  });

  it("adds https:// to a website saved without it, and says 'Not provided' without one", async () => {
    mockPage({ [PROFILE_PATH]: () => jsonResponse(companyProfile({ comp_site: 'bayanihan.ph', comp_logo: null })) });
    const { unmount } = show();
    const link = await screen.findByRole('link', { name: 'bayanihan.ph' });
    expect(link).toHaveAttribute('href', 'https://bayanihan.ph');
    // Without a logo there is no image to describe (the initials beside the name are decoration).
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();

    vi.restoreAllMocks();
    mockPage({ [PROFILE_PATH]: () => jsonResponse(companyProfile({ comp_site: '' })) });
    show();
    await screen.findByRole('heading', { level: 2, name: 'Bayanihan Tech Solutions' });
    expect(detail('Website')).toHaveTextContent('Not provided');
    expect(within(detail('Website')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Create Profile when the employer has no profile yet', async () => {
    mockPage({ [PROFILE_PATH]: () => jsonResponse({ error: 'No Profile Found' }, 404) });
    show();
    expect(await screen.findByText('No Profile Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/employer/edit-profile');
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A registration is checked against a company profile: none yet, so no form to send one.
    const verification = screen.getByRole('region', { name: 'Business verification' });
    expect(
      await within(verification).findByText('Please complete your company profile before asking to be verified.'),
    ).toBeVisible();
    expect(within(verification).queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the profile could not be loaded, still offering Create Profile', async () => {
    mockPage({ [PROFILE_PATH]: () => jsonResponse({ error: 'Something went wrong on our side.' }, 500) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile information. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/employer/edit-profile');
  });

  it('deletes the account only after the confirmation, then signs out', async () => {
    let answerDelete: (response: Response) => void = () => {};
    const { calls } = mockPage({
      [PROFILE_PATH]: () => jsonResponse(companyProfile()),
      'DELETE /api/delete-emp-account/': () =>
        new Promise<Response>((resolve) => {
          answerDelete = resolve;
        }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete your profile? This action cannot be undone and all your data will be permanently removed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    await user.click(within(again).getByRole('button', { name: 'Delete Profile' }));
    expect(await within(again).findByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(leaveDeletedAccount).not.toHaveBeenCalled();

    answerDelete(jsonResponse({ message: 'Your employer account and its job postings have been deleted.' }));
    await waitFor(() => expect(leaveDeletedAccount).toHaveBeenCalledTimes(1));
    expect(leaveDeletedAccount).toHaveBeenCalledWith('Your employer account and its job postings have been deleted.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'DELETE')?.authorization).toBe('Token employer-token');
  });

  it('shows why the deletion failed and stays signed in', async () => {
    mockPage({
      [PROFILE_PATH]: () => jsonResponse(companyProfile()),
      'DELETE /api/delete-emp-account/': () => jsonResponse({ error: 'Something went wrong on our side.' }, 500),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Your Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete profile. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Delete Profile' })).toBeEnabled();
    expect(leaveDeletedAccount).not.toHaveBeenCalled();
  });
});
