import { APPLICATION_MESSAGES, type Applicant, type EmployerDashboard } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { applicant, bodyRows, dashboard, signInAsEmployerForEachTest } from '../components/employer-jobs-test-data';
import EmployerDashboardPage from './employer-dashboard-page';

// Issue 16: what the employer sees of an applicant's disability, and their answers to the requests.

/** Ana asked for three things and wrote a note over two lines; Ben showed his disability type and asked nothing. */
function requestsDashboard(): EmployerDashboard {
  return dashboard({
    applicants: [
      applicant({
        accommodations: [
          { kind: 'sign_language_interpreter', answer: null },
          { kind: 'written_questions', answer: null },
          { kind: 'remote_interview', answer: null },
        ],
        accommodation_note: 'Mornings suit me best.\nI use Filipino Sign Language.',
      }),
      applicant({
        application_id: 12,
        applicant__id: 6,
        applicant_name: 'Ben Cruz',
        application_status: 'Approved',
        applicant_disability: 'Deaf or Hard of Hearing',
        disability_disclosed: true,
      }),
    ],
  });
}

/** A fake server that stores the answers it is sent, as the real one does. */
function mockServer(onAnswer?: (call: ApiCall) => Response) {
  let current = requestsDashboard();
  return mockApi({
    'GET /api/employer-dashboard': () => jsonResponse(current),
    'PUT /api/applications/11/accommodations/': (call) => {
      if (onAnswer) return onAnswer(call);
      const { answers } = call.body as { answers: { kind: string; answer: string }[] };
      const answerOf = (kind: string) => answers.find((a) => a.kind === kind)?.answer;
      const ana = current.applicants[0]!;
      const accommodations = ana.accommodations.map((r) => ({ ...r, answer: answerOf(r.kind) ?? r.answer }));
      current = { ...current, applicants: [{ ...ana, accommodations } as Applicant, ...current.applicants.slice(1)] };
      return jsonResponse({ message: APPLICATION_MESSAGES.accommodationsAnswered, application_id: 11, accommodations });
    },
  });
}

async function openDetails(name: string) {
  const user = userEvent.setup();
  renderPage(<EmployerDashboardPage />, { path: '/employer/dashboard' });
  await user.click(await screen.findByRole('button', { name: `View details of ${name} for Web Developer` }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Applicant: ${name}` }) };
}

/** The text of the definition that follows the term `term` in the dialog's list of details. */
function detail(dialog: HTMLElement, term: string): string | null | undefined {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

signInAsEmployerForEachTest();

describe('Employer dashboard: disability and requests for the hiring process', { timeout: 20_000 }, () => {
  it('shows the disability type only when the applicant chose to show it', async () => {
    mockServer();
    const user = userEvent.setup();
    renderPage(<EmployerDashboardPage />, { path: '/employer/dashboard' });
    const [ana, ben] = await bodyRows('Applicants to your jobs');
    expect(within(ana!).getByText('Not disclosed')).toBeInTheDocument();
    expect(within(ben!).getByText('Deaf or Hard of Hearing')).toBeInTheDocument();

    await user.click(within(ana!).getByRole('button', { name: 'View details of Ana Reyes for Web Developer' }));
    const anaDialog = await screen.findByRole('dialog', { name: 'Applicant: Ana Reyes' });
    expect(detail(anaDialog, 'Disability')).toBe('Not disclosed');
    await user.click(within(anaDialog).getByRole('button', { name: 'Close' }));

    await user.click(within(ben!).getByRole('button', { name: 'View details of Ben Cruz for Web Developer' }));
    const benDialog = await screen.findByRole('dialog', { name: 'Applicant: Ben Cruz' });
    expect(detail(benDialog, 'Disability')).toBe('Deaf or Hard of Hearing');
  });

  it('lists the requests and the note, and saves the chosen answers in the order of the requests', async () => {
    const { calls } = mockServer();
    const { user, dialog } = await openDetails('Ana Reyes');
    const section = within(dialog).getByRole('region', { name: 'Requests for the hiring process' });
    const interpreter = within(section).getByRole('radiogroup', { name: 'Sign language interpreter' });
    const written = within(section).getByRole('radiogroup', { name: 'Written instead of spoken questions' });
    const remote = within(section).getByRole('radiogroup', { name: 'Remote interview' });
    expect(within(section).getAllByRole('radiogroup')).toEqual([interpreter, written, remote]);
    for (const group of [interpreter, written, remote]) {
      expect(group).toHaveAccessibleDescription('Current answer: Waiting for the employer');
      expect(within(group).getByRole('radio', { name: 'Arranged' })).not.toBeChecked();
    }
    const note = within(section).getByText(/^Mornings suit me best\./u);
    expect(note).toHaveTextContent('Mornings suit me best. I use Filipino Sign Language.');
    expect(note).toHaveClass('whitespace-pre-line');

    // Chosen out of order, and one left unanswered: only the answered are sent, in the requests' order.
    await user.click(within(remote).getByRole('radio', { name: "Let's discuss" }));
    await user.click(within(interpreter).getByRole('radio', { name: 'Arranged' }));
    const loadsBefore = calls.filter((c) => c.path === '/api/employer-dashboard').length;
    await user.click(within(section).getByRole('button', { name: 'Save answers' }));

    const message = await within(dialog).findByText(APPLICATION_MESSAGES.accommodationsAnswered);
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toEqual([
      expect.objectContaining({
        path: '/api/applications/11/accommodations/',
        authorization: 'Token employer-token',
        body: {
          answers: [
            { kind: 'sign_language_interpreter', answer: 'arranged' },
            { kind: 'remote_interview', answer: 'discuss' },
          ],
        },
      }),
    ]);
    // The saved answers are shown in words, and the dashboard is read again.
    expect(interpreter).toHaveAccessibleDescription('Current answer: Arranged');
    expect(remote).toHaveAccessibleDescription("Current answer: Let's discuss");
    expect(written).toHaveAccessibleDescription('Current answer: Waiting for the employer');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/employer-dashboard').length).toBeGreaterThan(loadsBefore),
    );
    expect(screen.getByRole('dialog', { name: 'Applicant: Ana Reyes' })).toBeInTheDocument();
  });

  it('answers by keyboard, the arrow keys moving between the answers', async () => {
    const { calls } = mockServer();
    const { user, dialog } = await openDetails('Ana Reyes');
    const written = within(dialog).getByRole('radiogroup', { name: 'Written instead of spoken questions' });
    within(written).getByRole('radio', { name: 'Arranged' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(written).getByRole('radio', { name: "Let's discuss" })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save answers' }));
    await within(dialog).findByText(APPLICATION_MESSAGES.accommodationsAnswered);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      answers: [{ kind: 'written_questions', answer: 'discuss' }],
    });
  });

  it('asks for an answer before sending, and says when saving failed with the reason', async () => {
    const { calls } = mockServer(() => jsonResponse({ error: APPLICATION_MESSAGES.notRequested }, 400));
    const { user, dialog } = await openDetails('Ana Reyes');
    const save = within(dialog).getByRole('button', { name: 'Save answers' });
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Choose Arranged or Let's discuss for at least one request.",
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const remote = within(dialog).getByRole('radiogroup', { name: 'Remote interview' });
    await user.click(within(remote).getByRole('radio', { name: 'Arranged' }));
    await user.click(save);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save your answers. Please try again.');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.notRequested);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    expect(remote).toHaveAccessibleDescription('Current answer: Waiting for the employer');
  });

  it('says "No requests." when the applicant asked for nothing', async () => {
    mockServer();
    const { dialog } = await openDetails('Ben Cruz');
    const section = within(dialog).getByRole('region', { name: 'Requests for the hiring process' });
    expect(section).toHaveTextContent('No requests.');
    expect(within(section).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });
});
