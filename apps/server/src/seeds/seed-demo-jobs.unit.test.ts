import { describe, expect, it } from 'vitest';
import { DEMO_WORKPLACE, demoWorkplace, JOBS } from './seed-demo-jobs.js';

// Decision 028: a job page's JobPosting data carries a salary only when its text says pesos, one figure or a
// range, and a unit of time (apps/web/src/features/job-feed/job-posting-data.ts reads "₱18,000 - ₱22,000 a
// month" and "₱350 an hour"). The demo's salaries are written that way, so its job pages show what a real
// employer's would.
const WITH_UNIT = /^₱\d{1,3}(?:,\d{3})*(?: - ₱\d{1,3}(?:,\d{3})*)? (?:a month|an hour)$/u;
const PER_PIECE = /^₱\d+(?:\.\d+)? per (?:article|word|module)$/u;
const WITH_COMMISSION = /^₱\d{1,3}(?:,\d{3})*(?: - ₱\d{1,3}(?:,\d{3})*)? a month plus commission$/u;

describe("the demo jobs' salaries", () => {
  it('say pesos and a unit of time, or are pay per piece or with commission, or none', () => {
    const odd = JOBS.filter(
      ({ salary }) =>
        salary !== null && !WITH_UNIT.test(salary) && !PER_PIECE.test(salary) && !WITH_COMMISSION.test(salary),
    ).map(({ title, salary }) => `${title}: ${salary ?? ''}`);
    expect(odd).toEqual([]);
  });

  it('give most demo job pages a salary in their structured data', () => {
    const withUnit = JOBS.filter(({ salary }) => salary !== null && WITH_UNIT.test(salary));
    expect(withUnit.length).toBeGreaterThanOrEqual(40);
  });
});

describe("the demo jobs' workplace accessibility (issue 16)", () => {
  it('names only demo jobs that exist, and ticks something on most jobs so the filter has results', () => {
    const titles = new Set(JOBS.map((job) => job.title));
    expect(Object.keys(DEMO_WORKPLACE).filter((title) => !titles.has(title))).toEqual([]);
    const described = JOBS.filter((job) => demoWorkplace(job).facts.length > 0);
    expect(described.length).toBeGreaterThanOrEqual(30);
    // Some jobs tick nothing, so the job page's "not described yet" shows in the demo too.
    expect(described.length).toBeLessThan(JOBS.length);
    expect(
      JOBS.filter((job) => /remote/iu.test(job.location)).every((job) =>
        demoWorkplace(job).facts.includes('remote_or_hybrid'),
      ),
    ).toBe(true);
  });
});
