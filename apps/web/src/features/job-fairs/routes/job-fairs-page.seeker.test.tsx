import { JOB_FAIR_MESSAGES, type JobFair, type JobFairRegistration } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage, type ApiCall } from '../../auth/components/test-harness';
import { jobFair, registration, seekerProfile, signInForEachTest, SEEKER_ID } from '../components/job-fairs-test-data';
import JobFairsPage from './job-fairs-page';

type Handlers = Parameters<typeof mockApi>[0];

const ONLINE = jobFair({
  id: 2,
  title: 'Online Tech Fair',
  format: 'online',
  venue: '',
  accessibility: ['live_captions'],
  capacity: 10,
  seats_left: 0,
  registrations_count: 10,
});

/** A fake server whose fairs and registrations follow the registrations made on it. */
function mockServer(
  { fairs = [jobFair(), ONLINE], mine = [] }: { fairs?: JobFair[]; mine?: JobFairRegistration[] } = {},
  overrides: Handlers = {},
) {
  let registrations = mine;
  const withMine = (fair: JobFair): JobFair => {
    const own = registrations.find((r) => r.job_fair === fair.id && r.status !== 'cancelled');
    return { ...fair, my_registration: own ? { id: own.id, status: own.status } : null };
  };
  return mockApi({
    'GET /api/jobfairs/': () => jsonResponse(fairs.map(withMine)),
    'GET /api/jobfair-registrations/': () => jsonResponse(registrations),
    [`GET /api/get-user-details/${SEEKER_ID}/`]: () => jsonResponse(seekerProfile()),
    'POST /api/jobfair-registrations/': (call: ApiCall) => {
      const body = call.body as { job_fair: number; accommodations: []; accommodation_note: string };
      const fair = fairs.find((f) => f.id === body.job_fair) ?? jobFair();
      const isFull = fair.seats_left === 0;
      const made = registration(fair, {
        id: 40 + fair.id,
        status: isFull ? 'waitlisted' : 'registered',
        waitlist_position: isFull ? 1 : null,
        accommodations: body.accommodations,
        accommodation_note: body.accommodation_note,
      });
      registrations = [...registrations, made];
      return jsonResponse({ message: 'ok', registration: made }, 201);
    },
    'GET /api/jobfairs/1/jobs/': () =>
      jsonResponse([
        {
          id: 7,
          job_title: 'Web Developer',
          company_name: 'Acme Hiring',
          location: 'Makati City',
          job_type: 'Full Time',
          category: 'Technology',
          salary_range: '30,000 - 40,000',
        },
      ]),
    ...overrides,
  });
}

function show(url = '/job-fairs') {
  return renderPage(<JobFairsPage />, { path: '/job-fairs', url });
}

signInForEachTest('Employee');

describe('Job fairs page, job seeker', { timeout: 20_000 }, () => {
  it('lists the available fairs with their facts in words and the places left', async () => {
    mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Available Job Fairs' })).toBeInTheDocument();
    const onsite = await screen.findByRole('article', { name: 'Inclusive Careers Fair' });
    expect(onsite).toHaveTextContent('By Acme Hiring');
    expect(onsite).toHaveTextContent('Venue:SMX Convention Center, Pasay City');
    expect(onsite).toHaveTextContent('Places:38 places left of 50');
    expect(onsite).toHaveTextContent('Jobs offered:2 jobs');
    const online = screen.getByRole('article', { name: 'Online Tech Fair' });
    expect(online).toHaveTextContent('Format:Online');
    expect(online).not.toHaveTextContent('Venue:');
    expect(online).toHaveTextContent('Places:Full — you will join the waiting list');
    expect(screen.getByText('2 job fairs').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'My registrations' })).toBeInTheDocument();
    expect(await screen.findByText('You have not registered for a job fair yet.')).toBeInTheDocument();
  });

  it('filters by accessibility facts and format through the address, and announces the count', async () => {
    const { calls } = mockServer(
      {},
      {
        'GET /api/jobfairs/?accessibility=live_captions%2Cquiet_room&format=online': () => jsonResponse([ONLINE]),
      },
    );
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByText('2 job fairs');
    // The filters wait in a closed disclosure (a native one, which works without script), so on a phone the
    // fairs come first.
    const disclosure = screen.getByText('Filter by accessibility and format').closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(screen.getByText('Filter by accessibility and format'));
    expect(disclosure).toHaveAttribute('open');
    const filters = screen.getByRole('form', { name: 'Filter job fairs' });
    // A GET form to the list itself: without the app, the browser sends it and the server answers.
    expect(filters).toHaveAttribute('method', 'get');
    expect(filters).toHaveAttribute('action', '/job-fairs');
    await user.click(within(filters).getByRole('checkbox', { name: 'Quiet room' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Live captions' }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Format' }), 'online');
    // Nothing is asked until Apply: one announcement of the result, not one per tick.
    expect(calls.some((call) => call.path.startsWith('/api/jobfairs/?'))).toBe(false);
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    const count = await screen.findByText('1 job fair');
    expect(count.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('article', { name: 'Inclusive Careers Fair' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?accessibility=live_captions&accessibility=quiet_room&format=online');
    expect(screen.getByText('Filter by accessibility and format (3 on)').closest('details')).toHaveAttribute('open');
    expect(within(filters).getByRole('button', { name: 'Apply filters' })).toHaveFocus();

    // Clear filters is a link to the list without filters; the fields follow the address, the focus stays.
    await user.click(within(filters).getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByText('2 job fairs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(within(filters).getByRole('checkbox', { name: 'Quiet room' })).not.toBeChecked();
    expect(within(filters).getByRole('combobox', { name: 'Format' })).toHaveValue('');
    expect(within(filters).getByRole('button', { name: 'Apply filters' })).toHaveFocus();

    // Back: the filtered list again, its fields ticked as the address says.
    await router.navigate(-1);
    expect(await screen.findByText('1 job fair')).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Quiet room' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Elevator' })).not.toBeChecked();
    expect(within(filters).getByRole('combobox', { name: 'Format' })).toHaveValue('online');
  });

  it("shows the address's filters at first, ticked, with the disclosure open", async () => {
    const { calls } = mockServer(
      {},
      {
        'GET /api/jobfairs/?accessibility=quiet_room&format=online': () => jsonResponse([ONLINE]),
      },
    );
    show('/job-fairs?accessibility=quiet_room&accessibility=no_such_fact&format=online');
    expect(await screen.findByText('1 job fair')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/jobfairs/?accessibility=quiet_room&format=online')).toBe(true);
    const filters = screen.getByRole('form', { name: 'Filter job fairs' });
    expect(filters.closest('details')).toHaveAttribute('open');
    expect(within(filters).getByRole('checkbox', { name: 'Quiet room' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Quiet room' })).toHaveAttribute('name', 'accessibility');
    expect(within(filters).getByRole('checkbox', { name: 'Quiet room' })).toHaveAttribute('value', 'quiet_room');
    expect(within(filters).getByRole('combobox', { name: 'Format' })).toHaveValue('online');
    expect(within(filters).getByRole('combobox', { name: 'Format' })).toHaveAttribute('name', 'format');
    expect(screen.getByText('Filter by accessibility and format (2 on)')).toBeInTheDocument();
  });

  it('registers with an accommodation, says so, and the card switches to View Details', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Register Now for Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Inclusive Careers Fair' });
    const shared = await within(dialog).findByRole('region', { name: 'What the employer will see' });
    expect(shared).toHaveTextContent('Name:Ana Reyes');
    expect(shared).toHaveTextContent('Location:Quezon City');
    expect(shared).toHaveTextContent('Role:Front-end Developer');
    expect(shared).toHaveTextContent('Email:ana@example.ph');
    expect(shared).toHaveTextContent('Contact number:0918 765 4321');
    expect(shared).toHaveTextContent('never shared');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Quiet room' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Filipino Sign Language (FSL) interpreter' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Anything else the employer should know/u }),
      'I use a wheelchair.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const message = await screen.findByText(JOB_FAIR_MESSAGES.registered);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      job_fair: 1,
      accommodations: ['sign_language_interpreter', 'quiet_room'],
      accommodation_note: 'I use a wheelchair.',
    });
    const card = screen.getByRole('article', { name: 'Inclusive Careers Fair' });
    expect(
      await within(card).findByRole('button', { name: 'View Details of Inclusive Careers Fair' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Your registration:Registered');
  });

  it('tells a job seeker registering for a full fair that they are on the waiting list', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Register Now for Online Tech Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Online Tech Fair' });
    expect(dialog).toHaveTextContent('This job fair is full. If you register, you join the waiting list');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(JOB_FAIR_MESSAGES.waitlisted)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Online Tech Fair' });
    await waitFor(() => expect(card).toHaveTextContent('Your registration:Waitlisted, number 1 in line'));
  });

  it('keeps a refused registration in the dialog in the spec’s words with the reason', async () => {
    mockServer(
      {},
      {
        'POST /api/jobfair-registrations/': () => jsonResponse({ error: JOB_FAIR_MESSAGES.alreadyRegistered }, 409),
      },
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Register Now for Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      JOB_FAIR_MESSAGES.registerFailed(JOB_FAIR_MESSAGES.alreadyRegistered),
    );
  });

  it('View Details shows the fair, the jobs, the check-in code with its QR code and Add to calendar', async () => {
    const fair = jobFair({ format: 'hybrid', online_url: 'https://meet.example.ph/fair', description: 'Bring water.' });
    mockServer({ fairs: [fair], mine: [registration(fair)] });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Details of Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inclusive Careers Fair' });
    expect(dialog).toHaveTextContent('Your registration: Registered');
    expect(dialog).toHaveTextContent('When:Thursday, December 3, 2099, 9:00 AM to 4:00 PM (Philippine time)');
    expect(within(dialog).getByRole('link', { name: 'https://meet.example.ph/fair' })).toHaveAttribute(
      'href',
      'https://meet.example.ph/fair',
    );
    expect(within(dialog).getByRole('link', { name: 'fair@acme.ph' })).toHaveAttribute('href', 'mailto:fair@acme.ph');
    expect(within(dialog).getByRole('link', { name: '0917 123 4567' })).toHaveAttribute('href', 'tel:09171234567');
    expect(dialog).toHaveTextContent('Bring water.');
    expect(await within(dialog).findByText('Web Developer')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('K7P2QX');
    expect(dialog).toHaveTextContent('K 7 P 2 Q X');

    const qr = await within(dialog).findByRole('img', { name: 'QR code of your check-in code K7P2QX' });
    // Version 1 (21 modules) with a quiet zone of 4 on each side.
    expect(qr).toHaveAttribute('viewBox', '0 0 29 29');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/u);

    const calendar = within(dialog).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/jobfairs/1/calendar.ics?registration=31&expires=9&signature=abc');
    expect(calendar).toHaveAttribute('download');
    expect(dialog).toHaveTextContent('Quiet room');
    expect(dialog).toHaveTextContent('I get tired in crowds.');
  });

  it('changes the accommodations of a registration', async () => {
    const fair = jobFair();
    const { calls } = mockServer(
      { fairs: [fair], mine: [registration(fair)] },
      {
        'PUT /api/jobfair-registrations/31/': (call) =>
          jsonResponse({
            message: JOB_FAIR_MESSAGES.registrationUpdated,
            registration: registration(fair, call.body as Partial<JobFairRegistration>),
          }),
      },
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Details of Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inclusive Careers Fair' });
    await user.click(within(dialog).getByRole('button', { name: 'Change accommodations' }));
    const form = within(dialog).getByRole('form', { name: 'Change accommodations' });
    expect(within(form).getByRole('checkbox', { name: 'Quiet room' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Elevator' }));
    await user.click(within(form).getByRole('button', { name: 'Save accommodations' }));
    expect(await within(dialog).findByText(JOB_FAIR_MESSAGES.registrationUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      accommodations: ['elevator', 'quiet_room'],
      accommodation_note: 'I get tired in crowds.',
    });
  });

  it('cancels a registration only after a confirmation', async () => {
    const fair = jobFair();
    const { calls } = mockServer(
      { fairs: [fair], mine: [registration(fair)] },
      {
        'DELETE /api/jobfair-registrations/31/': () =>
          jsonResponse({ message: JOB_FAIR_MESSAGES.registrationCancelled }),
      },
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Details of Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inclusive Careers Fair' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel registration' });
    expect(confirm).toHaveTextContent('Your place goes to the next person on the waiting list');
    await user.click(within(confirm).getByRole('button', { name: 'Keep registration' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel registration' }),
    );
    expect(await screen.findByText(JOB_FAIR_MESSAGES.registrationCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/jobfair-registrations/31/' }));
  });

  it('offers no change or cancellation once the fair has started', async () => {
    const fair = jobFair({ has_started: true });
    mockServer({ fairs: [fair], mine: [registration(fair)] });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'View Details of Inclusive Careers Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inclusive Careers Fair' });
    expect(dialog).toHaveTextContent(JOB_FAIR_MESSAGES.started);
    expect(within(dialog).queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Change accommodations' })).not.toBeInTheDocument();
  });

  it('opens the registration of the fair a visitor chose before signing in', async () => {
    mockServer({}, { 'GET /api/jobfairs/2/': () => jsonResponse(ONLINE) });
    const { router } = show('/job-fairs?register=2');
    expect(await screen.findByRole('dialog', { name: 'Register for Online Tech Fair' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists past and cancelled registrations under My registrations', async () => {
    const past = jobFair({ id: 3, title: 'Spring Fair', has_ended: true, has_started: true });
    mockServer({
      fairs: [jobFair()],
      mine: [registration(jobFair(), { id: 32, status: 'cancelled' }), registration(past, { id: 33 })],
    });
    show();
    const list = await screen.findByRole('list', { name: 'My registrations' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cancelled');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Registered (the fair has ended)');
    expect(within(items[1]!).getByRole('button', { name: 'View Details of Spring Fair' })).toBeInTheDocument();
  });
});
