import { describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { allAuditRows, auditEntriesAbout } from '../../../test/support/audit-log.js';
import { insertComment, insertPost, insertReport } from '../../../test/support/forum.js';

// Resolving and dismissing a report is an admin action: each one leaves exactly one audit record.

const t = await appForThisFile();
const admin = await createAdmin(t, { email: 'moderator.admin@example.com' });

const close = (id: number, action: 'resolve' | 'dismiss', token = admin.token) =>
  t.request({ method: 'PATCH', url: `/api/admin/reports/${id}/${action}/`, token });

const auditOf = (reportId: number) => auditEntriesAbout(t, admin.token, 'report', reportId);

async function pendingReport(on: 'post' | 'comment'): Promise<number> {
  const author = await createEmployer(t);
  const reporter = await createEmployee(t);
  const post = await insertPost(t, author.id, { title: 'Hiring now' });
  const target =
    on === 'post'
      ? { postId: post.id }
      : { commentId: (await insertComment(t, { postId: post.id, userId: author.id })).id };
  return (await insertReport(t, reporter.id, target)).id;
}

describe('the audit trail of Manage Reports', () => {
  it('records resolving a post report: who, what, which report, when; no e-mail and no reason', async () => {
    const id = await pendingReport('post');
    const before = t.clock.now().getTime();
    expect((await close(id, 'resolve')).statusCode).toBe(200);
    const after = t.clock.now().getTime();

    const entries = await auditOf(id);
    expect(entries).toEqual([
      {
        id: expect.any(Number) as number,
        action: 'resolve_report',
        admin_email: 'moderator.admin@example.com',
        subject_type: 'report',
        subject_id: id,
        subject_label: `Report #${id} - Post`,
        subject_email: null,
        reason: null,
        created_at: expect.any(String) as string,
      },
    ]);
    const at = Date.parse(entries[0]?.created_at ?? '');
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });

  it('records dismissing a comment report', async () => {
    const id = await pendingReport('comment');
    expect((await close(id, 'dismiss')).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'dismiss_report',
        subject_type: 'report',
        subject_label: `Report #${id} - Comment`,
      }),
    ]);
  });

  it('writes nothing for a refused close: already closed (409), unknown (404), or not an admin (403)', async () => {
    const closed = await pendingReport('post');
    expect((await close(closed, 'resolve')).statusCode).toBe(200);
    const recordsBefore = (await allAuditRows(t)).length;

    expect((await close(closed, 'resolve')).statusCode).toBe(409);
    expect((await close(closed, 'dismiss')).statusCode).toBe(409);
    expect((await close(999_999, 'dismiss')).statusCode).toBe(404);
    const pending = await pendingReport('comment');
    expect((await close(pending, 'resolve', (await createEmployee(t)).token)).statusCode).toBe(403);

    expect(await allAuditRows(t)).toHaveLength(recordsBefore);
    expect((await auditOf(closed)).map((e) => e.action)).toEqual(['resolve_report']);
    expect(await auditOf(pending)).toEqual([]);
  });

  it('lets only one of two admins closing the same report at once through, with one record', async () => {
    const id = await pendingReport('post');
    const other = await createAdmin(t);
    const answers = await Promise.all([close(id, 'resolve'), close(id, 'dismiss', other.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
