import { SAVED_JOB_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage } from '../../auth/components/test-harness';
import {
  feedJob,
  LOADED,
  mockSavedJobsServer,
  savedJob,
  signInAsJobSeekerForEachTest,
} from '../components/saved-jobs-test-data';
import SavedJobsPage, { SAVED_JOBS_PAGE_MESSAGES } from './saved-jobs-page';

const ENCODER = savedJob(11, feedJob({ post_id: 5, job_title: 'Data Encoder', comp_name: 'Acme Philippines' }));
const GONE = savedJob(12, null, { title: 'Graphic Designer', company: 'Bayanihan Studio' });
const WRITER = savedJob(
  13,
  feedJob({ post_id: 9, job_title: 'Content Writer', comp_name: 'Lakbay Media', location: '', is_remote: true }),
);

function show() {
  return renderPage(<SavedJobsPage />, { path: '/job-seeker/saved-jobs' });
}

async function savedList() {
  return screen.findByRole('list', { name: 'Saved jobs' }, LOADED);
}

signInAsJobSeekerForEachTest();

describe('Saved Jobs (/job-seeker/saved-jobs)', { timeout: 20_000 }, () => {
  it('lists each saved job with its facts, the date it was saved, Apply and Remove', async () => {
    mockSavedJobsServer([ENCODER, GONE, WRITER]);
    show();
    const list = await savedList();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const encoder = within(list).getByRole('article', { name: 'Data Encoder' });
    expect(within(encoder).getByRole('heading', { level: 2, name: 'Data Encoder' })).toBeInTheDocument();
    expect(within(encoder).getByRole('link', { name: 'Data Encoder' })).toHaveAttribute('href', '/jobs/5');
    expect(encoder).toHaveTextContent('Company:Acme Philippines');
    expect(encoder).toHaveTextContent('Location:Quezon City');
    expect(encoder).toHaveTextContent('Salary:');
    expect(encoder).toHaveTextContent('Saved on Apr 2, 2026');
    expect(within(encoder).getByRole('link', { name: 'Apply: Data Encoder' })).toHaveAttribute(
      'href',
      '/job-seeker/apply?post_id=5',
    );
    expect(within(encoder).getByRole('button', { name: 'Remove: Data Encoder' })).toBeInTheDocument();

    const writer = within(list).getByRole('article', { name: 'Content Writer' });
    expect(writer).toHaveTextContent('Location:Location not specified (remote work)');
  });

  it('keeps a removed job as a note with its old title and company and a Remove note button', async () => {
    mockSavedJobsServer([GONE]);
    show();
    const list = await savedList();
    const note = within(list).getByRole('article', { name: 'Graphic Designer' });
    expect(note).toHaveTextContent(SAVED_JOB_MESSAGES.jobRemoved);
    expect(note).toHaveTextContent('Bayanihan Studio');
    expect(within(note).queryByRole('link')).not.toBeInTheDocument();
    expect(within(note).getByRole('button', { name: 'Remove note: Graphic Designer' })).toBeInTheDocument();
  });

  it('removes with DELETE, takes the entry away and announces the message where the focus goes', async () => {
    const { calls } = mockSavedJobsServer([ENCODER, GONE]);
    const user = userEvent.setup();
    show();
    const list = await savedList();
    await user.click(within(list).getByRole('button', { name: 'Remove: Data Encoder' }));
    const status = await screen.findByText(SAVED_JOB_MESSAGES.removed, {}, LOADED);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status.closest('[tabindex="-1"]')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/saved-jobs/11/']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Data Encoder' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove note: Graphic Designer' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saved jobs' })).not.toBeInTheDocument(), LOADED);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/saved-jobs/11/',
      '/api/saved-jobs/12/',
    ]);
    expect(screen.getByText(SAVED_JOBS_PAGE_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says a failed removal as an alert with the server's words and keeps the entry", async () => {
    mockSavedJobsServer([ENCODER], {
      'DELETE /api/saved-jobs/11/': () => jsonResponse({ error: SAVED_JOB_MESSAGES.notFound }, 404),
    });
    const user = userEvent.setup();
    show();
    const list = await savedList();
    await user.click(within(list).getByRole('button', { name: 'Remove: Data Encoder' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(SAVED_JOB_MESSAGES.notFound);
    expect(screen.getByRole('article', { name: 'Data Encoder' })).toBeInTheDocument();
  });

  it('offers Find jobs when nothing is saved', async () => {
    mockSavedJobsServer([]);
    show();
    expect(await screen.findByText(SAVED_JOBS_PAGE_MESSAGES.empty, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/job-seeker/dashboard');
    expect(screen.queryByRole('list', { name: 'Saved jobs' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again on Retry', async () => {
    let fails = true;
    mockSavedJobsServer([ENCODER], {
      'GET /api/saved-jobs/': () => (fails ? jsonResponse({ error: 'Server error' }, 500) : jsonResponse([ENCODER])),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(SAVED_JOBS_PAGE_MESSAGES.loadError);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await savedList()).toBeInTheDocument();
  });
});
