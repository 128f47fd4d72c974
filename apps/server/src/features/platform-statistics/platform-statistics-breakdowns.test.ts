import { DISABILITY_CATEGORIES, STATISTICS_WEEKS, UNKNOWN_REGION_NAME } from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestUser } from '../../../test/factories.js';
import {
  getStatistics,
  MARCH,
  seedStatisticsPopulation,
  setClock,
  STATISTICS_NOW,
} from '../../../test/support/platform-statistics.js';
import { appForThisFile } from '../../../test/test-app.js';

// The breakdowns, weekly series and top categories of the population in test/support/platform-statistics.ts
// (the hand counts are written next to each expectation).
const t = await appForThisFile();
let admin: TestUser;
beforeAll(async () => {
  setClock(t, STATISTICS_NOW);
  await seedStatisticsPopulation(t);
  admin = await createAdmin(t);
});

const EMPTY_YEAR = { from: '2024-01-01', to: '2024-12-31' };

/** Every category in the contract's order, null (hidden) unless named in `shown`. */
function disabilityRows(shown: Record<string, { job_seekers?: number; applications?: number }>) {
  return DISABILITY_CATEGORIES.map((name) => ({
    name,
    job_seekers: shown[name]?.job_seekers ?? null,
    applications: shown[name]?.applications ?? null,
  }));
}

describe('by disability', () => {
  it('hides every count below 5 (4 and 0 included) and gives 5 and more', async () => {
    // March sign-ups: Visual 5, Physical 6, Deaf 4, Learning 1. Applications sent in March: Visual 8
    // (s1–s4, and o1 and o2 who signed up in February), Physical 2; Deaf's one is in April.
    expect((await getStatistics(t, admin.token, MARCH)).by_disability).toEqual(
      disabilityRows({
        'Visual Disability': { job_seekers: 5, applications: 8 },
        'Physical Disability (Orthopedic)': { job_seekers: 6 },
      }),
    );
    // All time: Deaf reaches 5 with o4; Visual 8 people and 9 applications.
    expect((await getStatistics(t, admin.token)).by_disability).toEqual(
      disabilityRows({
        'Deaf or Hard of Hearing': { job_seekers: 5 },
        'Visual Disability': { job_seekers: 8, applications: 9 },
        'Physical Disability (Orthopedic)': { job_seekers: 6 },
      }),
    );
  });

  it('lists all ten categories even when nothing happened', async () => {
    expect((await getStatistics(t, admin.token, EMPTY_YEAR)).by_disability).toEqual(disabilityRows({}));
  });
});

describe('by region', () => {
  it('names regions by the ID number’s first two digits, merges Bangsamoro’s two codes, and puts the rest last', async () => {
    // March: NCR 5 (code 13); Bangsamoro 3 × 15 + 2 × 19; Central Visayas 1; the unknown row gathers no
    // number, 12 digits, code 99 twice and a number with a letter: 5.
    expect((await getStatistics(t, admin.token, MARCH)).by_region).toEqual([
      { code: '15', name: 'Bangsamoro (BARMM)', job_seekers: 5 },
      { code: '07', name: 'Central Visayas (VII)', job_seekers: null },
      { code: '13', name: 'National Capital Region (NCR)', job_seekers: 5 },
      { code: null, name: UNKNOWN_REGION_NAME, job_seekers: 5 },
    ]);
    // All time: Ilocos (o1–o3) appears with 3, hidden; NCR has 6 with o4.
    expect((await getStatistics(t, admin.token)).by_region).toEqual([
      { code: '15', name: 'Bangsamoro (BARMM)', job_seekers: 5 },
      { code: '07', name: 'Central Visayas (VII)', job_seekers: null },
      { code: '01', name: 'Ilocos Region (I)', job_seekers: null },
      { code: '13', name: 'National Capital Region (NCR)', job_seekers: 6 },
      { code: null, name: UNKNOWN_REGION_NAME, job_seekers: 5 },
    ]);
  });

  it('lists only the regions someone signed up from', async () => {
    // 2025-03-17: s10 alone, a Bangsamoro number under code 19.
    expect((await getStatistics(t, admin.token, { from: '2025-03-17', to: '2025-03-17' })).by_region).toEqual([
      { code: '19', name: 'Bangsamoro (BARMM)', job_seekers: null },
    ]);
    expect((await getStatistics(t, admin.token, EMPTY_YEAR)).by_region).toEqual([]);
  });
});

describe('weekly series', () => {
  it('counts Monday-to-Sunday Manila weeks, oldest first, ending with the week of `to`, zeros included', async () => {
    const weekly = (await getStatistics(t, admin.token, MARCH)).weekly;
    // 2025-03-31 is a Monday: its week is the last of twelve. s4 signed up on Sunday 2025-03-09 at 23:30
    // Manila and s5 on Monday 00:10 (both Sunday in UTC): s4 counts in the week of 03-03, s5 in that of
    // 03-10; so do jobs j2/j4 and j3. The last week runs into April (o3, j13, j14, a9): weeks are whole.
    expect(weekly).toEqual([
      { week_start: '2025-01-13', job_seekers: 0, jobs: 0, applications: 0 },
      { week_start: '2025-01-20', job_seekers: 0, jobs: 0, applications: 0 },
      { week_start: '2025-01-27', job_seekers: 0, jobs: 0, applications: 0 },
      { week_start: '2025-02-03', job_seekers: 0, jobs: 0, applications: 0 },
      { week_start: '2025-02-10', job_seekers: 1, jobs: 2, applications: 1 },
      { week_start: '2025-02-17', job_seekers: 0, jobs: 0, applications: 0 },
      { week_start: '2025-02-24', job_seekers: 2, jobs: 0, applications: 0 },
      { week_start: '2025-03-03', job_seekers: 3, jobs: 3, applications: 5 },
      { week_start: '2025-03-10', job_seekers: 5, jobs: 5, applications: 3 },
      { week_start: '2025-03-17', job_seekers: 4, jobs: 2, applications: 2 },
      { week_start: '2025-03-24', job_seekers: 2, jobs: 0, applications: 0 },
      { week_start: '2025-03-31', job_seekers: 2, jobs: 2, applications: 1 },
    ]);
  });

  it('ends with the week of a Sunday `to`, and with this week (by the clock) without one', async () => {
    // 2025-03-09 is a Sunday: its week starts on Monday 03-03, and holds s4 (Sunday 23:30) but not s5.
    const sunday = (await getStatistics(t, admin.token, { to: '2025-03-09' })).weekly;
    expect(sunday).toHaveLength(STATISTICS_WEEKS);
    expect(sunday.at(0)?.week_start).toBe('2024-12-16');
    expect(sunday.at(-1)).toEqual({ week_start: '2025-03-03', job_seekers: 3, jobs: 3, applications: 5 });
    // The clock says Thursday 2025-04-10: the last week is that of Monday 04-07, with o4's sign-up.
    const now = (await getStatistics(t, admin.token)).weekly;
    expect(now).toHaveLength(STATISTICS_WEEKS);
    expect(now.at(0)?.week_start).toBe('2025-01-20');
    expect(now.at(-1)).toEqual({ week_start: '2025-04-07', job_seekers: 1, jobs: 0, applications: 0 });
  });
});

describe('top categories', () => {
  it('names the categories with the most jobs and applications in the period, ties by name, none with zero', async () => {
    // March jobs: Technology 3, Sales 2, then one each for Design, Education, Finance, Healthcare and
    // Legal (the first three by name make five). Applications: Technology 6, Healthcare 2, Sales 2.
    const march = await getStatistics(t, admin.token, MARCH);
    expect(march.top_categories_by_jobs).toEqual([
      { name: 'Technology', count: 3 },
      { name: 'Sales', count: 2 },
      { name: 'Design', count: 1 },
      { name: 'Education', count: 1 },
      { name: 'Finance', count: 1 },
    ]);
    expect(march.top_categories_by_applications).toEqual([
      { name: 'Technology', count: 6 },
      { name: 'Healthcare', count: 2 },
      { name: 'Sales', count: 2 },
    ]);
    // All time: Retail's four jobs (February and April) lead.
    const allTime = await getStatistics(t, admin.token);
    expect(allTime.top_categories_by_jobs).toEqual([
      { name: 'Retail', count: 4 },
      { name: 'Technology', count: 3 },
      { name: 'Sales', count: 2 },
      { name: 'Design', count: 1 },
      { name: 'Education', count: 1 },
    ]);
    expect(allTime.top_categories_by_applications).toEqual([
      { name: 'Technology', count: 6 },
      { name: 'Healthcare', count: 2 },
      { name: 'Sales', count: 2 },
      { name: 'Education', count: 1 },
      { name: 'Retail', count: 1 },
    ]);
  });

  it('answers empty lists for a period without jobs or applications', async () => {
    const empty = await getStatistics(t, admin.token, EMPTY_YEAR);
    expect(empty.top_categories_by_jobs).toEqual([]);
    expect(empty.top_categories_by_applications).toEqual([]);
  });
});
