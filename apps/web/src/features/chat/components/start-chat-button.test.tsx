import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { ApplicantDetailsDialog } from '../../employer-jobs/components/applicant-details-dialog';
import { applicant } from '../../employer-jobs/components/employer-jobs-test-data';
import { ApplicationRow } from '../../job-feed/components/application-row';
import { JobCard } from '../../job-feed/components/job-card';
import { application, feedJob } from '../../job-feed/components/job-feed-test-data';
import { chatTestSetup, json, mockChatApi } from './chat-test-support';
import { START_CHAT_WITH_APPLICANT_FAILED, START_CHAT_WITH_EMPLOYER_FAILED } from './start-chat-button';

chatTestSetup();

/** The buttons that open a chat, where they live: the job feed, Track Job and the employer's applicant details. */
describe('Starting a chat', { timeout: 15_000 }, () => {
  it('Chat with Employer asks for the room with the job’s employer, about that job, and opens it', async () => {
    const { calls } = mockChatApi({ 'POST /api/create_chat/': () => json({ room_id: 31, created: true }, 201) });
    const user = userEvent.setup();
    const { router } = renderPage(<JobCard job={feedJob({ posted_by: 44, post_id: 12 })} headingLevel={2} />, {
      path: '/jobs',
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Employer: Acme Philippines' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/31'));
    // The card also reads the saved jobs for its Save job button (issue 16); the chat is one request.
    expect(calls.filter((call) => call.url.pathname !== '/api/saved-jobs/')).toEqual([
      expect.objectContaining({ method: 'POST', body: { other_user_id: 44, job_post_id: 12 } }),
    ]);
  });

  it('says when the chat could not be started, and stays', async () => {
    mockChatApi({ 'POST /api/create_chat/': () => json({ error: 'That person was not found.' }, 404) });
    const user = userEvent.setup();
    const { router } = renderPage(<JobCard job={feedJob()} headingLevel={2} />, { path: '/jobs' });
    const card = await screen.findByRole('article', { name: 'Data Encoder' });
    await user.click(within(card).getByRole('button', { name: /^Chat with Employer/u }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(START_CHAT_WITH_EMPLOYER_FAILED);
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('Contact Employer on an application chats with the employer who posted the job, about it', async () => {
    const { calls } = mockChatApi({ 'POST /api/create_chat/': () => json({ room_id: 32, created: false }) });
    const user = userEvent.setup();
    const { router } = renderPage(
      <ApplicationRow application={application({ posted_by_id: 45, job_id: 13 })} onCancel={() => {}} />,
      {
        path: '/track',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Contact Employer: Acme Philippines' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/32'));
    expect(calls[0]?.body).toEqual({ other_user_id: 45, job_post_id: 13 });
  });

  it('Contact Applicant in the applicant details chats with the applicant about the job, or says it failed', async () => {
    let fail = true;
    const { calls } = mockChatApi({
      'POST /api/create_chat/': () =>
        fail ? json({ error: 'Server error.' }, 500) : json({ room_id: 33, created: true }),
    });
    const user = userEvent.setup();
    const person = applicant({ applicant__id: 46 });
    const { router } = renderPage(<ApplicantDetailsDialog applicant={person} onClose={() => {}} />, {
      path: '/dashboard',
    });
    const button = await screen.findByRole('button', { name: `Contact Applicant: ${person.applicant_name}` });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(START_CHAT_WITH_APPLICANT_FAILED);
    fail = false;
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/33'));
    // The room is about the job applied to (issue 14: the chat says which job it is about).
    const body = { other_user_id: 46, job_post_id: person.job_post__id };
    expect(calls.map((c) => c.body)).toEqual([body, body]);
  });
});
