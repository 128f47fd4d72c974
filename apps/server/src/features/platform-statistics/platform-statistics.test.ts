import { DISABILITY_CATEGORIES, FUNNEL_STEP_LABELS } from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestUser } from '../../../test/factories.js';
import {
  getStatistics,
  MARCH,
  requestStatistics,
  SEEDED_ID_NUMBERS,
  seedStatisticsPopulation,
  setClock,
  STATISTICS_NOW,
} from '../../../test/support/platform-statistics.js';
import { appForThisFile } from '../../../test/test-app.js';

// The population of test/support/platform-statistics.ts: 20 job seekers (16 signed up in March 2025),
// 4 employers (1 verified), 14 jobs, 12 applications; the clock at 2025-04-10 12:00 Manila.
const t = await appForThisFile();
let admin: TestUser;
beforeAll(async () => {
  setClock(t, STATISTICS_NOW);
  await seedStatisticsPopulation(t);
  admin = await createAdmin(t);
});

const funnelOf = (counts: [number, number, number, number, number]) =>
  (['signed_up', 'email_verified', 'approved', 'applied', 'hired'] as const).map((step, i) => ({
    step,
    label: FUNNEL_STEP_LABELS[step],
    count: counts[i],
  }));

describe('GET /api/platform-statistics/: the spec’s four fields', () => {
  it('counts job seekers, employers and jobs of all time, whatever the period, and names the ten categories', async () => {
    for (const query of [{}, MARCH, { from: '2024-01-01', to: '2024-01-01' }]) {
      const statistics = await getStatistics(t, admin.token, query);
      expect(statistics).toMatchObject({ employee_count: 20, employer_count: 4, jobs_posted_count: 14 });
      expect(statistics.disability_types).toEqual(DISABILITY_CATEGORIES.map((name) => ({ name })));
      expect(statistics.disability_types).toHaveLength(10);
    }
  });

  it('says when it was generated, by the app’s clock', async () => {
    const statistics = await getStatistics(t, admin.token);
    const generated = Date.parse(statistics.generated_at);
    expect(generated).toBeGreaterThanOrEqual(STATISTICS_NOW.getTime());
    expect(generated).toBeLessThan(STATISTICS_NOW.getTime() + 60 * 60 * 1000);
  });

  it('counts employers by whether an admin verified their registration (pending and rejected are not)', async () => {
    expect((await getStatistics(t, admin.token)).employers).toEqual({ verified: 1, unverified: 3 });
    expect((await getStatistics(t, admin.token, MARCH)).employers).toEqual({ verified: 1, unverified: 3 });
  });
});

describe('the period', () => {
  it('echoes the period asked for, null ends when open', async () => {
    expect((await getStatistics(t, admin.token)).range).toEqual({ from: null, to: null });
    expect((await getStatistics(t, admin.token, MARCH)).range).toEqual(MARCH);
    expect((await getStatistics(t, admin.token, { from: '2025-03-10' })).range).toEqual({
      from: '2025-03-10',
      to: null,
    });
  });

  it('takes whole Manila days at both ends: 00:00 on the first day to 23:59 on the last', async () => {
    // March: s1 at 2025-03-01 00:00 and s16 at 2025-03-31 23:59 are in; o1 (02-28 23:59) and o3 (04-01 00:00) are out.
    expect((await getStatistics(t, admin.token, MARCH)).funnel[0]?.count).toBe(16);
    // From 2025-03-10 on: s5–s16, o3 and o4.
    expect((await getStatistics(t, admin.token, { from: '2025-03-10' })).funnel[0]?.count).toBe(14);
    // Up to 2025-02-28: o2 and o1 (23:59 that day).
    expect((await getStatistics(t, admin.token, { to: '2025-02-28' })).funnel[0]?.count).toBe(2);
    // One day: s10 alone.
    expect((await getStatistics(t, admin.token, { from: '2025-03-17', to: '2025-03-17' })).funnel[0]?.count).toBe(1);
  });

  it('refuses a start after the end with the contract’s message, and dates that are not dates', async () => {
    const reversed = await requestStatistics(t, admin.token, { from: '2025-04-01', to: '2025-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ error: string }>().error).toBe('The start date must be on or before the end date.');
    const cases: [Record<string, string>, string][] = [
      [{ from: '03/01/2025' }, 'The start date must be a date in the form YYYY-MM-DD.'],
      [{ to: 'yesterday' }, 'The end date must be a date in the form YYYY-MM-DD.'],
      [{ from: '2025-13-01' }, 'The start date is not a real date.'],
      [{ to: '2025-02-30' }, 'The end date is not a real date.'],
    ];
    for (const [query, message] of cases) {
      const response = await requestStatistics(t, admin.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(message);
    }
    const twice = await t.request({
      method: 'GET',
      url: '/api/platform-statistics/?from=2025-03-01&from=2025-03-02',
      token: admin.token,
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('the funnel', () => {
  it('follows the job seekers who signed up in the period through each step, reached at any time', async () => {
    // March: 16 signed up; s14 and s15 never verified; 10 approved (s6 after March); 7 applied (s6 in
    // April); s1, s2 and s10 had an application approved.
    expect((await getStatistics(t, admin.token, MARCH)).funnel).toEqual(funnelOf([16, 14, 10, 7, 3]));
    // All time: o4 is unverified too; o1 and o2 were approved and applied; o2 was hired.
    expect((await getStatistics(t, admin.token)).funnel).toEqual(funnelOf([20, 17, 12, 9, 4]));
  });

  it('counts zeros for a period without sign-ups', async () => {
    const empty = await getStatistics(t, admin.token, { from: '2024-01-01', to: '2024-01-31' });
    expect(empty.funnel).toEqual(funnelOf([0, 0, 0, 0, 0]));
  });
});

describe('approval times', () => {
  it('gives the median hours to approval of those approved in the period, to one decimal', async () => {
    // Approved in March: 3, 6, 10, 12, 18⅓, 24, 24, 24, 48 (s4) and 48 (o1, signed up in February) hours:
    // the median is (18⅓ + 24) / 2 = 21.1666… s6, approved on April 2, does not count.
    expect((await getStatistics(t, admin.token, MARCH)).approval).toMatchObject({
      median_hours_to_approval: 21.2,
      approved_count: 10,
    });
    // All time: s6 (504 h) and o2 (24 h) join: the median of twelve is 24.
    expect((await getStatistics(t, admin.token)).approval).toMatchObject({
      median_hours_to_approval: 24,
      approved_count: 12,
    });
  });

  it('tells how many wait now and for how long, whatever the period', async () => {
    // Waiting at 2025-04-10 12:00: s7 674 h, s8 650 h, s9 626 h, s14 386 h, s15 314 h, s16 228.0 h, o3 228 h,
    // o4 10 h; the median of eight is (314 + 386) / 2.
    const waiting = { waiting_count: 8, longest_wait_hours: 674, median_wait_hours: 350 };
    expect((await getStatistics(t, admin.token)).approval).toMatchObject(waiting);
    expect((await getStatistics(t, admin.token, MARCH)).approval).toMatchObject(waiting);
  });

  it('answers null hours when no one was approved in the period', async () => {
    const empty = await getStatistics(t, admin.token, { from: '2024-01-01', to: '2024-01-31' });
    expect(empty.approval).toMatchObject({ median_hours_to_approval: null, approved_count: 0, waiting_count: 8 });
  });
});

describe('privacy', () => {
  it('never answers an ID number, only the region it names', async () => {
    for (const query of [{}, MARCH]) {
      const body = (await requestStatistics(t, admin.token, query)).body;
      for (const idNumber of SEEDED_ID_NUMBERS) expect(body).not.toContain(idNumber);
      expect(body).not.toMatch(/id_number|ID_no/u);
    }
  });
});
