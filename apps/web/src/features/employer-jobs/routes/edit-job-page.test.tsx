import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { DISABILITY_TAGS, jobDetail, signInAsEmployerForEachTest, TAGS } from '../components/employer-jobs-test-data';
import EditJobPage from './edit-job-page';

type Handlers = Parameters<typeof mockApi>[0];

function mockServer(overrides: Handlers = {}) {
  return mockApi({
    'GET /api/tags/': () => jsonResponse(TAGS),
    'GET /api/disability-tags/': () => jsonResponse(DISABILITY_TAGS),
    'GET /api/job/7': () => jsonResponse(jobDetail()),
    'GET /api/job-post-tags/7/': () => jsonResponse([{ id: 2 }, { id: 9 }]),
    'GET /api/job-post-disability-tags/7/': () => jsonResponse([{ id: 1 }]),
    'PUT /api/edit-job-post/7/': () => jsonResponse({ message: 'Job posting updated successfully!', post_id: 7 }),
    ...overrides,
  });
}

function show(jobId: string | number = 7) {
  return renderPage(<EditJobPage />, { path: '/employer/edit-job/:jobId', url: `/employer/edit-job/${jobId}` });
}

signInAsEmployerForEachTest();

describe('Edit job', { timeout: 30_000 }, () => {
  it('fills the form in from the job and its tag ids', async () => {
    const { calls } = mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job Posting' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: /^job title/i });
    expect(title).toHaveValue('Web Developer');
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveValue('Design');
    expect(screen.getByRole('combobox', { name: /^job type/i })).toHaveValue('Part Time');
    expect(screen.getByRole('textbox', { name: /^location/i })).toHaveValue('Makati City');
    expect(screen.getByRole('textbox', { name: /^salary range/i })).toHaveValue('30,000 - 40,000');
    expect(screen.getByRole('textbox', { name: /^required skills/i })).toHaveValue('HTML, CSS');
    expect(screen.getByRole('textbox', { name: /^job description/i })).toHaveValue('Build accessible pages.');

    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(await within(tags).findByRole('checkbox', { name: 'Web Development' })).toBeChecked();
    expect(within(tags).getByRole('checkbox', { name: 'Content Writing' })).toBeChecked();
    expect(within(tags).getByRole('checkbox', { name: 'Data Entry' })).not.toBeChecked();
    const disability = screen.getByRole('group', { name: 'Disability tags' });
    expect(within(disability).getByRole('checkbox', { name: 'Deaf or Hard of Hearing' })).toBeChecked();
    expect(within(disability).getByRole('checkbox', { name: 'Visual Disability' })).not.toBeChecked();
    expect(calls.find((c) => c.path === '/api/job/7')?.authorization).toBeNull();
  });

  it('saves every field with the tag ids, announces it with links to the job, and stays', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    const title = await screen.findByRole('textbox', { name: /^job title/i });
    await user.clear(title);
    await user.type(title, 'Senior Web Developer');
    await user.selectOptions(screen.getByRole('combobox', { name: /^job type/i }), 'Remote');
    await user.click(await screen.findByRole('checkbox', { name: 'Web Development' }));
    await user.click(screen.getByRole('checkbox', { name: 'Technical Support' }));
    const readsBefore = calls.filter((c) => c.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByRole('status', { name: /Job posting updated successfully!/u });
    expect(notice).toHaveFocus();
    // The page already holds what was saved: the job and its tags are not fetched again.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(readsBefore);
    expect(within(notice).getByRole('link', { name: 'View the job' })).toHaveAttribute('href', '/jobs/7');
    expect(within(notice).getByRole('link', { name: 'Edit this job again' })).toHaveAttribute(
      'href',
      '/employer/edit-job/7',
    );
    expect(within(notice).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual(
      expect.objectContaining({
        path: '/api/edit-job-post/7/',
        authorization: 'Token employer-token',
        body: {
          job_title: 'Senior Web Developer',
          category: 'Design',
          job_type: 'Remote',
          job_desc: 'Build accessible pages.',
          location: 'Makati City',
          salary_range: '30,000 - 40,000',
          skills_req: 'HTML, CSS',
          tags: [9, 4],
          disabilitytag: [1],
          workplace_facts: [],
          workplace_note: '',
        },
      }),
    );
    // No move after a delay (decision 020).
    expect(router.state.location.pathname).toBe('/employer/edit-job/7');
  });

  it('starts with the stored workplace facts ticked and the note filled, and sends the facts left ticked', async () => {
    const { calls } = mockServer({
      'GET /api/job/7': () =>
        jsonResponse(
          jobDetail({
            workplace_facts: ['elevator', 'screen_reader', 'remote_or_hybrid'],
            workplace_note: 'Ask for Ana at the front desk.',
          }),
        ),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('textbox', { name: /^job title/i });
    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    expect(within(group).getByRole('checkbox', { name: 'Elevator' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Screen reader provided' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Remote or hybrid work possible' })).toBeChecked();
    expect(
      within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(3);
    expect(within(group).getByRole('textbox', { name: 'Anything else about access at work' })).toHaveValue(
      'Ask for Ana at the front desk.',
    );

    await user.click(within(group).getByRole('checkbox', { name: 'Screen reader provided' }));
    expect(within(group).getByRole('checkbox', { name: 'Screen reader provided' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('status', { name: /Job posting updated successfully!/u });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(
      expect.objectContaining({
        workplace_facts: ['elevator', 'remote_or_hybrid'],
        workplace_note: 'Ask for Ana at the front desk.',
      }),
    );
  });

  it('clears the workplace facts and note when all are unticked and the note emptied', async () => {
    const { calls } = mockServer({
      'GET /api/job/7': () =>
        jsonResponse(jobDetail({ workplace_facts: ['captioning'], workplace_note: 'Lift at back.' })),
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('textbox', { name: /^job title/i });
    await user.click(screen.getByRole('checkbox', { name: 'Captioning provided' }));
    await user.clear(screen.getByRole('textbox', { name: 'Anything else about access at work' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('status', { name: /Job posting updated successfully!/u });
    // An empty list is sent (not left out), so the stored facts are replaced by none.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(
      expect.objectContaining({ workplace_facts: [], workplace_note: '' }),
    );
  });

  it('keeps the title required', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.clear(await screen.findByRole('textbox', { name: /^job title/i }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Job title is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when saving failed and stays on the form', async () => {
    mockServer({ 'PUT /api/edit-job-post/7/': () => jsonResponse({ error: 'Server error.' }, 500) });
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('textbox', { name: /^job title/i });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update job posting. Please try again.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/employer/edit-job/7');
  });

  it('says when the job could not be loaded, and tries again', async () => {
    let isDown = true;
    mockServer({
      'GET /api/job-post-tags/7/': () => (isDown ? jsonResponse({ error: 'Server error.' }, 500) : jsonResponse([])),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load job data. Please try again.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^job title/i })).toHaveValue('Web Developer');
  });

  it('says when the job does not exist', async () => {
    mockServer({ 'GET /api/job/7': () => jsonResponse({ error: 'Job not found.' }, 404) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found.');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/employer/dashboard');
  });

  it("does not offer to edit another employer's job", async () => {
    mockServer({ 'GET /api/job/7': () => jsonResponse(jobDetail({ posted_by: 99 })) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the employer who posted this job can change it.');
    expect(screen.queryByRole('textbox', { name: /^job title/i })).not.toBeInTheDocument();
  });
});
