import { JOB_FAIR_MESSAGES, type JobFairParticipant, type JobFairParticipants } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { signInAsEmployerForEachTest } from '../../employer-jobs/components/employer-jobs-test-data';
import {
  ben,
  FAIR_ID,
  manilaDateFromToday,
  participant,
  participantsAnswer,
  report,
} from '../components/participants/participants-test-data';
import JobFairParticipantsPage from './job-fair-participants-page';

type Handlers = Parameters<typeof mockApi>[0];

const PARTICIPANTS = `GET /api/jobfairs/${FAIR_ID}/participants/`;
const REPORT = `GET /api/jobfairs/${FAIR_ID}/report/`;

/**
 * A fake server whose participants follow the actions taken on them: invite, decline, outcome and
 * check-in change the stored participant and answer it, as the real server does.
 */
function mockServer(initial: JobFairParticipants = participantsAnswer(), overrides: Handlers = {}) {
  let current = initial;
  const change = (id: number, update: Partial<JobFairParticipant>, message: string) => {
    current = {
      ...current,
      participants: current.participants.map((p) => (p.id === id ? { ...p, ...update } : p)),
    };
    return jsonResponse({ message, participant: current.participants.find((p) => p.id === id) });
  };
  return mockApi({
    [PARTICIPANTS]: () => jsonResponse(current),
    [REPORT]: () => jsonResponse(report()),
    'POST /api/jobfair-registrations/41/invite/': (call) =>
      change(41, { application_status: 'Invited', decision_note: noteOf(call) }, JOB_FAIR_MESSAGES.invited),
    'POST /api/jobfair-registrations/41/decline/': (call) =>
      change(
        41,
        { application_status: 'Declined', decision_note: noteOf(call) },
        JOB_FAIR_MESSAGES.declinedParticipant,
      ),
    'PATCH /api/jobfair-registrations/41/outcome/': (call) => {
      const body = call.body as { outcome: JobFairParticipant['outcome']; accommodation_provided: boolean | null };
      return change(
        41,
        { outcome: body.outcome, accommodation_provided: body.accommodation_provided },
        JOB_FAIR_MESSAGES.outcomeSaved,
      );
    },
    [`POST /api/jobfairs/${FAIR_ID}/check-in/`]: (call) => {
      const { code } = call.body as { code: string };
      if (code !== 'K7Q2M9') return jsonResponse({ error: JOB_FAIR_MESSAGES.checkInCodeUnknown }, 404);
      return change(41, { checked_in_at: '2026-03-05T01:05:00.000Z' }, JOB_FAIR_MESSAGES.checkedIn('Ana Reyes'));
    },
    [`GET /api/jobfairs/${FAIR_ID}/participants-export/`]: () =>
      jsonResponse({ url: `/api/jobfairs/${FAIR_ID}/participants.csv?expires=99&signature=abc` }),
    'POST /api/create_chat/': () => jsonResponse({ room_id: 31, created: true }, 201),
    ...overrides,
  });
}

function noteOf(call: ApiCall): string {
  return (call.body as { note: string }).note;
}

function show(id: number | string = FAIR_ID) {
  return renderPage(<JobFairParticipantsPage />, {
    path: '/job-fairs/:jobFairId/applications',
    url: `/job-fairs/${id}/applications`,
  });
}

/** The card (article) of one participant, found by their name. */
async function card(name: string) {
  return screen.findByRole('article', { name });
}

/** Whether the participants were fetched again after the action sent to `path` (not just once at the start). */
function reloadedAfter(calls: ApiCall[], path: string): boolean {
  const action = calls.findIndex((c) => c.method !== 'GET' && c.path === path);
  return (
    action >= 0 &&
    calls.slice(action + 1).some((c) => c.method === 'GET' && c.path === `/api/jobfairs/${FAIR_ID}/participants/`)
  );
}

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

  it('invites a participant with a note, says they will be notified, and shows the invitation at once', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Invite to interview: Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to interview' });
    expect(dialog).toHaveTextContent(
      'Invite Ana Reyes to an interview at Inclusive Hiring Day? They will be notified.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the participant (optional)' }),
      'Table 4 at 10:30 AM.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const message = await screen.findByText(JOB_FAIR_MESSAGES.invited);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/jobfair-registrations/41/invite/',
        body: { note: 'Table 4 at 10:30 AM.' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const ana = await card('Ana Reyes');
    expect(within(ana).getByText('Invited to an interview')).toBeInTheDocument();
    expect(within(ana).queryByRole('button', { name: /^Invite to interview/u })).not.toBeInTheDocument();
    // No two-second wait: the fair is fetched again right after the answer.
    await waitFor(() => expect(reloadedAfter(calls, '/api/jobfair-registrations/41/invite/')).toBe(true));
  });

  it('refuses a note that is too long before sending anything', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Invite to interview: Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to interview' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to the participant (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/Note must be at most 500 characters\./u)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('declines a participant (no note needed) in an alert dialog', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Decline: Ana Reyes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline participant' });
    expect(dialog).toHaveTextContent('They will be notified.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline participant' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.declinedParticipant)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/jobfair-registrations/41/decline/', body: { note: '' } }),
    );
    expect(within(await card('Ana Reyes')).getByText('Declined')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when an invitation fails', async () => {
    mockServer(participantsAnswer(), {
      'POST /api/jobfair-registrations/41/invite/': () => jsonResponse({ error: JOB_FAIR_MESSAGES.notRegistered }, 409),
    });
    const user = userEvent.setup();
    show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Invite to interview: Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to interview' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to invite the participant. Please try again.');
    expect(alert).toHaveTextContent(JOB_FAIR_MESSAGES.notRegistered);
  });

  it('offers no invitation or decline for a cancelled registration', async () => {
    mockServer(participantsAnswer({}, [participant({ status: 'cancelled' })]));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Cancelled (1)' }));
    const ana = await card('Ana Reyes');
    expect(within(ana).getByText('Cancelled')).toBeInTheDocument();
    expect(within(ana).queryByRole('button', { name: /^(Invite to interview|Decline)/u })).not.toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Contact Participant: Ana Reyes' })).toBeInTheDocument();
  });

  it('checks a participant in by a typed code on the day, announces it and updates the list', async () => {
    const { calls } = mockServer(participantsAnswer({ date: manilaDateFromToday(0) }));
    const user = userEvent.setup();
    show();
    const code = await screen.findByRole('textbox', { name: /^Check-in code/u });
    // Typing works everywhere; the camera is only offered where the browser can read QR codes.
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.checkInCodeRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(code, 'NOPE12{Enter}');
    const unknown = await screen.findByText(JOB_FAIR_MESSAGES.checkInCodeUnknown);
    expect(unknown.closest('[aria-live="polite"]')).not.toBeNull();
    expect(unknown).toHaveTextContent('Error:');

    await user.clear(code);
    await user.type(code, ' K7Q2M9 ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const done = await screen.findByText('Ana Reyes is checked in.');
    expect(done.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText(JOB_FAIR_MESSAGES.checkInCodeUnknown)).not.toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/api/jobfairs/${FAIR_ID}/check-in/`, body: { code: 'K7Q2M9' } }),
    );
    expect(code).toHaveValue('');
    expect(within(await card('Ana Reyes')).getByText(/^Checked in at/u)).toHaveTextContent('Checked in at 9:05 AM');
    await waitFor(() => expect(reloadedAfter(calls, `/api/jobfairs/${FAIR_ID}/check-in/`)).toBe(true));
  });

  it('offers Scan QR code only where the browser can read QR codes', async () => {
    vi.stubGlobal('BarcodeDetector', vi.fn());
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    try {
      mockServer(participantsAnswer({ date: manilaDateFromToday(0) }));
      show();
      expect(await screen.findByRole('button', { name: 'Scan QR code' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('says check-in opens on the day before the fair', async () => {
    mockServer();
    show();
    expect(await screen.findByText(JOB_FAIR_MESSAGES.checkInNotOpen)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Check-in code/u })).not.toBeInTheDocument();
  });

  it('Contact Participant opens the chat with that person', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await user.click(within(await card('Ana Reyes')).getByRole('button', { name: 'Contact Participant: Ana Reyes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/31'));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/create_chat/', body: { other_user_id: 46 } }),
    );
  });

  it('shows everything about a participant in the details dialog and in the expandable details', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    const ana = await card('Ana Reyes');
    const more = within(ana).getByRole('button', { name: 'More about Ana Reyes' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(ana).getByRole('link', { name: 'ana@example.ph' })).toHaveAttribute('href', 'mailto:ana@example.ph');

    await user.click(within(ana).getByRole('button', { name: 'View details: Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participant: Ana Reyes' });
    expect(within(dialog).getByRole('link', { name: '0917 123 4567' })).toHaveAttribute('href', 'tel:09171234567');
    expect(within(dialog).getByRole('link', { name: 'ana@example.ph' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Filipino Sign Language (FSL) interpreter');
    expect(dialog).toHaveTextContent('Accommodations providedNot recorded yet');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
