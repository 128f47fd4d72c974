import { SAVED_JOB_MESSAGES, type FeedJob, type SavedJob } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../auth/components/test-harness';

/** Test-only: how long to wait for a page's first data (a shared, busy test machine renders slowly). */
export const LOADED = { timeout: 5000 } as const;

/** Test-only: each test runs signed in as a job seeker; its fake server is removed after it. */
export function signInAsJobSeekerForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'seeker-token', userId: 7, user_type: 'Employee', username: 'Maria dela Cruz' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Test-only: a job as cards show it, with sensible defaults. */
export function feedJob(overrides: Partial<FeedJob> = {}): FeedJob {
  return {
    post_id: 1,
    job_title: 'Data Encoder',
    comp_name: 'Acme Philippines',
    company_name: 'Acme Philippines',
    location: 'Quezon City',
    tags: 'Data Entry',
    disabilitytag: '',
    category: 'Administrative',
    posted_by: 20,
    employer_verified: false,
    salary_range: '18,000 - 22,000',
    job_type: 'Full Time',
    skills_req: 'Excel, Typing',
    job_desc: 'Encode records.',
    created_at: '2026-03-05T12:00:00.000Z',
    workplace_facts: [],
    workplace_note: '',
    ...overrides,
  };
}

/** Test-only: a saved entry of `job`, or the note of a removed job when `job` is null. */
export function savedJob(savedId: number, job: FeedJob | null, removed?: { title: string; company: string }): SavedJob {
  return {
    saved_id: savedId,
    post_id: job ? job.post_id : null,
    job_title: job ? job.job_title : (removed?.title ?? 'Removed job'),
    comp_name: job ? job.comp_name : (removed?.company ?? 'Some Company'),
    // Midday UTC: Apr 2 in every time zone from UTC-11 to UTC+11, wherever the tests run.
    saved_at: '2026-04-02T12:00:00.000Z',
    job,
  };
}

/**
 * Test-only: a fake saved-jobs server holding `initial`: GET lists it, POST adds (or answers the same
 * entry), DELETE takes one off. `overrides` replace any of its answers.
 */
export function mockSavedJobsServer(initial: SavedJob[], overrides: Parameters<typeof mockApi>[0] = {}) {
  let list = [...initial];
  let nextId = 100;
  const handlers: Parameters<typeof mockApi>[0] = {
    'GET /api/saved-jobs/': () => jsonResponse(list),
    'POST /api/saved-jobs/': (call) => {
      const postId = (call.body as { post_id: number }).post_id;
      const existing = list.find((entry) => entry.post_id === postId);
      if (existing) {
        return jsonResponse(
          { message: SAVED_JOB_MESSAGES.alreadySaved, saved_id: existing.saved_id, post_id: postId },
          201,
        );
      }
      const entry = savedJob(nextId++, feedJob({ post_id: postId }));
      list = [entry, ...list];
      return jsonResponse({ message: SAVED_JOB_MESSAGES.saved, saved_id: entry.saved_id, post_id: postId }, 201);
    },
  };
  // The entries it holds and the first few it may add (the fake answers exact paths only).
  for (const savedId of [...initial.map((entry) => entry.saved_id), 100, 101, 102]) {
    handlers[`DELETE /api/saved-jobs/${savedId}/`] = () => {
      if (!list.some((entry) => entry.saved_id === savedId)) {
        return jsonResponse({ error: SAVED_JOB_MESSAGES.notFound }, 404);
      }
      list = list.filter((entry) => entry.saved_id !== savedId);
      return jsonResponse({ message: SAVED_JOB_MESSAGES.removed });
    };
  }
  return mockApi({ ...handlers, ...overrides });
}
