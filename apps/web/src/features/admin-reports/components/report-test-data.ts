import type { AdminReport } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../auth/components/test-harness';

/** Test-only: 150 characters of post text, so the preview must cut it. */
export const LONG_POST = `${'Apply now for a work-from-home job paying 5000 a day, '.repeat(2)}and send the placement fee to start today!`;

/** Test-only: a pending report of a post, with sensible defaults. */
export function adminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 1,
    status: 'pending',
    reason: 'spam',
    report_desc: 'Asks job seekers for a placement fee.',
    reported_by_username: 'Maria Santos',
    created_at: '2026-03-01T02:30:00.000Z',
    resolved_at: null,
    dismissed_at: null,
    content_type: 'post',
    post: 10,
    comment: null,
    job: null,
    job_title: null,
    job_company: null,
    job_content: null,
    post_content: LONG_POST,
    comment_content: null,
    post_author: 'Juan Dela Cruz',
    comment_author: null,
    content_created_at: '2026-02-27T09:00:00.000Z',
    content_deleted: false,
    ...overrides,
  };
}

/** Test-only: a pending comment report, a resolved one whose post was deleted, and a dismissed comment report. */
export function commentReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return adminReport({
    id: 2,
    reason: 'harassment',
    report_desc: 'Insults another member.',
    reported_by_username: 'Pedro Reyes',
    created_at: '2026-03-03T02:30:00.000Z',
    content_type: 'comment',
    post: null,
    comment: 20,
    post_content: null,
    comment_content: 'Nobody will ever hire you.',
    post_author: null,
    comment_author: 'Rude Person',
    content_created_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  });
}

/** Test-only: 153 characters of a job description, so the preview must cut it. */
export const LONG_JOB = `Encode forms from home. ${'Earn 3,000 a day, no experience needed. '.repeat(2)}Pay the 500 peso registration fee by GCash first.`;

/** Test-only: a pending report of a job post (a suspected scam), id 5, made on 4 March. */
export function jobReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return adminReport({
    id: 5,
    reason: 'suspected_scam',
    report_desc: 'They asked me to pay a registration fee.',
    reported_by_username: 'Liza Ramos',
    created_at: '2026-03-04T02:30:00.000Z',
    content_type: 'job',
    post: null,
    post_content: null,
    post_author: null,
    job: 30,
    job_title: 'Online Data Encoder',
    job_company: 'QuickPay Staffing',
    job_content: LONG_JOB,
    content_created_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  });
}

/** Test-only: the four reports of the fake server, ids 1–4, created on 1, 3, 2 and 28 Feb/Mar. */
export const REPORTS: AdminReport[] = [
  adminReport(),
  commentReport(),
  adminReport({
    id: 3,
    status: 'resolved',
    reason: 'inappropriate',
    report_desc: 'Offensive language in the title.',
    reported_by_username: 'Ana Lim',
    created_at: '2026-03-02T02:30:00.000Z',
    resolved_at: '2026-03-04T05:00:00.000Z',
    post: null,
    post_content: null,
    post_author: null,
    content_created_at: null,
    content_deleted: true,
  }),
  commentReport({
    id: 4,
    status: 'dismissed',
    reason: 'other',
    report_desc: 'Off topic <b>and</b> long',
    reported_by_username: 'Ben Cruz',
    created_at: '2026-02-28T02:30:00.000Z',
    dismissed_at: '2026-03-05T05:00:00.000Z',
    comment: 21,
    comment_content: '<img src=x onerror="alert(1)"> See my profile',
    comment_author: 'Carlo Tan',
  }),
];

/**
 * Test-only: a fake server holding REPORTS that resolves, dismisses and deletes like the real one
 * (deleting content resolves its pending reports and flags them content_deleted).
 */
export function mockReportsServer(
  overrides: Parameters<typeof mockApi>[0] = {},
  initial: readonly AdminReport[] = REPORTS,
) {
  let reports = initial.map((report) => ({ ...report }));
  const decide = (id: number, status: 'resolved' | 'dismissed') => {
    const at = '2026-03-06T01:00:00.000Z';
    reports = reports.map((r) =>
      r.id === id ? { ...r, status, [status === 'resolved' ? 'resolved_at' : 'dismissed_at']: at } : r,
    );
    return jsonResponse(reports.find((r) => r.id === id));
  };
  const removeContent = (matches: (r: AdminReport) => boolean, message: string) => {
    reports = reports.map((r) =>
      matches(r)
        ? {
            ...r,
            status: r.status === 'pending' ? 'resolved' : r.status,
            resolved_at: r.status === 'pending' ? '2026-03-06T01:00:00.000Z' : r.resolved_at,
            post_content: null,
            comment_content: null,
            job: null,
            job_title: null,
            job_company: null,
            job_content: null,
            content_deleted: true,
          }
        : r,
    );
    return jsonResponse({ message });
  };
  const handlers: Parameters<typeof mockApi>[0] = { 'GET /api/admin/reports/': () => jsonResponse(reports) };
  for (const report of initial) {
    handlers[`PATCH /api/admin/reports/${report.id}/resolve/`] = () => decide(report.id, 'resolved');
    handlers[`PATCH /api/admin/reports/${report.id}/dismiss/`] = () => decide(report.id, 'dismissed');
  }
  handlers['DELETE /api/posts/10/'] = () => removeContent((r) => r.post === 10, 'Post deleted successfully');
  handlers['DELETE /api/comments/20/'] = () => removeContent((r) => r.comment === 20, 'Comment deleted successfully');
  handlers['DELETE /api/admin/delete-job/30/'] = () =>
    removeContent((r) => r.job === 30, 'Job post deleted. The employer and the applicants have been told.');
  return mockApi({ ...handlers, ...overrides });
}

/** Test-only: the titles of the listed reports, in order, once the list is on screen. */
export async function reportTitles(): Promise<(string | null)[]> {
  const list = await screen.findByRole('list', { name: 'Reports' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** Test-only: the list item of report `id`. */
export function reportItem(id: number): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^Report #${id} - `, 'u') });
  const item = heading.closest('li');
  if (!item) throw new Error(`Report #${id} is not in a list item`);
  return item;
}
