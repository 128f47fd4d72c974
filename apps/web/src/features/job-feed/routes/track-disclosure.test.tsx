import { APPLICATION_MESSAGES, type MyApplication } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { application, json, mockJobApi, signInAsJobSeekerForEachTest } from '../components/job-feed-test-data';
import TrackJobPage from './track-job-page';

function show() {
  return renderPage(<TrackJobPage />, { path: '/job-seeker/track-job' });
}

async function rowOf(title: string) {
  const list = await screen.findByRole('list', { name: 'Your applications' });
  return within(list).getByRole('article', { name: title });
}

function disabilityTypeIn(row: HTMLElement) {
  return within(row).getByText('Disability type').nextElementSibling?.textContent;
}

signInAsJobSeekerForEachTest();

describe('Track job: disclosure and requests (issue 16)', { timeout: 15_000 }, () => {
  it('shows the choice in words and toggles it while pending, announcing the message and reloading', async () => {
    let current: MyApplication = application({ application_id: 5, job_title: 'Data Encoder' });
    const { calls } = mockJobApi({
      'GET /api/my-applications/': () => json([current]),
      'PUT /api/applications/5/disclosure/': (call) => {
        const body = JSON.parse(call.body ?? '{}') as { disclose_disability: boolean };
        current = { ...current, disability_disclosed: body.disclose_disability };
        return json({
          message: body.disclose_disability
            ? APPLICATION_MESSAGES.disclosureShown
            : APPLICATION_MESSAGES.disclosureHidden,
          application_id: 5,
          disability_disclosed: body.disclose_disability,
        });
      },
    });
    const user = userEvent.setup();
    show();
    const row = await rowOf('Data Encoder');
    expect(disabilityTypeIn(row)).toBe('Not disclosed');

    const showButton = within(row).getByRole('button', { name: 'Show it to the employer: Data Encoder' });
    await user.click(showButton);
    expect(await within(row).findByText(APPLICATION_MESSAGES.disclosureShown)).toBeInTheDocument();
    expect(within(row).getByText(APPLICATION_MESSAGES.disclosureShown).closest('[role="status"]')).not.toBeNull();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/applications/5/disclosure/');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ disclose_disability: true });
    // The list was read again, and now says what the server holds.
    expect(calls.filter((c) => c.path === '/api/my-applications/').length).toBeGreaterThan(1);
    expect(disabilityTypeIn(row)).toBe('Shown to the employer');
    const hideButton = within(row).getByRole('button', { name: 'Hide it from the employer: Data Encoder' });
    // The same button, with new words: the focus stays where the person is.
    expect(hideButton).toBe(showButton);

    await user.click(hideButton);
    expect(await within(row).findByText(APPLICATION_MESSAGES.disclosureHidden)).toBeInTheDocument();
    expect(JSON.parse(calls.filter((c) => c.method === 'PUT')[1]?.body ?? '{}')).toEqual({
      disclose_disability: false,
    });
    await waitFor(() => expect(disabilityTypeIn(row)).toBe('Not disclosed'));
    expect(within(row).getByRole('button', { name: 'Show it to the employer: Data Encoder' })).toBeInTheDocument();
  });

  it('offers no button once the employer acted, and says why', async () => {
    mockJobApi({
      'GET /api/my-applications/': () =>
        json([
          application({
            application_id: 6,
            job_title: 'Call Center Agent',
            application_status: 'Approved',
            decided_at: '2026-03-04T12:00:00.000Z',
            disability_disclosed: true,
          }),
        ]),
    });
    show();
    const row = await rowOf('Call Center Agent');
    expect(disabilityTypeIn(row)).toBe('Shown to the employer');
    expect(
      within(row).queryByRole('button', { name: /show it to the employer|hide it from the employer/iu }),
    ).toBeNull();
    expect(within(row).getByText(/can no longer be changed: the employer has already acted/iu)).toBeInTheDocument();
  });

  it("shows the server's refusal when the employer acted meanwhile, and the reloaded status", async () => {
    let current: MyApplication = application({ application_id: 7, job_title: 'Tutor' });
    mockJobApi({
      'GET /api/my-applications/': () => json([current]),
      'PUT /api/applications/7/disclosure/': () => {
        current = { ...current, application_status: 'Declined', decided_at: '2026-03-06T12:00:00.000Z' };
        return json({ error: APPLICATION_MESSAGES.disclosureLocked }, 409);
      },
    });
    const user = userEvent.setup();
    show();
    const row = await rowOf('Tutor');
    await user.click(within(row).getByRole('button', { name: 'Show it to the employer: Tutor' }));
    const refusal = await within(row).findByRole('alert');
    expect(refusal).toHaveTextContent(APPLICATION_MESSAGES.disclosureLocked);
    // The button goes with the reloaded list: the focus waits at the reason, inside the row.
    expect(refusal.parentElement).toHaveFocus();
    await waitFor(() => expect(within(row).queryByRole('button', { name: /show it to the employer/iu })).toBeNull());
    expect(disabilityTypeIn(row)).toBe('Not disclosed');
  });

  it('lists the requests with the answers in words, and the note', async () => {
    mockJobApi({
      'GET /api/my-applications/': () =>
        json([
          application({
            application_id: 8,
            job_title: 'Bookkeeper',
            accommodations: [
              { kind: 'sign_language_interpreter', answer: 'arranged' },
              { kind: 'extra_time', answer: 'discuss' },
              { kind: 'other', answer: null },
            ],
            accommodation_note: 'A desk near the window.',
          }),
          application({ application_id: 9, job_title: 'Tutor' }),
        ]),
    });
    show();
    const row = await rowOf('Bookkeeper');
    const requests = within(row).getByRole('list', { name: 'Your requests: Bookkeeper' });
    expect(
      within(requests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sign language interpreter — Arranged',
      "Extra time — Let's discuss",
      'Other (see note) — Waiting for the employer',
    ]);
    expect(within(row).getByText('A desk near the window.')).toBeInTheDocument();
    // Nothing asked: no empty list.
    const other = await rowOf('Tutor');
    expect(within(other).queryByRole('list', { name: /your requests/iu })).toBeNull();
  });
});
