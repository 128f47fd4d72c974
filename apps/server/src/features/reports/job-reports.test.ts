import { FORUM_MESSAGES, JOB_MESSAGES, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema-community.js';
import { jobPosts } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, createJob } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { auditEntriesAbout } from '../../../test/support/audit-log.js';
import { insertPost } from '../../../test/support/forum.js';
import {
  adminReports,
  fileReport,
  jobReportPayload,
  reportJobOk,
  storedReport,
} from '../../../test/support/job-reports.js';

// Reports of job posts (issue 12): filed by anyone signed in with the job's own reasons, listed in
// Manage Reports beside the forum's, and closed the same way.

const t = await appForThisFile();
const admin = await createAdmin(t, { email: 'reports.admin@example.com' });

const countReports = async () => (await t.db.select({ id: reports.id }).from(reports)).length;
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: string }).error;
const close = (id: number, action: 'resolve' | 'dismiss') =>
  t.request({ method: 'PATCH', url: `/api/admin/reports/${id}/${action}/`, token: admin.token });

describe('POST /api/reports/ with a job', () => {
  it('lets a job seeker, another employer and an admin report a job, as themselves', async () => {
    const { job } = await createEmployerWithJob(t);
    const reporters = [await createEmployee(t), await createEmployer(t), await createAdmin(t)];
    for (const reporter of reporters) {
      const id = await reportJobOk(t, reporter.token, job.id, { reported_by: 1 });
      expect(await storedReport(t, id)).toMatchObject({
        reason: 'suspected_scam',
        reportDesc: 'Asks applicants to pay a training fee first.',
        reportedBy: reporter.id,
        contentType: 'job',
        jobId: job.id,
        postId: null,
        commentId: null,
        status: 'pending',
        contentDeleted: false,
      });
    }
    // Each of the job's reasons is accepted.
    for (const reason of ['discriminatory', 'other']) {
      await reportJobOk(t, (await createEmployee(t)).token, job.id, { reason });
    }
  });

  it('refuses a forum reason for a job, and a job reason for a post (400), storing nothing', async () => {
    const { job, employer } = await createEmployerWithJob(t);
    const post = await insertPost(t, employer.id);
    const reporter = await createEmployee(t);
    const before = await countReports();

    for (const reason of ['spam', 'harassment', 'inappropriate']) {
      const response = await fileReport(t, reporter.token, jobReportPayload(job.id, { reason }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(FORUM_MESSAGES.reportReasonForJob);
    }
    const forPost = await fileReport(t, reporter.token, {
      reason: 'suspected_scam',
      report_desc: 'Looks like a scam.',
      post: post.id,
    });
    expect(forPost.statusCode).toBe(400);
    expect(errorOf(forPost)).toBe(FORUM_MESSAGES.reportReasonForForum);
    const both = await fileReport(t, reporter.token, jobReportPayload(job.id, { post: post.id }));
    expect(both.statusCode).toBe(400);
    expect(errorOf(both)).toBe(FORUM_MESSAGES.reportBothTargets);

    expect(await countReports()).toBe(before);
  });

  it('answers 404 for a job that does not exist, or no longer does', async () => {
    const reporter = await createEmployee(t);
    const missing = await fileReport(t, reporter.token, jobReportPayload(999_999));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toBe(JOB_MESSAGES.notFound);

    const { job } = await createEmployerWithJob(t);
    await t.db.delete(jobPosts).where(eq(jobPosts.id, job.id));
    const gone = await fileReport(t, reporter.token, jobReportPayload(job.id));
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe(JOB_MESSAGES.notFound);
  });

  it('refuses an employer reporting their own job (409), storing nothing', async () => {
    const { employer, job } = await createEmployerWithJob(t);
    const before = await countReports();
    const response = await fileReport(t, employer.token, jobReportPayload(job.id));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(FORUM_MESSAGES.reportOwnJob);
    expect(await countReports()).toBe(before);
  });

  it('refuses a second pending report on the same job by the same person, until the first is resolved', async () => {
    const { job } = await createEmployerWithJob(t);
    const other = await createJob(t, (await createEmployer(t)).id);
    const reporter = await createEmployee(t);
    const first = await reportJobOk(t, reporter.token, job.id);

    const again = await fileReport(t, reporter.token, jobReportPayload(job.id, { reason: 'other' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(FORUM_MESSAGES.reportDuplicate);
    // Another job, and another person on the same job, are separate reports.
    await reportJobOk(t, reporter.token, other.id);
    await reportJobOk(t, (await createEmployee(t)).token, job.id);

    expect((await close(first, 'resolve')).statusCode).toBe(200);
    const afterResolution = await reportJobOk(t, reporter.token, job.id);
    expect(afterResolution).not.toBe(first);
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const { job } = await createEmployerWithJob(t);
    const before = await countReports();
    expect((await fileReport(t, undefined, jobReportPayload(job.id))).statusCode).toBe(401);
    expect(await countReports()).toBe(before);
  });
});

describe('job reports in Manage Reports', () => {
  it('lists a job report with the job’s title, company and description, and no forum fields', async () => {
    const { job } = await createEmployerWithJob(t, { company: 'Mabuhay Staffing', title: 'Data Encoder' });
    await t.db.update(jobPosts).set({ jobDesc: 'Pay 500 pesos for your ID first.' }).where(eq(jobPosts.id, job.id));
    const reporter = await createEmployee(t, { firstName: 'Rosa', lastName: 'Reyes' });
    const id = await reportJobOk(t, reporter.token, job.id, { reason: 'discriminatory', report_desc: 'No PWDs.' });
    const [stored] = await t.db.select().from(jobPosts).where(eq(jobPosts.id, job.id));

    const listed = (await adminReports(t, admin.token)).find((r) => r.id === id);
    expect(listed).toEqual({
      id,
      status: 'pending',
      reason: 'discriminatory',
      report_desc: 'No PWDs.',
      reported_by_username: 'Rosa Reyes',
      created_at: expect.any(String) as string,
      resolved_at: null,
      dismissed_at: null,
      content_type: 'job',
      post: null,
      comment: null,
      job: job.id,
      job_title: 'Data Encoder',
      job_company: 'Mabuhay Staffing',
      job_content: 'Pay 500 pesos for your ID first.',
      post_content: null,
      comment_content: null,
      post_author: null,
      comment_author: null,
      content_created_at: stored?.createdAt.toISOString(),
      content_deleted: false,
    });
  });

  it('names the company Unknown Company without a profile, and shows the job as deleted once it is gone', async () => {
    const job = await createJob(t, (await createEmployer(t)).id, { title: 'Warehouse Helper' });
    const id = await reportJobOk(t, (await createEmployee(t)).token, job.id);
    expect((await adminReports(t, admin.token)).find((r) => r.id === id)).toMatchObject({
      job: job.id,
      job_company: UNKNOWN_COMPANY,
      content_deleted: false,
    });

    await t.db.delete(jobPosts).where(eq(jobPosts.id, job.id));
    expect((await adminReports(t, admin.token)).find((r) => r.id === id)).toMatchObject({
      content_type: 'job',
      status: 'pending',
      job: null,
      job_title: null,
      job_company: null,
      job_content: null,
      content_created_at: null,
      content_deleted: true,
    });
  });

  it('resolves and dismisses job reports, each with one audit record labelled "Report #<id> - Job"', async () => {
    const { job } = await createEmployerWithJob(t);
    const resolved = await reportJobOk(t, (await createEmployee(t)).token, job.id);
    const dismissed = await reportJobOk(t, (await createEmployee(t)).token, job.id);

    const resolving = await close(resolved, 'resolve');
    expect(resolving.statusCode).toBe(200);
    expect(resolving.json()).toMatchObject({ id: resolved, status: 'resolved', job: job.id, content_type: 'job' });
    const dismissing = await close(dismissed, 'dismiss');
    expect(dismissing.statusCode).toBe(200);
    expect(dismissing.json()).toMatchObject({ id: dismissed, status: 'dismissed', job: job.id });

    for (const [id, action] of [
      [resolved, 'resolve_report'],
      [dismissed, 'dismiss_report'],
    ] as const) {
      expect(await auditEntriesAbout(t, admin.token, 'report', id)).toEqual([
        expect.objectContaining({
          action,
          admin_email: 'reports.admin@example.com',
          subject_label: `Report #${id} - Job`,
          subject_email: null,
        }),
      ]);
    }
    // The job itself stays: closing a report is not deleting the job.
    expect(await t.db.select().from(jobPosts).where(eq(jobPosts.id, job.id))).toHaveLength(1);
  });
});
