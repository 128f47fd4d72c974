/**
 * Set-up shared by the tests of job-post reports and of an admin's deletion of a job post: reports
 * straight into the database, the calls that file and list them, and the admin's deletion.
 */
import { FORUM_MESSAGES, type AdminReport } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reports } from '../../src/db/schema-community.js';
import { uniqueIp } from '../factories.js';
import type { TestApp } from '../test-app.js';

/** A valid job report's body; override what a test is about. */
export const jobReportPayload = (jobId: number, overrides: Record<string, unknown> = {}) => ({
  reason: 'suspected_scam',
  report_desc: 'Asks applicants to pay a training fee first.',
  job: jobId,
  ...overrides,
});

/** POST /api/reports/ (from an address of its own, so the per-route limits never mix tests). */
export const fileReport = (t: TestApp, token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/reports/', payload, remoteAddress: uniqueIp(), ...(token ? { token } : {}) });

/** Reports a job and expects 201 with the job report's message; answers the report's id. */
export async function reportJobOk(
  t: TestApp,
  token: string,
  jobId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await fileReport(t, token, jobReportPayload(jobId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ id: number; message: string }>();
  expect(body.message).toBe(FORUM_MESSAGES.jobReportSubmitted);
  return body.id;
}

/** Inserts a report on a job straight into the database (pending unless said). */
export async function insertJobReport(
  t: TestApp,
  reportedBy: number,
  jobId: number,
  status: 'pending' | 'resolved' | 'dismissed' = 'pending',
) {
  const closedAt = new Date(Date.UTC(2026, 0, 15, 2, 0, 0));
  const [row] = await t.db
    .insert(reports)
    .values({
      reason: 'discriminatory',
      reportDesc: 'Says only applicants without disabilities may apply.',
      reportedBy,
      contentType: 'job',
      jobId,
      status,
      ...(status === 'dismissed' ? { dismissedAt: closedAt } : {}),
      ...(status === 'resolved' ? { resolvedAt: closedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('report not inserted');
  return row;
}

/** The stored report row (reports are never deleted). */
export async function storedReport(t: TestApp, id: number) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  if (!row) throw new Error(`report ${id} is gone`);
  return row;
}

/** Manage Reports' list as the admin; expects 200. */
export async function adminReports(t: TestApp, token: string): Promise<AdminReport[]> {
  const response = await t.request({ method: 'GET', url: '/api/admin/reports/', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReport[]>();
}

/** What a test sends with a deletion: no body unless `payload` is given, and any extra headers. */
export interface JobDeletionExtras {
  payload?: unknown;
  headers?: Record<string, string>;
}

/** DELETE /api/admin/delete-job/{jobId}/ with a token, then runs what it queued (notifications, mail). */
export async function deleteJobAsAdmin(
  t: TestApp,
  token: string,
  jobId: number | string,
  extra: JobDeletionExtras = {},
) {
  const response = await t.request({
    method: 'DELETE',
    url: `/api/admin/delete-job/${jobId}/`,
    token,
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
  });
  await t.jobs.drain();
  return response;
}
