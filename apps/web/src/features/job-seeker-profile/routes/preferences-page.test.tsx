import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_NEEDS_MESSAGES } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { LOADED, PREFERENCE_OPTIONS, signInAsJobSeekerForEachTest } from '../components/profile-test-data';
import PreferencesPage from './preferences-page';

function mockServer(hasProfile = true, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/preferences/': () => jsonResponse(PREFERENCE_OPTIONS),
    'POST /api/save-preferences/': () =>
      jsonResponse({ message: 'Preferences saved successfully!', has_profile: hasProfile }),
    'GET /api/work-needs/': () => jsonResponse({ work_needs: ['screen_reader'] }),
    'PUT /api/work-needs/': (call) =>
      jsonResponse({ message: WORK_NEEDS_MESSAGES.saved, ...(call.body as { work_needs: string[] }) }),
    ...overrides,
  });
}

function show() {
  return renderPage(<PreferencesPage />, { path: '/job-seeker/preferences' });
}

async function picker() {
  return screen.findByRole('group', { name: 'Choose 1 to 5 specialties' }, LOADED);
}

function box(name: string) {
  return screen.getByRole('checkbox', { name });
}

signInAsJobSeekerForEachTest();

describe('Preferences (/job-seeker/preferences)', { timeout: 20_000 }, () => {
  it('shows every specialty with the current choices ticked and the count announced politely', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    const group = await picker();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Preferences' })).toBeInTheDocument();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(PREFERENCE_OPTIONS.length);
    expect(box('Data Entry')).toBeChecked();
    expect(box('Customer Support')).toBeChecked();
    expect(box('Translation')).not.toBeChecked();

    const count = screen.getByText('2 of 5 selected');
    expect(count).toHaveAttribute('role', 'status');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.click(box('Translation'));
    expect(count).toHaveTextContent('3 of 5 selected');
    await user.click(box('Data Entry'));
    expect(count).toHaveTextContent('2 of 5 selected');
  });

  it('refuses a sixth choice and says why, keeping every box reachable', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await picker();
    for (const name of ['Software Development', 'Technical Support', 'Graphic Design']) await user.click(box(name));
    expect(screen.getByText('5 of 5 selected')).toBeInTheDocument();

    await user.click(box('Translation'));
    expect(box('Translation')).not.toBeChecked();
    expect(box('Translation')).toBeEnabled();
    expect(screen.getByText('5 of 5 selected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You can select up to 5 preferences only.');

    await user.click(box('Bookkeeping'));
    expect(box('Bookkeeping')).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('You can select up to 5 preferences only.');

    // Unticking one makes room again.
    await user.click(box('Graphic Design'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(box('Translation'));
    expect(box('Translation')).toBeChecked();
    expect(screen.getByText('5 of 5 selected')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('will not save with nothing chosen', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await picker();
    await user.click(box('Data Entry'));
    await user.click(box('Customer Support'));
    expect(screen.getByText('0 of 5 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least 1 preference.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the chosen ids and goes home when the job seeker has a profile', async () => {
    const { calls } = mockServer(true);
    const user = userEvent.setup();
    const { router } = show();
    await picker();
    await user.click(box('Translation'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const notice = await screen.findByRole('status', { name: /Preferences saved successfully!/u });
    // The message takes the focus and offers the next steps; nothing moves on by itself (decision 020).
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('link', { name: 'See jobs that match' })).toHaveAttribute(
      'href',
      '/job-seeker/dashboard',
    );
    expect(within(notice).getByRole('link', { name: 'Go to your home page' })).toHaveAttribute(
      'href',
      '/employee-components',
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/save-preferences/', body: { tags: [2, 4, 7] } });
    expect(post?.authorization).toBe('Token seeker-token');
    expect(router.state.location.pathname).toBe('/job-seeker/preferences');
    // The choice can still be changed: the boxes stay usable, and a change clears the old message.
    await user.click(box('Translation'));
    expect(box('Translation')).not.toBeChecked();
    expect(screen.queryByRole('status', { name: /Preferences saved successfully!/u })).not.toBeInTheDocument();
  });

  it('offers Create your profile after saving when the job seeker has no profile yet, and stays', async () => {
    mockServer(false);
    const user = userEvent.setup();
    const { router } = show();
    await picker();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    const notice = await screen.findByRole('status', { name: /Preferences saved successfully!/u });
    expect(within(notice).getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/job-seeker/edit-profile',
    );
    expect(router.state.location.pathname).toBe('/job-seeker/preferences');
  });

  it("shows the server's message when saving fails, and stays", async () => {
    mockServer(true, {
      'POST /api/save-preferences/': () =>
        jsonResponse(
          { error: 'One of the selected preferences does not exist. Please reload the page and choose again.' },
          400,
        ),
    });
    const user = userEvent.setup();
    const { router } = show();
    await picker();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(/One of the selected preferences does not exist/u)).toBeInTheDocument();
    expect(screen.queryByText('Preferences saved successfully!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job-seeker/preferences');
  });

  it('says the user is not logged in when nobody is signed in', async () => {
    clearSession();
    const { calls } = mockServer();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not logged in');
    expect(calls).toHaveLength(0);
  });

  describe('What you need at work (issue 16)', () => {
    async function needs() {
      return screen.findByRole('group', { name: 'Tick what you need' }, LOADED);
    }

    it('says it is private, and starts with the saved needs ticked', async () => {
      mockServer();
      show();
      const group = await needs();
      const section = screen.getByRole('region', { name: 'What you need at work' });
      expect(section).toHaveTextContent('Private: only you can see this.');
      expect(within(group).getAllByRole('checkbox')).toHaveLength(11);
      expect(within(group).getByRole('checkbox', { name: 'Screen reader provided' })).toBeChecked();
      expect(within(group).getByRole('checkbox', { name: 'Elevator' })).not.toBeChecked();
    });

    it('saves the ticked needs in the list order and announces the result, taking the focus', async () => {
      const { calls } = mockServer();
      const user = userEvent.setup();
      show();
      const group = await needs();
      await user.click(within(group).getByRole('checkbox', { name: 'Remote or hybrid work possible' }));
      await user.click(within(group).getByRole('checkbox', { name: 'Step-free entrance' }));
      await user.click(screen.getByRole('button', { name: 'Save what I need' }));

      const saved = await screen.findByText(WORK_NEEDS_MESSAGES.saved);
      expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/work-needs/',
        body: { work_needs: ['step_free_entrance', 'screen_reader', 'remote_or_hybrid'] },
      });
      // The specialty preferences were not sent along.
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it("shows the server's refusal in words", async () => {
      mockServer(true, {
        'PUT /api/work-needs/': () => jsonResponse({ error: WORK_NEEDS_MESSAGES.unknown }, 400),
      });
      const user = userEvent.setup();
      show();
      await needs();
      await user.click(screen.getByRole('button', { name: 'Save what I need' }));
      expect(await screen.findByText(WORK_NEEDS_MESSAGES.unknown)).toBeInTheDocument();
      expect(screen.queryByText(WORK_NEEDS_MESSAGES.saved)).not.toBeInTheDocument();
    });
  });
});
