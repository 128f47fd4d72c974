import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../lib/session';
import { renderPage } from '../../auth/components/test-harness';
import { jobDetail, json, mockJobApi, signInAsJobSeekerForEachTest } from '../components/job-feed-test-data';
import JobPage from './job-page';

function show(url = '/jobs/1') {
  return renderPage(<JobPage />, { path: '/jobs/:jobId', url });
}

signInAsJobSeekerForEachTest();

describe('Job page', { timeout: 15_000 }, () => {
  it('shows every fact of the job, the company link, Apply and Chat with Employer to a job seeker', async () => {
    const { calls } = mockJobApi({
      'GET /api/job/1': () => json(jobDetail({ employer_verified: true, is_remote: false, my_application: null })),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Encoder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Philippines Verified employer' })).toHaveAttribute(
      'href',
      '/companies/20',
    );
    expect(screen.getByText('Quezon City')).toBeInTheDocument();
    expect(screen.getByText('No, on site')).toBeInTheDocument();
    expect(screen.getByText('Full Time')).toBeInTheDocument();
    expect(screen.getByText('₱18,000 - 22,000')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Encode records into the system/u)).toBeInTheDocument();
    expect(screen.getByText('Excel, Typing')).toBeInTheDocument();
    expect(screen.getByText('Data Entry, Office Administration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply: Data Encoder' })).toHaveAttribute(
      'href',
      '/job-seeker/apply?post_id=1',
    );
    expect(screen.getByRole('button', { name: 'Chat with Employer: Acme Philippines' })).toBeInTheDocument();
    // Read with the token, so the person's own application comes with it.
    expect(calls[0]?.authorization).toBe('Token seeker-token');
  });

  it('offers a job seeker Save job, which saves it and then says Saved (issue 16)', async () => {
    let saved = false;
    const { calls } = mockJobApi({
      'GET /api/job/1': () => json(jobDetail({ my_application: null })),
      'GET /api/saved-jobs/': () =>
        json(
          saved
            ? [
                {
                  saved_id: 9,
                  post_id: 1,
                  job_title: 'Data Encoder',
                  comp_name: 'Acme Philippines',
                  saved_at: '2026-03-06T00:00:00.000Z',
                  job: null,
                },
              ]
            : [],
        ),
      'POST /api/saved-jobs/': () => {
        saved = true;
        return json({ message: 'Job saved. Find it under Saved Jobs.', saved_id: 9, post_id: 1 }, 201);
      },
    });
    show();
    const button = await screen.findByRole('button', { name: /^☆?\s*Save job: Data Encoder$/u });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.click();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Saved: Data Encoder$/u })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/saved-jobs/',
      body: '{"post_id":1}',
    });
  });

  it('lists the workplace accessibility the employer ticked, in order, with their note', async () => {
    mockJobApi({
      'GET /api/job/1': () =>
        json(
          jobDetail({
            workplace_facts: ['quiet_workspace', 'step_free_entrance', 'sign_language_team'],
            workplace_note: 'Ramp at the side door.\nAsk the guard for the elevator key.',
          }),
        ),
    });
    show();
    const section = await screen.findByRole('region', { name: 'Workplace accessibility' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Workplace accessibility' })).toBeInTheDocument();
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step-free entrance',
      'Filipino Sign Language–friendly team',
      'Quiet workspace',
    ]);
    const note = within(section).getByText(/^Ramp at the side door\./u);
    expect(note.textContent).toBe('Ramp at the side door.\nAsk the guard for the elevator key.');
    expect(note).toHaveClass('whitespace-pre-line');
    expect(within(section).queryByText(/has not described/u)).not.toBeInTheDocument();
  });

  it('says in plain words when the employer has not described the workplace', async () => {
    mockJobApi({ 'GET /api/job/1': () => json(jobDetail({ workplace_facts: [], workplace_note: '  ' })) });
    show();
    const section = await screen.findByRole('region', { name: 'Workplace accessibility' });
    expect(
      within(section).getByText("The employer has not described the workplace's accessibility yet."),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says "Applied on …" with the status in words instead of Apply', async () => {
    mockJobApi({
      'GET /api/job/1': () =>
        json(
          jobDetail({
            my_application: {
              id: 3,
              status: 'Pending',
              applied_at: '2026-03-06T02:00:00.000Z',
              applicant_name: 'Maria dela Cruz',
              applicant_role: '',
              applicant_experience: '',
              applicant_location: '',
              applicant_skills: '',
              resume_name: null,
            },
          }),
        ),
    });
    show();
    expect(await screen.findByText('Applied on Mar 6, 2026')).toBeInTheDocument();
    expect(screen.getByText('Pending').parentElement).toHaveTextContent('Status: Pending');
    expect(screen.queryByRole('link', { name: /^Apply/u })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/job-seeker/track-job');
  });

  it('offers a visitor "Sign in to apply", coming back to this job', async () => {
    clearSession();
    const { calls } = mockJobApi({ 'GET /api/job/1': () => json(jobDetail({ is_remote: true })) });
    show();
    const signIn = await screen.findByRole('link', { name: 'Sign in to apply' });
    expect(signIn).toHaveAttribute('href', '/job-seeker/signin?redirect=%2Fjobs%2F1');
    expect(screen.getByText('Yes, this job can be done remotely')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chat with Employer/u })).not.toBeInTheDocument();
    expect(calls[0]?.authorization).toBeNull();
  });

  it('says clearly, inside the page, when the job does not exist', async () => {
    mockJobApi({ 'GET /api/job/9': () => json({ error: 'Job not found.' }, 404) });
    show('/jobs/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByText(/The job may have been filled or removed/u)).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Find other jobs' })).toHaveAttribute(
      'href',
      '/job-seeker/dashboard',
    );
  });
});
