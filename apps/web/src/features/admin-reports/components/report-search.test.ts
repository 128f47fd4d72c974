import { REPORT_PREVIEW_CHARS } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { adminReport, commentReport, jobReport, LONG_JOB } from './report-test-data';
import { contentPreview, DEFAULT_FILTERS, matchesReportSearch, reportedJob, visibleReports } from './report-search';

describe('contentPreview', () => {
  it('keeps text of exactly 100 characters whole and cuts longer text at 100 with an ellipsis', () => {
    expect(REPORT_PREVIEW_CHARS).toBe(100);
    const hundred = 'a'.repeat(100);
    expect(contentPreview(adminReport({ post_content: hundred }))).toBe(hundred);
    expect(contentPreview(adminReport({ post_content: `${hundred}b` }))).toBe(`${hundred}…`);
  });

  it('counts characters as people see them, so an emoji is never cut in half', () => {
    const text = '😀'.repeat(101);
    expect(contentPreview(adminReport({ post_content: text }))).toBe(`${'😀'.repeat(100)}…`);
  });

  it("uses the comment's text for a comment report, and says when there is none or it was deleted", () => {
    expect(contentPreview(commentReport())).toBe('Nobody will ever hire you.');
    expect(contentPreview(commentReport({ comment_content: '   ' }))).toBe('No preview available');
    expect(contentPreview(commentReport({ content_deleted: true }))).toBe('Content has been deleted');
  });
});

describe('job reports', () => {
  it("previews the job's description, and names a blank title and company in words", () => {
    expect(contentPreview(jobReport())).toBe(`${LONG_JOB.slice(0, 100).trimEnd()}…`);
    expect(contentPreview(jobReport({ content_deleted: true, job_content: null }))).toBe('Content has been deleted');
    expect(reportedJob(jobReport())).toEqual({ title: 'Online Data Encoder', company: 'QuickPay Staffing' });
    expect(reportedJob(jobReport({ job_title: ' ', job_company: null }))).toEqual({
      title: 'Untitled job',
      company: 'Unknown Company',
    });
  });

  it("is found by the job's title or company and by the reason's name", () => {
    for (const query of ['data ENCODER', 'quickpay', 'Suspected scam', 'suspected_scam']) {
      expect(matchesReportSearch(jobReport(), query)).toBe(true);
    }
    expect(matchesReportSearch(jobReport(), 'discriminatory')).toBe(false);
    // A forum report has no job fields to match.
    expect(matchesReportSearch(adminReport(), 'quickpay')).toBe(false);
  });
});

describe('matchesReportSearch', () => {
  it('matches reporter name, reason (value or label) and description, ignoring case and spaces around', () => {
    const report = adminReport();
    for (const query of ['  maria ', 'SPAM', 'placement', '']) expect(matchesReportSearch(report, query)).toBe(true);
    expect(matchesReportSearch(report, 'Juan')).toBe(false);
    expect(matchesReportSearch(report, 'harassment')).toBe(false);
  });
});

describe('visibleReports', () => {
  it('breaks ties of the same time by report number, in the chosen direction', () => {
    const same = '2026-03-01T00:00:00.000Z';
    const reports = [adminReport({ id: 2, created_at: same }), adminReport({ id: 1, created_at: same })];
    expect(visibleReports(reports, DEFAULT_FILTERS).map((r) => r.id)).toEqual([2, 1]);
    expect(visibleReports(reports, { ...DEFAULT_FILTERS, sort: 'oldest' }).map((r) => r.id)).toEqual([1, 2]);
  });
});
