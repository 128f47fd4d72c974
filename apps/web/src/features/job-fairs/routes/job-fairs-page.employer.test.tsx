import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { employerJob, jobFair, signInForEachTest } from '../components/job-fairs-test-data';
import JobFairsPage from './job-fairs-page';

type Handlers = Parameters<typeof mockApi>[0];

const LIST = 'GET /api/jobfairs/';

/** A fake server with the employer's fairs and posts; a created fair joins the list. */
function mockServer(fairs: JobFair[] = [jobFair()], overrides: Handlers = {}) {
  let current = fairs;
  return mockApi({
    [LIST]: () => jsonResponse(current),
    'GET /api/employer-jobs/': () =>
      jsonResponse([employerJob(), employerJob({ post_id: 8, job_title: 'Bookkeeper', location: 'Cebu City' })]),
    'POST /api/jobfairs/': (call: ApiCall) => {
      const created = jobFair({ id: 9, title: (call.body as { title: string }).title, registrations_count: 0 });
      current = [...current, created];
      return jsonResponse({ message: JOB_FAIR_MESSAGES.created, job_fair: created }, 201);
    },
    ...overrides,
  });
}

function show() {
  return renderPage(<JobFairsPage />, { path: '/job-fairs' });
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create Job Fair' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Job Fair' });
  await within(dialog).findByRole('group', { name: /Jobs at this fair/u });
  return dialog;
}

signInForEachTest('Employer');

describe('Job fairs page, employer', { timeout: 20_000 }, () => {
  it('shows Manage Job Fairs with a card per fair, past fairs in their own section', async () => {
    mockServer([
      jobFair(),
      jobFair({ id: 2, title: 'Summer Fair', has_ended: true, has_started: true, capacity: null, seats_left: null }),
    ]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Job Fairs' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming job fairs' });
    const card = within(upcoming).getByRole('article', { name: 'Inclusive Careers Fair' });
    expect(card).toHaveTextContent('When:Thursday, December 3, 2099, 9:00 AM to 4:00 PM (Philippine time)');
    expect(card).toHaveTextContent('Accessibility:Step-free entrance, Filipino Sign Language (FSL) interpreter');
    expect(card).toHaveTextContent('Registrations:12');
    expect(card).toHaveTextContent('Capacity:50');
    expect(card).toHaveTextContent('Jobs:2');
    expect(within(card).getByRole('link', { name: 'Details of Inclusive Careers Fair' })).toHaveAttribute(
      'href',
      '/job-fairs/1/applications',
    );
    const past = screen.getByRole('list', { name: 'Past job fairs' });
    const summer = within(past).getByRole('article', { name: 'Summer Fair' });
    expect(summer).toHaveTextContent('Capacity:No limit');
    expect(within(upcoming).queryByText('Summer Fair')).not.toBeInTheDocument();
  });

  it('refuses an empty form with the spec’s words, then a fair without jobs, then creates it', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await screen.findByRole('article', { name: 'Inclusive Careers Fair' });
    const dialog = await openCreate(user);

    await user.click(within(dialog).getByRole('button', { name: 'Create Job Fair' }));
    const summary = await within(dialog).findByRole('group', { name: /Please fill in all required fields\./u });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Title: Title is required.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/u })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/u }), 'Accessible Jobs Day');
    fireEvent.change(within(dialog).getByLabelText(/^Date/u), { target: { value: '2099-12-10' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Venue address/u }), 'Quezon City Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Fair' }));
    const jobsSummary = await within(dialog).findByRole('group', {
      name: /Please select at least one job for the job fair\./u,
    });
    expect(
      within(jobsSummary).getByRole('link', { name: `Jobs at this fair: ${JOB_FAIR_MESSAGES.selectJob}` }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Hybrid (on site and online)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Online link/u }), 'https://meet.example.ph/fair');
    await user.type(within(dialog).getByRole('textbox', { name: /^Capacity/u }), '40');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Elevator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Live captions' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Bookkeeper/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Fair' }));

    const message = await screen.findByText(JOB_FAIR_MESSAGES.created);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Accessible Jobs Day',
      description: '',
      date: '2099-12-10',
      start_time: '09:00',
      end_time: '17:00',
      format: 'hybrid',
      venue: 'Quezon City Hall',
      online_url: 'https://meet.example.ph/fair',
      email: '',
      contact_number: '',
      capacity: 40,
      accessibility: ['elevator', 'live_captions'],
      jobs: [8],
    });
    // The list is read again at once (no timed reload): the new fair is on screen.
    expect(await screen.findByRole('article', { name: 'Accessible Jobs Day' })).toBeInTheDocument();
  });

  it('leaves out the venue of an online fair and shows a refusal of the server in the dialog', async () => {
    const { calls } = mockServer([jobFair()], {
      'POST /api/jobfairs/': () =>
        jsonResponse({ error: JOB_FAIR_MESSAGES.pastDate, fields: { date: JOB_FAIR_MESSAGES.pastDate } }, 400),
    });
    const user = userEvent.setup();
    show();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/u }), 'Online Day');
    fireEvent.change(within(dialog).getByLabelText(/^Date/u), { target: { value: '2099-12-10' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Venue address/u }), 'Typed before choosing Online');
    await user.click(within(dialog).getByRole('radio', { name: 'Online' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Venue address/u })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Online link/u }), 'https://meet.example.ph/x');
    await user.click(within(dialog).getByRole('checkbox', { name: /Web Developer/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Job Fair' }));

    const summary = await within(dialog).findByRole('group', { name: new RegExp(JOB_FAIR_MESSAGES.createFailed, 'u') });
    expect(within(summary).getByRole('link', { name: `Date: ${JOB_FAIR_MESSAGES.pastDate}` })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/u)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(
      expect.objectContaining({ format: 'online', venue: '', online_url: 'https://meet.example.ph/x', jobs: [7] }),
    );
  });

  it('without job posts says so, links to Post a Job and keeps the submit unavailable with the reason', async () => {
    const { calls } = mockServer([], { 'GET /api/employer-jobs/': () => jsonResponse([]) });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('No job fairs yet')).toBeInTheDocument();
    const dialog = await openCreate(user);
    const warning = within(dialog).getByText(JOB_FAIR_MESSAGES.noJobsWarning);
    expect(within(dialog).getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/employer/post-job');
    const submit = within(dialog).getByRole('button', { name: 'Create Job Fair' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(expect.stringContaining(JOB_FAIR_MESSAGES.noJobsWarning));
    expect(warning).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/u }), 'A fair');
    await user.click(submit);
    expect(within(dialog).queryByRole('group', { name: /Please/u })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a fair with its values filled in and its own jobs ticked', async () => {
    const fair = jobFair({ capacity: 50, accessibility: ['elevator'], description: 'Bring your résumé.' });
    const { calls } = mockServer([fair], {
      'GET /api/jobfairs/1/employer/jobs/': () =>
        jsonResponse([
          {
            id: 7,
            job_title: 'Web Developer',
            company_name: 'Acme',
            location: 'Makati City',
            job_type: 'Full Time',
            category: 'Technology',
            salary_range: '',
            selected: false,
          },
          {
            id: 8,
            job_title: 'Bookkeeper',
            company_name: 'Acme',
            location: 'Cebu City',
            job_type: 'Part Time',
            category: 'Finance',
            salary_range: '',
            selected: true,
          },
        ]),
      'PUT /api/jobfairs/1/': (call) =>
        jsonResponse({ message: JOB_FAIR_MESSAGES.updated, job_fair: { ...fair, ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Edit Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Fair: Inclusive Careers Fair' });
    const title = await within(dialog).findByRole('textbox', { name: /^Title/u });
    expect(title).toHaveValue('Inclusive Careers Fair');
    expect(within(dialog).getByLabelText(/^Date/u)).toHaveValue('2099-12-03');
    expect(within(dialog).getByLabelText(/^End time/u)).toHaveValue('16:00');
    expect(within(dialog).getByRole('radio', { name: 'On site' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Venue address/u })).toHaveValue(
      'SMX Convention Center, Pasay City',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Capacity/u })).toHaveValue('50');
    expect(within(dialog).getByRole('checkbox', { name: 'Elevator' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Bookkeeper/u })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Web Developer/u })).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'Inclusive Careers Fair 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(
      expect.objectContaining({
        title: 'Inclusive Careers Fair 2099',
        date: '2099-12-03',
        capacity: 50,
        accessibility: ['elevator'],
        description: 'Bring your résumé.',
        email: 'fair@acme.ph',
        jobs: [8],
      }),
    );
  });

  it('deletes a fair only after a confirmation that says its registrants will be told', async () => {
    const { calls } = mockServer([jobFair({ registrations_count: 12, waitlist_count: 3 })], {
      'DELETE /api/jobfairs/1/': () => jsonResponse({ message: JOB_FAIR_MESSAGES.deleted }),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete job fair' });
    expect(dialog).toHaveTextContent('All 15 people who registered (including the waiting list) will be told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Inclusive Careers Fair' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete job fair' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/jobfairs/1/' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/jobfairs/').length).toBeGreaterThan(1));
  });

  it('keeps a failed delete in the dialog with the spec’s message', async () => {
    mockServer([jobFair()], {
      'DELETE /api/jobfairs/1/': () => jsonResponse({ error: JOB_FAIR_MESSAGES.notOwner }, 404),
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delete Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete job fair' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(JOB_FAIR_MESSAGES.deleteFailed);
    expect(alert).toHaveTextContent(JOB_FAIR_MESSAGES.notOwner);
  });

  it('says when the fairs could not be loaded', async () => {
    mockServer([], { [LIST]: () => jsonResponse({ error: 'Down' }, 500) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_FAIR_MESSAGES.loadFairsFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
