import { FORUM_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { ReportJobButton, type ReportableJob } from './report-job-button';

const EMPLOYER_ID = 40;
const SEEKER_ID = 7;
const JOB: ReportableJob = {
  post_id: 5,
  job_title: 'Data Encoder',
  company: 'Bayanihan Outsourcing',
  posted_by: EMPLOYER_ID,
};

function signIn(userId: number, userType: 'Employee' | 'Employer') {
  saveSession({ token: 'token', userId, user_type: userType, username: 'Someone' });
}

function show() {
  return renderPage(<ReportJobButton job={JOB} />, { path: '/' });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Report this job: Data Encoder' });
  await user.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Report this job' }) };
}

const created = () => jsonResponse({ id: 1, message: 'Report submitted successfully.' }, 201);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Report this job', { timeout: 30_000 }, () => {
  it('is not offered to visitors, nor to the employer who posted the job', () => {
    show();
    expect(screen.queryByRole('button', { name: /Report this job/u })).not.toBeInTheDocument();
    signIn(EMPLOYER_ID, 'Employer');
    show();
    expect(screen.queryByRole('button', { name: /Report this job/u })).not.toBeInTheDocument();
  });

  it('offers the job reasons with their hints and requires a reason and details', async () => {
    signIn(SEEKER_ID, 'Employee');
    const { calls } = mockApi({ 'POST /api/reports/': created });
    const user = userEvent.setup();
    show();
    const { dialog } = await openDialog(user);
    const group = within(dialog).getByRole('group', { name: /^Reason/u });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['suspected_scam', 'discriminatory', 'other']);
    expect(within(group).getByRole('radio', { name: 'Suspected scam' })).toHaveAccessibleDescription(
      'asks for money, personal documents or payment to apply',
    );
    expect(within(group).getByRole('radio', { name: 'Discriminatory' })).toHaveAccessibleDescription(
      'excludes or demeans people with disabilities or others',
    );
    expect(within(group).getByRole('radio', { name: 'Other' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Spam' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(FORUM_MESSAGES.reportReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(FORUM_MESSAGES.reportDescRequired)).toBeInTheDocument();
    // The first invalid field takes the focus, so the person hears what to fix.
    expect(radios[0]).toHaveFocus();

    // Spaces alone are no details.
    await user.click(within(group).getByRole('radio', { name: 'Discriminatory' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/u }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(FORUM_MESSAGES.reportDescRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(FORUM_MESSAGES.reportReasonRequired)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the reason, details and job, announces the thanks and returns the focus to the button', async () => {
    signIn(SEEKER_ID, 'Employee');
    const { calls } = mockApi({ 'POST /api/reports/': created });
    const user = userEvent.setup();
    show();
    const { button, dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Suspected scam' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Details/u }),
      '  Asks for a 2,000 peso training fee before the interview. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/reports/',
        body: {
          reason: 'suspected_scam',
          report_desc: 'Asks for a 2,000 peso training fee before the interview.',
          job: 5,
        },
      }),
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(FORUM_MESSAGES.jobReportSubmitted);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("shows the server's words for a duplicate report in the dialog, which stays open", async () => {
    signIn(SEEKER_ID, 'Employee');
    mockApi({ 'POST /api/reports/': () => jsonResponse({ error: FORUM_MESSAGES.reportDuplicate }, 409) });
    const user = userEvent.setup();
    show();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/u }), 'Same job posted three times.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.reportDuplicate);
    expect(screen.getByRole('dialog', { name: 'Report this job' })).toBeInTheDocument();
    expect(screen.queryByText(FORUM_MESSAGES.jobReportSubmitted)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report this job: Data Encoder' })).toHaveFocus());
  });

  it('says the report failed when the server gives no reason of its own', async () => {
    signIn(SEEKER_ID, 'Employee');
    mockApi({ 'POST /api/reports/': () => jsonResponse({ error: 'Server error.' }, 500) });
    const user = userEvent.setup();
    show();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/u }), 'Broken link.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
  });
});
