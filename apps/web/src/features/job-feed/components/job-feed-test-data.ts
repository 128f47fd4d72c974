import type { FeedJob, JobDetail, JobSeekerProfile, MyApplication } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in job seeker of these tests. */
export const SEEKER = { userId: 7, username: 'Maria dela Cruz' } as const;

/** Test-only: each test runs signed in as Maria, a job seeker, and its fake server is removed after it. */
export function signInAsJobSeekerForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'seeker-token', userId: SEEKER.userId, user_type: 'Employee', username: SEEKER.username });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** One API call as the fake server saw it; `url` keeps the query string. */
export interface JobApiCall {
  method: string;
  path: string;
  url: URL;
  form: FormData | undefined;
  /** A JSON body as sent (parse it in the test); undefined for none or a form. */
  body: string | undefined;
  authorization: string | null;
}

type Handler = (call: JobApiCall) => Response | Promise<Response>;

/** Test-only: a JSON answer like the server's, with optional extra headers (x-total-count). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * Test-only: replaces fetch with a fake server whose handlers are keyed "METHOD /path" without the query
 * string (read it from `call.url.searchParams`). A call without a handler rejects like a network failure,
 * except the saved jobs read, which answers an empty list by default.
 */
export function mockJobApi(handlers: Record<string, Handler>): { calls: JobApiCall[] } {
  const calls: JobApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call: JobApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      url,
      form: init?.body instanceof FormData ? init.body : undefined,
      body: typeof init?.body === 'string' ? init.body : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    calls.push(call);
    // The cards' Save job buttons share one read of the saved jobs (issue 16): none, unless a test says.
    const handler =
      handlers[`${call.method} ${call.path}`] ?? (call.path === '/api/saved-jobs/' ? () => json([]) : undefined);
    if (!handler) throw new TypeError(`No fake answer for ${call.method} ${call.path}`);
    return handler(call);
  });
  return { calls };
}

/** Test-only: a feed job with sensible defaults. */
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

/** Test-only: a job's details, matching feedJob(). */
export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    post_id: 1,
    job_title: 'Data Encoder',
    comp_name: 'Acme Philippines',
    location: 'Quezon City',
    salary_range: '18,000 - 22,000',
    job_type: 'Full Time',
    job_desc: 'Encode records into the system.\nCheck them twice.',
    tags: 'Data Entry, Office Administration',
    disabilitytag: 'Deaf or Hard of Hearing',
    category: 'Administrative',
    skills_req: 'Excel, Typing',
    posted_by: 20,
    employer_verified: false,
    created_at: '2026-03-05T12:00:00.000Z',
    workplace_facts: [],
    workplace_note: '',
    ...overrides,
  };
}

/** Test-only: Maria's own profile, complete enough to apply. */
export function profile(overrides: Partial<JobSeekerProfile> = {}): JobSeekerProfile {
  return {
    user_id: SEEKER.userId,
    username: SEEKER.username,
    full_name: 'Maria dela Cruz',
    pro_headline: 'Accurate data encoder',
    bio: '',
    email: 'maria@example.ph',
    contact_no: '09171234567',
    location: 'Pasig City',
    experience: 'Two years of encoding.',
    role: 'Data Encoder',
    skills: 'Excel, Typing',
    profile_picture: null,
    profile_image: null,
    employee_resume: '/api/files/signed/abc',
    resume_name: 'maria-resume.pdf',
    user_disability: 'Deaf or Hard of Hearing',
    preferences: ['Data Entry'],
    is_self: true,
    ...overrides,
  };
}

/** Test-only: one of Maria's applications. */
export function application(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    application_id: 100,
    job_id: 1,
    jobpost__job_title: 'Data Encoder',
    job_title: 'Data Encoder',
    company_name: 'Acme Philippines',
    jobpost__location: 'Quezon City',
    location: 'Quezon City',
    application_status: 'Pending',
    applied_date: '2026-03-05T12:00:00.000Z',
    posted_by_id: 20,
    job_type: 'Full Time',
    category: 'Administrative',
    salary_range: '18,000',
    decided_at: null,
    disability_disclosed: false,
    accommodations: [],
    accommodation_note: '',
    ...overrides,
  };
}
