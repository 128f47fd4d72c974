import {
  JOB_MESSAGES,
  JOB_TYPES,
  WORKPLACE_FACT_NAMES,
  WORKPLACE_FACTS,
  WORKPLACE_NOTE_MAX,
} from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { DISABILITY_TAGS, signInAsEmployerForEachTest, TAGS } from '../components/employer-jobs-test-data';
import PostJobPage from './post-job-page';

function mockServer(postAnswer = () => jsonResponse({ message: 'Job posted successfully!', post_id: 40 }, 201)) {
  return mockApi({
    'GET /api/tags/': () => jsonResponse(TAGS),
    'GET /api/disability-tags/': () => jsonResponse(DISABILITY_TAGS),
    'POST /api/post-job/': postAnswer,
  });
}

function show() {
  return renderPage(<PostJobPage />, { path: '/employer/post-job' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Types into a field in one go (a paste), which keeps these many-field tests quick. */
async function fill(user: UserEvent, name: RegExp, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await fill(user, /^job title/i, 'Data Encoder');
  await fill(user, /^location/i, 'Davao City');
  await fill(user, /^job description/i, 'Encode records.');
}

signInAsEmployerForEachTest();

describe('Post job', { timeout: 30_000 }, () => {
  it('starts with Technology and Full Time, and offers every job type with its own value', async () => {
    mockServer();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveValue('Technology');
    const jobType = screen.getByRole('combobox', { name: /^job type/i });
    expect(jobType).toHaveValue('Full Time');
    expect(
      within(jobType)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual([...JOB_TYPES]);
    expect(await screen.findByRole('checkbox', { name: 'Web Development' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Disability tags' })).toHaveAccessibleDescription(
      /Leave all unticked if the job is open to every disability\./u,
    );
    expect(field(/^salary range/i)).toHaveAccessibleDescription(/Leave empty to show Negotiable\./u);
    expect(screen.getByText('Negotiable')).toBeInTheDocument();
  });

  it('shows the required messages and sends nothing when required fields are empty', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job title is required.')).toBeInTheDocument();
    expect(screen.getByText('Location is required.')).toBeInTheDocument();
    expect(screen.getByText('Job description is required.')).toBeInTheDocument();
    expect(field(/^job title/i)).toBeInvalid();
    expect(field(/^job title/i)).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the fields with the ids of the ticked tags, announces success with links to the job and stays', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { router } = show();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'Finance');
    await user.selectOptions(screen.getByRole('combobox', { name: /^job type/i }), 'Part Time');
    await fill(user, /^salary range/i, '18,000 - 22,000');
    expect(screen.getByText('₱18,000 - 22,000')).toBeInTheDocument();
    await fill(user, /^required skills/i, 'Typing, Excel');
    await user.click(await screen.findByRole('checkbox', { name: 'Data Entry' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bookkeeping' }));
    await user.click(screen.getByRole('checkbox', { name: 'Visual Disability' }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const notice = await screen.findByRole('status', { name: /Job posted\./u });
    // The message takes the focus, and the form gives way to it (nothing to post twice).
    expect(notice).toHaveFocus();
    expect(within(notice).getByText('Success:', { exact: false })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual(
      expect.objectContaining({
        path: '/api/post-job/',
        authorization: 'Token employer-token',
        body: {
          job_title: 'Data Encoder',
          job_desc: 'Encode records.',
          job_type: 'Part Time',
          category: 'Finance',
          location: 'Davao City',
          salary_range: '18,000 - 22,000',
          skills_req: 'Typing, Excel',
          tags: [3, 11],
          disabilitytag: [2],
          workplace_facts: [],
          workplace_note: '',
        },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Post Job' })).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'View the job' })).toHaveAttribute('href', '/jobs/40');
    expect(within(notice).getByRole('link', { name: 'Post another job' })).toHaveAttribute(
      'href',
      '/employer/post-job',
    );
    expect(within(notice).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
    // No move after a delay (decision 020): the page is where it was, and "Post another job" gives an empty form.
    expect(router.state.location.pathname).toBe('/employer/post-job');
    await user.click(within(notice).getByRole('link', { name: 'Post another job' }));
    expect(await screen.findByRole('button', { name: 'Post Job' })).toBeInTheDocument();
    expect(field(/^job title/i)).toHaveValue('');
    expect(screen.queryByRole('status', { name: /Job posted\./u })).not.toBeInTheDocument();
  });

  it('offers every workplace accessibility fact in order, with a note, all unticked', () => {
    mockServer();
    show();
    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    expect(group).toHaveAccessibleDescription(/Job seekers can filter jobs by these\./u);
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toEqual(
      WORKPLACE_FACTS.map((fact) => within(group).getByRole('checkbox', { name: WORKPLACE_FACT_NAMES[fact] })),
    );
    for (const box of boxes) expect(box).not.toBeChecked();
    const note = within(group).getByRole('textbox', { name: 'Anything else about access at work' });
    expect(note).toHaveValue('');
    expect(note).toHaveAttribute('maxlength', String(WORKPLACE_NOTE_MAX));
    expect(note).toHaveAccessibleDescription(/^Optional/u);
    // After Job details and before Tags, as the employer reads down the form.
    const order = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(order.indexOf('Workplace accessibility')).toBe(order.indexOf('Job details') + 1);
    expect(order.indexOf('Tags')).toBe(order.indexOf('Workplace accessibility') + 1);
  });

  it('sends the ticked workplace facts in their canonical order, and the note', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await fillRequired(user);
    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    // Ticked out of order: the request lists them as the form does.
    await user.click(within(group).getByRole('checkbox', { name: 'Quiet workspace' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Step-free entrance' }));
    expect(within(group).getByRole('checkbox', { name: 'Quiet workspace' })).toBeChecked();
    await user.click(within(group).getByRole('textbox', { name: 'Anything else about access at work' }));
    await user.paste('The ramp is at the side entrance.');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    await screen.findByRole('status', { name: /Job posted\./u });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(
      expect.objectContaining({
        workplace_facts: ['step_free_entrance', 'quiet_workspace'],
        workplace_note: 'The ramp is at the side entrance.',
      }),
    );
  });

  it.each(JOB_TYPES)('sends the job type %s as chosen', async (type) => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^job type/i }), type);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await screen.findByRole('status', { name: /Job posted\./u });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(expect.objectContaining({ job_type: type }));
  });

  it('refuses an eleventh tag and says why', async () => {
    mockServer();
    const user = userEvent.setup();
    show();
    const group = screen.getByRole('group', { name: 'Tags' });
    await within(group).findByRole('checkbox', { name: 'Bookkeeping' });
    for (const tag of TAGS.slice(0, 10)) await user.click(within(group).getByRole('checkbox', { name: tag.name }));
    expect(group).toHaveAccessibleDescription(/10 of 10 chosen\./u);

    await user.click(within(group).getByRole('checkbox', { name: 'Bookkeeping' }));
    expect(within(group).getByRole('checkbox', { name: 'Bookkeeping' })).not.toBeChecked();
    expect(within(group).getByText('You can choose up to 10. Untick one to choose another.')).toBeInTheDocument();
  });

  it("shows the failure message and puts the server's field messages on their fields", async () => {
    mockServer(() =>
      jsonResponse(
        { error: 'Please check the form.', fields: { location: 'Location must be at most 120 characters.' } },
        400,
      ),
    );
    const user = userEvent.setup();
    const { router } = show();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to post job. Please check your inputs and try again.',
    );
    expect(screen.getByText('Location must be at most 120 characters.')).toBeInTheDocument();
    expect(field(/^location/i)).toBeInvalid();
    expect(field(/^location/i)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/employer/post-job');
  });

  it("puts the server's message about the workplace facts on their group and moves focus there", async () => {
    mockServer(() =>
      jsonResponse(
        { error: 'Please check the form.', fields: { 'workplace_facts.0': JOB_MESSAGES.workplaceFact } },
        400,
      ),
    );
    const user = userEvent.setup();
    show();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Elevator' }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const group = screen.getByRole('group', { name: 'Workplace accessibility' });
    await waitFor(() => expect(group).toHaveFocus());
    expect(group).toBeInvalid();
    expect(group).toHaveAccessibleDescription(expect.stringContaining(JOB_MESSAGES.workplaceFact));
  });

  it("adds the server's explanation when it names no field", async () => {
    mockServer(() =>
      jsonResponse({ error: 'One of the selected tags does not exist. Please reload the page and choose again.' }, 400),
    );
    const user = userEvent.setup();
    show();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to post job. Please check your inputs and try again.');
    expect(alert).toHaveTextContent('One of the selected tags does not exist.');
  });
});
