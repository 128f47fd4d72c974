import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  jobDetail,
  json,
  mockJobApi,
  profile,
  SEEKER,
  signInAsJobSeekerForEachTest,
} from '../components/job-feed-test-data';
import ApplyPage from './apply-page';

function mockServer(overrides: Parameters<typeof mockJobApi>[0] = {}) {
  return mockJobApi({
    'GET /api/job/1': () => json(jobDetail()),
    [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json(profile()),
    'POST /api/submit-application/': () => json({ message: 'Application Submitted!', application_id: 55 }, 201),
    ...overrides,
  });
}

function show() {
  return renderPage(<ApplyPage />, { path: '/job-seeker/apply', url: '/job-seeker/apply?post_id=1' });
}

signInAsJobSeekerForEachTest();

describe('Applying on one’s own terms (issue 16)', { timeout: 15_000 }, () => {
  it('sends disclose_disability "false" and no requests by default, and says so after submitting', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    const disclosure = await screen.findByRole('radiogroup', { name: 'Show your disability type to this employer?' });
    expect(disclosure).toHaveAccessibleDescription(/never sees your PWD ID number or card/u);
    expect(disclosure).toHaveAccessibleDescription(/until the employer acts on your application/u);
    expect(within(disclosure).getByRole('radio', { name: 'No, show “Not disclosed”' })).toBeChecked();
    expect(within(disclosure).getByRole('radio', { name: 'Yes, show my disability type' })).not.toBeChecked();
    const requests = screen.getByRole('group', { name: 'Anything you need for the hiring process?' });
    expect(within(requests).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(requests).getByRole('textbox', { name: 'Note about your requests' })).toHaveAttribute(
      'maxlength',
      '500',
    );

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    const form = calls.find((c) => c.method === 'POST')?.form;
    expect(form?.get('disclose_disability')).toBe('false');
    expect(form?.get('accommodations') ?? '').toBe('');
    expect(form?.get('accommodation_note') ?? '').toBe('');
    const success = screen.getByRole('region', { name: 'Application Submitted!' });
    expect(within(success).getByText('Disability type').nextElementSibling).toHaveTextContent('Not disclosed');
    expect(within(success).queryByRole('list', { name: 'Your requests' })).not.toBeInTheDocument();
  });

  it('sends the chosen disclosure and the requests in the canonical order with the note', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('radio', { name: 'Yes, show my disability type' }));
    // Ticked out of order on purpose: the form sends them in the contract's order.
    await user.click(screen.getByRole('checkbox', { name: 'Other (see note)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote interview' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sign language interpreter' }));
    await user.type(screen.getByRole('textbox', { name: 'Note about your requests' }), 'A quiet room, please.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByRole('heading', { name: 'Application Submitted!' });
    const form = calls.find((c) => c.method === 'POST')?.form;
    expect(form?.get('disclose_disability')).toBe('true');
    expect(form?.get('accommodations')).toBe('sign_language_interpreter,remote_interview,other');
    expect(form?.get('accommodation_note')).toBe('A quiet room, please.');
    const success = screen.getByRole('region', { name: 'Application Submitted!' });
    expect(within(success).getByText('Disability type').nextElementSibling).toHaveTextContent('Shown to the employer');
    const sent = within(success).getByRole('list', { name: 'Your requests' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sign language interpreter — Waiting for the employer',
      'Remote interview — Waiting for the employer',
      'Other (see note) — Waiting for the employer',
    ]);
    expect(within(success).getByText('A quiet room, please.')).toBeInTheDocument();
  });

  it('asks for the note when Other is ticked without one, on the note itself, before sending', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Other (see note)' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const note = screen.getByRole('textbox', { name: 'Note about your requests' });
    expect(note).toHaveFocus();
    expect(note).toBeInvalid();
    expect(note).toHaveAccessibleDescription(/please say what you need in the note when you choose other/iu);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's message about the note on the note field", async () => {
    const message = 'Note about your requests must be at most 500 characters.';
    mockServer({
      'POST /api/submit-application/': () => json({ error: message, fields: { accommodation_note: message } }, 400),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Extra time' }));
    await user.type(screen.getByRole('textbox', { name: 'Note about your requests' }), 'More time for the test.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Error submitting application: ${message}`);
    const note = screen.getByRole('textbox', { name: 'Note about your requests' });
    expect(note).toBeInvalid();
    expect(note).toHaveAccessibleDescription(new RegExp(message, 'u'));
    expect(note).toHaveFocus();
    // Typing again clears the message: it was about the note as it was.
    await user.type(note, ' Thanks.');
    expect(note).not.toBeInvalid();
  });
});
