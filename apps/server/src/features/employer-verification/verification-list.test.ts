import { EMPLOYER_VERIFICATION_MESSAGES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employerVerifications } from '../../db/schema-admin.js';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createCompany } from '../../../test/support/admin-employers.js';
import {
  listRegistrations,
  pdfCertificate,
  registrationRow,
  submitRegistration,
} from '../../../test/support/employer-verification.js';
import { CERTIFICATE_LINK_TTL_SECONDS } from './verification-review.service.js';

const t = await appForThisFile();
const M = EMPLOYER_VERIFICATION_MESSAGES;
let admin: TestUser;
const people: Record<'liwanag' | 'mabuhay' | 'dagat' | 'verified' | 'rejected', TestUser> = {} as never;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8));

/** Sets a registration's status and times straight in the database (the list's order reads them). */
async function setRow(employerId: number, values: Partial<typeof employerVerifications.$inferInsert>) {
  await t.db.update(employerVerifications).set(values).where(eq(employerVerifications.employerId, employerId));
}

async function registered(options: Parameters<typeof createCompany>[1], fields: Record<string, string>) {
  const employer = await createCompany(t, options);
  const response = await submitRegistration(t, employer.token, fields, {
    bytes: pdfCertificate(options?.company),
    filename: `${options?.company ?? 'certificate'}.pdf`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return employer;
}

beforeAll(async () => {
  admin = await createAdmin(t);
  people.liwanag = await registered(
    { company: 'Liwanag Solar Corp.', firstName: 'Grace', lastName: 'Tan' },
    { registration_type: 'SEC', registration_number: 'CS2026-11111', tin: '111-222-333-000' },
  );
  people.mabuhay = await registered(
    { company: 'Mabuhay Foods Corporation', firstName: 'Jose', lastName: 'Ramos' },
    { registration_type: 'SEC', registration_number: 'CS2026-22222', tin: '444555666' },
  );
  people.dagat = await registered(
    { company: 'Dagat Fisheries Cooperative', firstName: 'Lorna', lastName: 'Cruz' },
    { registration_type: 'CDA', registration_number: 'CDA-9901-77', tin: '777888999' },
  );
  people.verified = await registered(
    { company: 'Verified Bakery' },
    { registration_type: 'DTI', registration_number: 'DTI55555', tin: '123123123' },
  );
  people.rejected = await registered(
    { company: 'Rejected Rice Mill' },
    { registration_type: 'DTI', registration_number: 'DTI66666', tin: '321321321' },
  );
  // Mabuhay sent first, then Dagat, then Liwanag; decisions on two days.
  await setRow(people.mabuhay.id, { submittedAt: day(1) });
  await setRow(people.dagat.id, { submittedAt: day(2) });
  await setRow(people.liwanag.id, { submittedAt: day(3) });
  await setRow(people.verified.id, { status: 'verified', submittedAt: day(1), decidedAt: day(4), decidedBy: admin.id });
  await setRow(people.rejected.id, {
    status: 'rejected',
    reason: 'The certificate is unreadable.',
    submittedAt: day(2),
    decidedAt: day(5),
    decidedBy: admin.id,
  });
});

describe('GET /api/admin/employer-verifications/', () => {
  it('lists pending registrations by default, oldest first, with every field of the record', async () => {
    const { rows, total } = await listRegistrations(t, admin.token);
    expect(rows.map((r) => r.employer_id)).toEqual([people.mabuhay.id, people.dagat.id, people.liwanag.id]);
    expect(total).toBe(3);
    expect(rows[2]).toEqual({
      employer_id: people.liwanag.id,
      comp_name: 'Liwanag Solar Corp.',
      email: people.liwanag.email,
      contact_name: 'Grace Tan',
      industry: 'Renewable Energy',
      location: 'Iloilo City, Iloilo',
      comp_site: 'https://liwanag-solar.example',
      registration_type: 'SEC',
      registration_number: 'CS2026-11111',
      tin: '111222333000',
      document_name: 'Liwanag Solar Corp.pdf',
      document_content_type: 'application/pdf',
      document_url: expect.stringMatching(
        new RegExp(
          `^/api/admin/employer-verifications/${people.liwanag.id}/document/\\?expires=\\d+&signature=[\\w-]{43}$`,
          'u',
        ),
      ) as string,
      status: 'pending',
      reason: null,
      submitted_at: day(3).toISOString(),
      decided_at: null,
    });
  });

  it('lists verified and rejected registrations, newest decision first', async () => {
    const verified = await listRegistrations(t, admin.token, '?status=verified');
    expect(verified.rows.map((r) => [r.employer_id, r.status])).toEqual([[people.verified.id, 'verified']]);
    const rejected = await listRegistrations(t, admin.token, '?status=rejected');
    expect(rejected.rows).toMatchObject([
      { employer_id: people.rejected.id, reason: 'The certificate is unreadable.', decided_at: day(5).toISOString() },
    ]);
    await setRow(people.verified.id, { status: 'rejected', decidedAt: day(6) });
    try {
      const both = await listRegistrations(t, admin.token, '?status=rejected');
      expect(both.rows.map((r) => r.employer_id)).toEqual([people.verified.id, people.rejected.id]);
    } finally {
      await setRow(people.verified.id, { status: 'verified', decidedAt: day(4) });
    }
  });

  it('searches company, e-mail, contact person, registration number and TIN (as printed, with dashes)', async () => {
    const search = async (text: string, status = 'pending') =>
      (await listRegistrations(t, admin.token, `?status=${status}&search=${encodeURIComponent(text)}`)).rows.map(
        (r) => r.employer_id,
      );
    expect(await search('liwanag')).toEqual([people.liwanag.id]);
    expect(await search(people.mabuhay.email.toUpperCase())).toEqual([people.mabuhay.id]);
    expect(await search('lorna cruz')).toEqual([people.dagat.id]);
    expect(await search('Ramos')).toEqual([people.mabuhay.id]);
    expect(await search('cda-9901')).toEqual([people.dagat.id]);
    expect(await search('444-555')).toEqual([people.mabuhay.id]);
    expect(await search('111 222 333')).toEqual([people.liwanag.id]);
    expect(await search('bakery')).toEqual([]);
    expect(await search('bakery', 'verified')).toEqual([people.verified.id]);
    // LIKE's wildcards typed by a person are literal.
    expect(await search('%')).toEqual([]);
  });

  it('pages in SQL with the number matching in X-Total-Count', async () => {
    const first = await listRegistrations(t, admin.token, '?page=1&page_size=2');
    expect(first.rows.map((r) => r.employer_id)).toEqual([people.mabuhay.id, people.dagat.id]);
    expect(first.total).toBe(3);
    const second = await listRegistrations(t, admin.token, '?page=2&page_size=2');
    expect(second.rows.map((r) => r.employer_id)).toEqual([people.liwanag.id]);
    expect(second.total).toBe(3);
    const beyond = await listRegistrations(t, admin.token, '?page=9&page_size=2');
    expect(beyond).toEqual({ rows: [], total: 3 });
  });

  it('answers a bad status or page with 400 and a message', async () => {
    for (const query of ['?status=unverified', '?status=maybe', '?page=0', '?page_size=101']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/admin/employer-verifications/${query}`,
        token: admin.token,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error.length).toBeGreaterThan(5);
    }
  });

  it('is for admins only (401 signed out, 403 employer and job seeker)', async () => {
    const url = '/api/admin/employer-verifications/';
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    for (const person of [await createEmployer(t), await createEmployee(t), people.liwanag]) {
      expect((await t.request({ method: 'GET', url, token: person.token })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/employer-verifications/{userId}/document/', () => {
  const linkOf = async (employerId: number) => {
    const { rows } = await listRegistrations(t, admin.token, '?status=pending');
    const url = rows.find((r) => r.employer_id === employerId)?.document_url;
    expect(url).toBeDefined();
    return url ?? '';
  };

  it("serves the certificate's bytes for the list's link, privately, under its stored name", async () => {
    const link = await linkOf(people.liwanag.id);
    const response = await t.request({ method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Liwanag Solar Corp.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const row = await registrationRow(t, people.liwanag.id);
    expect(response.rawPayload.equals((await t.files.get(row?.documentKey ?? '')) ?? Buffer.alloc(0))).toBe(true);
    expect(response.rawPayload.toString('latin1')).toContain('Liwanag Solar Corp.');
  });

  it('works until the link expires and not after', async () => {
    const link = await linkOf(people.dagat.id);
    const ttlMs = CERTIFICATE_LINK_TTL_SECONDS * 1000;
    try {
      t.clock.advance(ttlMs - 30_000);
      expect((await t.request({ method: 'GET', url: link })).statusCode).toBe(200);
      t.clock.advance(31_000);
      const expired = await t.request({ method: 'GET', url: link });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: M.documentLinkInvalid });
    } finally {
      t.clock.advance(-(ttlMs + 1_000));
    }
  });

  it("refuses a tampered signature or expiry, another employer's id and a missing signature", async () => {
    const link = await linkOf(people.liwanag.id);
    const url = new URL(link, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    // The first character (the last one holds two padding bits that decoding ignores).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const base = (id: number) => `/api/admin/employer-verifications/${id}/document/`;
    const attempts = [
      `${base(people.liwanag.id)}?expires=${expires}&signature=${flipped}`,
      `${base(people.liwanag.id)}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${base(people.mabuhay.id)}?expires=${expires}&signature=${signature}`,
      `${base(people.liwanag.id)}?expires=${expires}`,
      base(people.liwanag.id),
    ];
    for (const attempt of attempts) {
      // Even an admin's token is no substitute for the signature.
      const response = await t.request({ method: 'GET', url: attempt, token: admin.token });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json()).toEqual({ error: M.documentLinkInvalid });
    }
  });
});
