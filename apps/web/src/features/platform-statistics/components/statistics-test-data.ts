import type { PlatformStatistics } from '@kakayahan/contracts';
import { vi } from 'vitest';

const WEEK_STARTS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];

/** Test-only: statistics for Nov 1–25, 2026, with protected (null) counts in the breakdowns. */
export function statistics(overrides: Partial<PlatformStatistics> = {}): PlatformStatistics {
  return {
    employee_count: 1234,
    employer_count: 40,
    jobs_posted_count: 310,
    disability_types: [{ name: 'Visual Disability' }, { name: 'Deaf or Hard of Hearing' }, { name: 'Orthopedic' }],
    range: { from: '2026-11-01', to: '2026-11-25' },
    funnel: [
      { step: 'signed_up', label: 'Signed up', count: 120 },
      { step: 'email_verified', label: 'E-mail verified', count: 100 },
      { step: 'approved', label: 'Approved by an admin', count: 48 },
      { step: 'applied', label: 'Applied to a job', count: 30 },
      { step: 'hired', label: 'Approved by an employer', count: 9 },
    ],
    approval: {
      median_hours_to_approval: 52,
      approved_count: 48,
      waiting_count: 7,
      longest_wait_hours: 130,
      median_wait_hours: 20,
    },
    by_disability: [
      { name: 'Visual Disability', job_seekers: 32, applications: 120 },
      { name: 'Deaf or Hard of Hearing', job_seekers: 20, applications: null },
      { name: 'Orthopedic', job_seekers: null, applications: 8 },
    ],
    by_region: [
      { code: '13', name: 'National Capital Region (NCR)', job_seekers: 40 },
      { code: '07', name: 'Central Visayas (VII)', job_seekers: null },
      { code: null, name: 'Not on a national PWD ID', job_seekers: 6 },
    ],
    weekly: WEEK_STARTS.map((week_start, index) => ({
      week_start,
      job_seekers: index + 1,
      jobs: index % 3,
      applications: index === 9 ? 62 : index * 2,
    })),
    top_categories_by_jobs: [
      { name: 'Technology', count: 14 },
      { name: '=Sales, Marketing', count: 9 },
    ],
    top_categories_by_applications: [{ name: 'Customer Service', count: 70 }],
    employers: { verified: 25, unverified: 15 },
    generated_at: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

/** One call the fake server saw; `url` keeps the query string. */
export interface StatisticsCall {
  path: string;
  url: URL;
}

/** Test-only: a JSON answer, with headers. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Test-only: a fake GET /api/platform-statistics/ answering `answer(call)` (by default the statistics of
 * the range asked for). Restore with vi.restoreAllMocks().
 */
export function mockStatisticsApi(
  answer: (call: StatisticsCall) => Response | Promise<Response> = ({ url }) =>
    json(statistics({ range: { from: url.searchParams.get('from'), to: url.searchParams.get('to') } })),
): { calls: StatisticsCall[] } {
  const calls: StatisticsCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call = { path: url.pathname, url };
    calls.push(call);
    if (call.path !== '/api/platform-statistics/') throw new TypeError(`No fake answer for ${call.path}`);
    return answer(call);
  });
  return { calls };
}
