import { JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../auth/components/test-harness';
import { signInAsEmployerForEachTest } from '../../employer-jobs/components/employer-jobs-test-data';
import {
  FAIR_ID,
  manilaDateFromToday,
  participant,
  participantsAnswer,
} from '../components/participants/participants-test-data';
import { card, mockServer, reloadedAfter, show } from '../components/participants/participants-page.test-support';

signInAsEmployerForEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Job fair participants: acting on one', { timeout: 20_000 }, () => {
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
});
