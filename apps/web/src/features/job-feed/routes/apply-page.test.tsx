import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { jobQueryKey } from '../../employer-jobs/api/get-job';
import { USER_DETAILS_QUERY_KEY } from '../../job-seeker-profile/api/get-user-details';
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

function show(url = '/job-seeker/apply?post_id=1') {
  return renderPage(<ApplyPage />, { path: '/job-seeker/apply', url });
}

signInAsJobSeekerForEachTest();
afterEach(() => {
  vi.useRealTimers();
});

describe('Application form', { timeout: 15_000 }, () => {
  it('says "Job not found." for a missing or invalid post_id, and for a job that is gone', async () => {
    const { calls } = mockServer({ 'GET /api/job/9': () => json({ error: 'Job not found.' }, 404) });
    const first = show('/job-seeker/apply?post_id=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Job not found.');
    expect(calls).toHaveLength(0);
    first.unmount();

    show('/job-seeker/apply?post_id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found.');
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/job-seeker/dashboard');
  });

  it('shows the job and the read-only applicant details from the profile', async () => {
    const { calls } = mockServer();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Data Encoder' })).toBeInTheDocument();
    expect(screen.getByText('Acme Philippines')).toBeInTheDocument();
    expect(screen.queryByText('Verified employer')).not.toBeInTheDocument();
    expect(screen.getByText('₱18,000 - 22,000')).toBeInTheDocument();
    expect(screen.getByText('Data Entry, Office Administration')).toBeInTheDocument();
    expect(screen.getByText('Deaf or Hard of Hearing')).toBeInTheDocument();
    // The job detail is read without the token (document 2 §6).
    expect(calls.find((c) => c.path === '/api/job/1')?.authorization).toBeNull();

    const applicant = await screen.findByRole('region', { name: 'Your details' });
    expect(within(applicant).getByText('Maria dela Cruz')).toBeInTheDocument();
    expect(within(applicant).getByText('Two years of encoding.')).toBeInTheDocument();
    expect(within(applicant).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/job-seeker/edit-profile',
    );
    expect(within(applicant).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/the resume on your profile \(maria-resume\.pdf\) is sent/iu)).toBeInTheDocument();
  });

  it('shows the Verified employer badge beside the company of a verified employer', async () => {
    mockServer({ 'GET /api/job/1': () => json(jobDetail({ employer_verified: true })) });
    show();
    const company = (await screen.findByText('Company', { selector: 'dt' })).nextElementSibling;
    expect(company).toHaveTextContent('Acme Philippines Verified employer');
    expect(screen.getAllByText('Verified employer')).toHaveLength(1);
  });

  it('shows the profile and the job of the queries that Edit Profile and Edit Job refresh', async () => {
    let name = 'Maria dela Cruz';
    let title = 'Data Encoder';
    mockServer({
      'GET /api/job/1': () => json(jobDetail({ job_title: title })),
      [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json(profile({ full_name: name })),
    });
    const { queryClient } = show();
    const applicant = await screen.findByRole('region', { name: 'Your details' });
    expect(within(applicant).getByText('Maria dela Cruz')).toBeInTheDocument();

    name = 'Maria C. dela Cruz';
    title = 'Senior Data Encoder';
    // What useEditProfile and useEditJob invalidate once a save succeeds.
    await act(() => queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }));
    await act(() => queryClient.invalidateQueries({ queryKey: jobQueryKey(1) }));
    expect(await within(applicant).findByText('Maria C. dela Cruz')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Senior Data Encoder' })).toBeInTheDocument();
  });

  it('blocks Submit while the profile is incomplete', async () => {
    const { calls } = mockServer({
      [`GET /api/get-user-details/${SEEKER.userId}/`]: () => json(profile({ role: '', skills: ' , ' })),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Your profile is missing: Role, Skills.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete your profile before submitting an application.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a resume that is not PDF or Word', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup({ applyAccept: false });
    show();
    const input = await screen.findByLabelText(/^resume/iu);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please upload a PDF or Word document.')).toBeInTheDocument();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/please upload a pdf or word document/iu);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(input).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('submits with the chosen resume, shows the success screen, then goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = show();
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText(/^resume/iu), resume);
    const readsBefore = calls.filter((c) => c.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const heading = await screen.findByRole('heading', { name: 'Application Submitted!' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Applying changed neither the job nor the profile: neither was fetched again.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(readsBefore);
    const form = calls.find((c) => c.method === 'POST')?.form;
    expect(form?.get('job_post')).toBe('1');
    expect(form?.get('application_action')).toBe('For Approval');
    expect(form?.get('applicant_name')).toBe('Maria dela Cruz');
    expect((form?.get('resume') as File).name).toBe('cv.pdf');
    expect(screen.getByRole('link', { name: 'Go to your home page now' })).toHaveAttribute(
      'href',
      '/employee-components',
    );

    expect(router.state.location.pathname).toBe('/job-seeker/apply');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee-components'));
  });

  it("shows the server's refusal, e.g. a second application to the same job", async () => {
    const { calls } = mockServer({
      'POST /api/submit-application/': () => json({ error: 'You have already applied to this job.' }, 409),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error submitting application: You have already applied to this job.',
    );
    expect(calls.find((c) => c.method === 'POST')?.form?.get('resume')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Application Submitted!' })).not.toBeInTheDocument();
  });
});
