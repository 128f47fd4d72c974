import { JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../auth/components/test-harness';
import { signInAsEmployerForEachTest } from '../../employer-jobs/components/employer-jobs-test-data';
import {
  ben,
  FAIR_ID,
  manilaDateFromToday,
  participantsAnswer,
} from '../components/participants/participants-test-data';
import { card, mockServer, PARTICIPANTS, show } from '../components/participants/participants-page.test-support';

signInAsEmployerForEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Job fair participants', { timeout: 20_000 }, () => {
  it('shows the fair, its counts and the registered participants with the accommodations they asked for', async () => {
    const { calls } = mockServer();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inclusive Hiring Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Fairs' })).toHaveAttribute('href', '/job-fairs');
    expect(screen.getByText(/, 9:00 AM to 4:00 PM \(Philippine time\)$/u)).toBeInTheDocument();
    expect(screen.getByText('2 of 10 places taken (8 left)')).toBeInTheDocument();
    expect(screen.getByText('1 person waiting')).toBeInTheDocument();
    expect(screen.getByText('Step-free entrance, Filipino Sign Language (FSL) interpreter')).toBeInTheDocument();

    const ana = await card('Ana Reyes');
    expect(within(ana).getByText('Data Encoder')).toBeInTheDocument();
    expect(within(ana).getByText('Quezon City')).toBeInTheDocument();
    expect(within(ana).getByText('Registered')).toBeInTheDocument();
    expect(within(ana).getByText('Not yet invited or declined')).toBeInTheDocument();
    expect(within(ana).getByText(/Accommodations requested — please prepare/u)).toBeInTheDocument();
    expect(within(ana).getByRole('listitem')).toHaveTextContent('Filipino Sign Language (FSL) interpreter');
    expect(ana).toHaveTextContent('I am Deaf; please have the interpreter at the interview table.');
    expect(within(ana).getByTestId('initials-avatar')).toHaveTextContent('AR');
    expect(within(ana).getByTestId('initials-avatar')).toHaveAttribute('aria-hidden', 'true');
    // Ben's picture is decorative: his name is written beside it.
    const benCard = await card('Ben Cruz');
    expect(within(benCard).getByRole('presentation')).toHaveAttribute('src', '/media/ben.webp');
    expect(within(benCard).getByText('No accommodations requested.')).toBeInTheDocument();
    // The waiting list is in its own tab, not among the registered.
    expect(screen.queryByRole('article', { name: 'Carla Santos' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registered (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0]).toEqual(
      expect.objectContaining({
        path: `/api/jobfairs/${FAIR_ID}/participants/`,
        authorization: 'Token employer-token',
      }),
    );
  });

  it('says in words, not only in red, when someone registered after the fair date', async () => {
    mockServer();
    show();
    const benCard = await card('Ben Cruz');
    expect(within(benCard).getByText('Registered after the fair date')).toBeInTheDocument();
    expect(within(await card('Ana Reyes')).queryByText('Registered after the fair date')).not.toBeInTheDocument();
  });

  it('searches by name or location in any case and announces how many match', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await card('Ana Reyes');
    expect(screen.getByText('Showing 3 of 3 participants')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: /^Search participants/u });

    await user.type(search, 'cebu');
    expect(screen.getByText('Showing 1 of 3 participants').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('article', { name: 'Ben Cruz' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ana Reyes' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Registered (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting list (0)' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'CARLA');
    expect(screen.getByText('Showing 1 of 3 participants')).toBeInTheDocument();
    expect(screen.getByText('No registered participants to show.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Waiting list (1)' }));
    const carlaCard = await card('Carla Santos');
    expect(within(carlaCard).getByText('On the waiting list (number 1 in line)')).toBeInTheDocument();
  });

  it('shows the placement report as text and a table', async () => {
    mockServer();
    show();
    const section = await screen.findByRole('region', { name: 'Placement report' });
    await within(section).findByText('Attended (checked in)');
    const figures = Object.fromEntries(
      within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({
      Registered: '2',
      'Attended (checked in)': '1',
      Interviewed: '1',
      'Hired on the spot': '1',
      'Invited to an interview': '1',
      'Accommodations requested': '2',
      'Accommodations provided': '1',
    });
    const table = within(section).getByRole('table', {
      name: 'Accommodations requested and provided, per accommodation',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Filipino Sign Language (FSL) interpreter11', 'Quiet room10']);
  });

  it('offers outcomes only once the fair has started', async () => {
    mockServer();
    show();
    const ana = await card('Ana Reyes');
    expect(within(ana).queryByRole('button', { name: /^Record outcome/u })).not.toBeInTheDocument();
    expect(within(ana).queryByText('Outcome')).not.toBeInTheDocument();
  });

  it('records an outcome and whether the accommodations were provided after the start', async () => {
    const { calls } = mockServer(participantsAnswer({ has_started: true, date: manilaDateFromToday(-1) }));
    const user = userEvent.setup();
    show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Record outcome: Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome: Ana Reyes' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'hired');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Accommodations provided/u }), 'yes');
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.outcomeSaved)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/jobfair-registrations/41/outcome/',
        body: { outcome: 'hired', accommodation_provided: true },
      }),
    );
    const ana = await card('Ana Reyes');
    expect(within(ana).getByText('Hired on the spot')).toBeInTheDocument();
  });

  it('downloads the participants CSV from a fresh signed link', async () => {
    const { calls } = mockServer();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Download participants (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/\/api\/jobfairs\/5\/participants\.csv\?expires=99&signature=abc$/u);
    expect(calls.find((c) => c.path.endsWith('/participants-export/'))?.authorization).toBe('Token employer-token');
    expect(await screen.findByRole('link', { name: /download the participants list here/u })).toHaveAttribute(
      'href',
      `/api/jobfairs/${FAIR_ID}/participants.csv?expires=99&signature=abc`,
    );
  });

  it('says the fair was not found (someone else’s fair) with a link back', async () => {
    mockServer(participantsAnswer(), {
      [PARTICIPANTS]: () => jsonResponse({ error: JOB_FAIR_MESSAGES.notFound }, 404),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_FAIR_MESSAGES.notFound);
    expect(screen.getAllByRole('link', { name: 'Back to Job Fairs' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks nothing for an address that is not a fair’s', async () => {
    const { calls } = mockServer();
    show('abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_FAIR_MESSAGES.notFound);
    expect(calls).toHaveLength(0);
  });

  it('says when the participants could not be loaded, and tries again', async () => {
    let isDown = true;
    mockServer(participantsAnswer(), {
      [PARTICIPANTS]: () =>
        isDown ? jsonResponse({ error: 'Server error.' }, 500) : jsonResponse(participantsAnswer({}, [ben()])),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_FAIR_MESSAGES.loadParticipantsFailed);
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Ben Cruz')).toBeInTheDocument();
  });

  it('says so when no one has registered yet', async () => {
    mockServer(participantsAnswer({ registrations_count: 0, waitlist_count: 0, seats_left: 10 }, []));
    show();
    expect(await screen.findByText('No one has registered for this job fair yet.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
