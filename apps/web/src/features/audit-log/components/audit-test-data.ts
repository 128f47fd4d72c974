import type { AuditEntry } from '@kakayahan/contracts';
import { vi } from 'vitest';

/** Test-only: an audit record with sensible defaults (an approval of Ana Reyes). */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'approve_user',
    admin_email: 'admin@kakayahan.ph',
    subject_type: 'job_seeker',
    subject_id: 5,
    subject_label: 'Ana Reyes',
    subject_email: 'ana@example.ph',
    reason: null,
    created_at: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

/** Test-only: three records, newest first. */
export const ENTRIES: AuditEntry[] = [
  auditEntry({
    id: 3,
    action: 'reject_employer_verification',
    admin_email: 'other-admin@kakayahan.ph',
    subject_type: 'employer',
    subject_id: 9,
    subject_label: 'Acme Hiring',
    subject_email: 'hr@acme.ph',
    reason: 'The registration number does not match the name.',
    created_at: '2026-11-22T03:00:00.000Z',
  }),
  auditEntry({
    id: 2,
    action: 'delete_post',
    subject_type: 'post',
    subject_id: 44,
    subject_label: 'Free placement, pay first',
    subject_email: null,
    reason: '   ',
    created_at: '2026-11-21T03:00:00.000Z',
  }),
  auditEntry(),
];

/** One call the fake server saw; `url` keeps the query string. */
export interface AuditCall {
  path: string;
  url: URL;
}

/** Test-only: a JSON answer, with headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * Test-only: a fake GET /api/admin/audit-log/ over `records` (search on the admin, subject and reason;
 * the action; pages of page_size with X-Total-Count), or `answer` instead; each answer waits for
 * `gate()` first, when given. Restore with vi.restoreAllMocks().
 */
export function mockAuditApi(
  records: AuditEntry[] = ENTRIES,
  { answer, gate }: { answer?: (call: AuditCall) => Response; gate?: () => Promise<void> } = {},
): { calls: AuditCall[] } {
  const calls: AuditCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call = { path: url.pathname, url };
    calls.push(call);
    if (call.path !== '/api/admin/audit-log/') throw new TypeError(`No fake answer for ${call.path}`);
    if (gate) await gate();
    if (answer) return answer(call);
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const action = url.searchParams.get('action');
    const found = records.filter(
      (entry) =>
        (!action || entry.action === action) &&
        [entry.admin_email, entry.subject_label, entry.subject_email ?? '', entry.reason ?? ''].some((text) =>
          text.toLowerCase().includes(search),
        ),
    );
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('page_size') ?? String(found.length));
    return json(found.slice((page - 1) * size, page * size), 200, { 'x-total-count': String(found.length) });
  });
  return { calls };
}
