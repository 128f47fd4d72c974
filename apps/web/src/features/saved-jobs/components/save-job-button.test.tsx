import { SAVED_JOB_MESSAGES } from '@kakayahan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { jsonResponse, renderPage } from '../../auth/components/test-harness';
import { SaveJobButton } from './save-job-button';
import { feedJob, LOADED, mockSavedJobsServer, savedJob, signInAsJobSeekerForEachTest } from './saved-jobs-test-data';

function show(postId = 5) {
  return renderPage(<SaveJobButton postId={postId} jobTitle="Data Encoder" />, { path: '/' });
}

signInAsJobSeekerForEachTest();

describe('SaveJobButton', { timeout: 20_000 }, () => {
  it('is not offered to visitors nor to employers, and asks nothing of the server for them', () => {
    const { calls } = mockSavedJobsServer([]);
    clearSession();
    const visitor = show();
    expect(screen.queryByRole('button', { name: /Save/u })).not.toBeInTheDocument();
    visitor.unmount();
    saveSession({ token: 'employer-token', userId: 20, user_type: 'Employer', username: 'Acme' });
    show();
    expect(screen.queryByRole('button', { name: /Save/u })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves with POST, then removes with DELETE, its pressed state following the saved list', async () => {
    const { calls } = mockSavedJobsServer([]);
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true), LOADED);
    const button = screen.getByRole('button', { name: 'Save job: Data Encoder' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    const saved = await screen.findByRole('button', { name: 'Saved: Data Encoder' }, LOADED);
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/saved-jobs/',
      body: { post_id: 5 },
    });
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_JOB_MESSAGES.saved);

    await user.click(saved);
    const unsaved = await screen.findByRole('button', { name: 'Save job: Data Encoder' }, LOADED);
    expect(unsaved).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/saved-jobs/100/']);
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_JOB_MESSAGES.removed);
  });

  it('shows a job already in the list as Saved (pressed)', async () => {
    mockSavedJobsServer([savedJob(3, feedJob({ post_id: 5 }))]);
    show();
    const button = await screen.findByRole('button', { name: 'Saved: Data Encoder' }, LOADED);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("says the server's refusal in words beside the button and stays unpressed and focused", async () => {
    const { calls } = mockSavedJobsServer([], {
      'POST /api/saved-jobs/': () => jsonResponse({ error: SAVED_JOB_MESSAGES.tooMany }, 409),
    });
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true), LOADED);
    const button = screen.getByRole('button', { name: 'Save job: Data Encoder' });
    await user.click(button);
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(SAVED_JOB_MESSAGES.tooMany);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveFocus();
  });

  it('ignores presses while its call is under way, without disabling itself', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockSavedJobsServer([], {
      'POST /api/saved-jobs/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true), LOADED);
    const button = screen.getByRole('button', { name: 'Save job: Data Encoder' });
    await user.click(button);
    await user.click(button);
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    answer(jsonResponse({ message: SAVED_JOB_MESSAGES.saved, saved_id: 100, post_id: 5 }, 201));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SAVED_JOB_MESSAGES.saved), LOADED);
  });
});
