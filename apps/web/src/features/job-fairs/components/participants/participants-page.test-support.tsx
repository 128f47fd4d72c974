import { JOB_FAIR_MESSAGES, type JobFairParticipant, type JobFairParticipants } from '@kakayahan/contracts';
import { screen } from '@testing-library/react';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../../auth/components/test-harness';
import JobFairParticipantsPage from '../../routes/job-fair-participants-page';
import { FAIR_ID, participantsAnswer, report } from './participants-test-data';

// The participants screen's tests share this: a fake server that follows the actions, and the page.

type Handlers = Parameters<typeof mockApi>[0];

export const PARTICIPANTS = `GET /api/jobfairs/${FAIR_ID}/participants/`;
export const REPORT = `GET /api/jobfairs/${FAIR_ID}/report/`;

/**
 * A fake server whose participants follow the actions taken on them: invite, decline, outcome and
 * check-in change the stored participant and answer it, as the real server does.
 */
export function mockServer(initial: JobFairParticipants = participantsAnswer(), overrides: Handlers = {}) {
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

export function noteOf(call: ApiCall): string {
  return (call.body as { note: string }).note;
}

export function show(id: number | string = FAIR_ID) {
  return renderPage(<JobFairParticipantsPage />, {
    path: '/job-fairs/:jobFairId/applications',
    url: `/job-fairs/${id}/applications`,
  });
}

/** The card (article) of one participant, found by their name. */
export async function card(name: string) {
  return screen.findByRole('article', { name });
}

/** Whether the participants were fetched again after the action sent to `path` (not just once at the start). */
export function reloadedAfter(calls: ApiCall[], path: string): boolean {
  const action = calls.findIndex((c) => c.method !== 'GET' && c.path === path);
  return (
    action >= 0 &&
    calls.slice(action + 1).some((c) => c.method === 'GET' && c.path === `/api/jobfairs/${FAIR_ID}/participants/`)
  );
}
