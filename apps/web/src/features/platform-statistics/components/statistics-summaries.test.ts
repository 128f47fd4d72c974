import { describe, expect, it } from 'vitest';
import {
  approvalSummary,
  disabilitySummary,
  employersSummary,
  funnelSummary,
  regionSummary,
  topCategoriesSummary,
  weeklySummary,
} from './statistics-summaries';
import { statistics } from './statistics-test-data';
import { countText, durationText, percentText, rangeText, weekLabel } from './statistics-words';

const data = statistics();
const ALL_TIME = { from: null, to: null };

describe('statistics words', () => {
  it('says durations in days and hours', () => {
    expect(durationText(52)).toBe('2 days 4 hours');
    expect(durationText(24)).toBe('1 day');
    expect(durationText(25.4)).toBe('1 day 1 hour');
    expect(durationText(5)).toBe('5 hours');
    expect(durationText(0.4)).toBe('less than an hour');
  });

  it('says counts, protected counts, shares, periods and weeks', () => {
    expect(countText(1234)).toBe('1,234');
    expect(countText(null)).toBe('fewer than 5');
    expect(percentText(48, 120)).toBe('40%');
    expect(percentText(0, 0)).toBe('–');
    expect(rangeText({ from: '2026-11-01', to: '2026-11-25' })).toBe('from Nov 1, 2026 to Nov 25, 2026');
    expect(rangeText({ from: '2026-11-01', to: null })).toBe('from Nov 1, 2026 onwards');
    expect(rangeText(ALL_TIME)).toBe('all time');
    expect(weekLabel('2026-11-02')).toBe('Nov 2');
  });
});

describe('section summaries', () => {
  it('sums up the funnel as shares of the sign-ups', () => {
    expect(funnelSummary(data.funnel, data.range)).toBe(
      'Of 120 job seekers who signed up in this period, 48 (40%) were approved by an admin and 9 (8%) were ' +
        'approved by an employer.',
    );
    expect(
      funnelSummary(
        data.funnel.map((step) => ({ ...step, count: 0 })),
        data.range,
      ),
    ).toBe('No job seeker signed up in this period.');
  });

  it('says approval times and waits in words', () => {
    expect(approvalSummary(data.approval, data.range)).toBe(
      'Half of the 48 job seekers approved in this period waited 2 days 4 hours or less. 7 job seekers are ' +
        'waiting for approval now; the longest has waited 5 days 10 hours.',
    );
    expect(
      approvalSummary(
        {
          median_hours_to_approval: null,
          approved_count: 0,
          waiting_count: 0,
          longest_wait_hours: null,
          median_wait_hours: null,
        },
        ALL_TIME,
      ),
    ).toBe('No job seeker was approved so far. No one is waiting for approval now.');
  });

  it('names the largest disability and region, skipping protected counts', () => {
    expect(disabilitySummary(data.by_disability, data.range)).toBe(
      'The most job seekers who signed up in this period have Visual Disability (32); the most applications ' +
        'came from job seekers with Visual Disability (120). Counts below 5 are not shown, so no one can be ' +
        'singled out.',
    );
    expect(disabilitySummary([{ name: 'Orthopedic', job_seekers: null, applications: null }], data.range)).toMatch(
      /^No disability has 5 or more job seekers or applications in this period\./u,
    );
    expect(regionSummary(data.by_region, data.range)).toMatch(
      /^Most job seekers who signed up in this period hold a PWD ID from National Capital Region \(NCR\) \(40\)\./u,
    );
  });

  it('totals the weeks and names the busiest one for applications', () => {
    expect(weeklySummary(data.weekly)).toBe(
      'In the 12 weeks from the week of Sep 7, 2026 to the week of Nov 23, 2026: 78 new job seekers, 12 jobs ' +
        'posted and 176 applications. The busiest week for applications began Nov 9, 2026 (62).',
    );
  });

  it('names the top categories and the share of verified employers', () => {
    expect(topCategoriesSummary(data.top_categories_by_jobs, data.top_categories_by_applications, data.range)).toBe(
      'Technology had the most jobs posted in this period (14). Customer Service had the most applications (70).',
    );
    expect(topCategoriesSummary([], [], data.range)).toBe(
      'No jobs were posted in this period. No applications were sent in this period.',
    );
    expect(employersSummary(data.employers)).toBe(
      'Of the 40 employers on the platform now, 25 (63%) have a verified business registration and 15 (38%) do not.',
    );
    expect(employersSummary({ verified: 1, unverified: 0 })).toBe(
      'Of the 1 employer on the platform now, 1 (100%) has a verified business registration and 0 (0%) do not.',
    );
  });
});
