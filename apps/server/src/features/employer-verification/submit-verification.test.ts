import { EMPLOYER_VERIFICATION_MESSAGES, VERIFICATION_DOCUMENT_MAX_BYTES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { employerVerifications } from '../../db/schema-admin.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  uniqueIp,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  companyWithRegistration,
  getOwnRegistration,
  jpegCertificateWithExif,
  pdfCertificate,
  pngCertificate,
  registrationRow,
  storedCertificates,
  submitRegistration,
  VALID_REGISTRATION,
} from '../../../test/support/employer-verification.js';

const t = await appForThisFile();
const M = EMPLOYER_VERIFICATION_MESSAGES;

/** An employer with a company profile and no registration yet. */
async function company() {
  const employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Mabuhay Foods Corporation');
  return employer;
}

describe('POST /api/employer-verification/ — sending the registration', () => {
  it('stores a PDF privately as it is, normalises the fields, and answers 201 with where it stands', async () => {
    const employer = await company();
    const pdf = pdfCertificate();
    const before = t.clock.now().getTime();
    const response = await submitRegistration(
      t,
      employer.token,
      { ...VALID_REGISTRATION },
      {
        bytes: pdf,
        filename: 'SEC Certificate 2026.pdf',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      status: 'pending',
      registration_type: 'SEC',
      registration_number: 'CS2026-00123',
      tin: '123456789000',
      document_name: 'SEC Certificate 2026.pdf',
      submitted_at: expect.any(String) as string,
      decided_at: null,
      reason: null,
    });
    expect(new Date(String(body.submitted_at)).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const row = await registrationRow(t, employer.id);
    expect(row).toMatchObject({ documentContentType: 'application/pdf', status: 'pending' });
    expect(row?.documentKey).toMatch(new RegExp(`^verifications/${employer.id}/[0-9a-f-]{36}\\.pdf$`, 'u'));
    expect((await t.files.get(row?.documentKey ?? ''))?.equals(pdf)).toBe(true);
    expect((await getOwnRegistration(t, employer.token)).json<unknown>()).toEqual(body);
  });

  it('is never under /media: the private folder is not served, by its key or any guess', async () => {
    const employer = await companyWithRegistration(t);
    const key = (await registrationRow(t, employer.id))?.documentKey ?? '';
    expect(key.startsWith('public/')).toBe(false);
    for (const url of [`/media/${key}`, `/media/verifications/${key.split('/').at(-1) ?? ''}`, `/${key}`]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '', url).not.toContain('application/pdf');
      expect(response.body.startsWith('%PDF-'), url).toBe(false);
    }
  });

  it('takes a PNG named .pdf as the image it is, re-encoded as JPEG without metadata', async () => {
    const employer = await company();
    const png = await pngCertificate();
    const response = await submitRegistration(
      t,
      employer.token,
      { ...VALID_REGISTRATION },
      {
        bytes: png,
        filename: 'certificate.pdf',
        contentType: 'application/pdf',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ document_name: 'certificate.jpg' });
    const row = await registrationRow(t, employer.id);
    expect(row).toMatchObject({ documentContentType: 'image/jpeg', documentName: 'certificate.jpg' });
    const stored = await t.files.get(row?.documentKey ?? '');
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).format).toBe('jpeg');
  });

  it('drops the EXIF of a phone photo of the certificate', async () => {
    const employer = await company();
    const photo = await jpegCertificateWithExif();
    expect(photo.toString('latin1')).toContain('KakayahanCertCam');
    const response = await submitRegistration(
      t,
      employer.token,
      { ...VALID_REGISTRATION },
      {
        bytes: photo,
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await t.files.get((await registrationRow(t, employer.id))?.documentKey ?? '')) ?? Buffer.alloc(0);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('KakayahanCertCam');
  });

  it('replaces a pending registration: the new details wait for a check, the old certificate is deleted', async () => {
    const employer = await companyWithRegistration(t);
    const first = await registrationRow(t, employer.id);
    expect(await storedCertificates(t, employer.id)).toHaveLength(1);
    t.clock.advance(60_000);
    const again = await submitRegistration(t, employer.token, {
      registration_type: 'DTI',
      registration_number: 'abc12345',
      tin: '987 654 321',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'pending', registration_type: 'DTI', tin: '987654321' });
    const second = await registrationRow(t, employer.id);
    expect(second?.documentKey).not.toBe(first?.documentKey);
    expect(second?.submittedAt.getTime()).toBeGreaterThan(first?.submittedAt.getTime() ?? 0);
    expect(await storedCertificates(t, employer.id)).toEqual([second?.documentKey.split('/').at(-1)]);
    expect(await t.files.get(first?.documentKey ?? '')).toBeNull();
  });

  it('after a rejection, a new submission is pending again with the reason and decision cleared', async () => {
    const employer = await companyWithRegistration(t);
    const admin = await createAdmin(t);
    await t.db
      .update(employerVerifications)
      .set({ status: 'rejected', reason: 'The TIN does not match.', decidedAt: t.clock.now(), decidedBy: admin.id })
      .where(eq(employerVerifications.employerId, employer.id));
    const response = await submitRegistration(t, employer.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', reason: null, decided_at: null });
    expect(await registrationRow(t, employer.id)).toMatchObject({ decidedBy: null, reason: null, decidedAt: null });
  });
});

describe('POST /api/employer-verification/ — what is refused', () => {
  it('refuses a verified employer with 409 and keeps the registration and its certificate', async () => {
    const employer = await companyWithRegistration(t);
    await t.db
      .update(employerVerifications)
      .set({ status: 'verified' })
      .where(eq(employerVerifications.employerId, employer.id));
    const before = await registrationRow(t, employer.id);
    const response = await submitRegistration(t, employer.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: M.alreadyVerified });
    expect(await registrationRow(t, employer.id)).toEqual(before);
    expect(await storedCertificates(t, employer.id)).toEqual([before?.documentKey.split('/').at(-1)]);
  });

  it('refuses an employer without a company profile with 409, storing nothing', async () => {
    const employer = await createEmployer(t);
    const response = await submitRegistration(t, employer.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: M.noProfile });
    expect(await registrationRow(t, employer.id)).toBeUndefined();
    expect(await storedCertificates(t, employer.id)).toEqual([]);
  });

  it('answers a missing certificate with 400 under "document"', async () => {
    const employer = await company();
    const response = await submitRegistration(t, employer.token, { ...VALID_REGISTRATION }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: M.documentRequired, fields: { document: M.documentRequired } });
  });

  it('refuses text bytes named .pdf, and a GIF, with 415 (the bytes decide, never the name)', async () => {
    const employer = await company();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('This is not really a PDF.\n'), gif]) {
      const response = await submitRegistration(
        t,
        employer.token,
        { ...VALID_REGISTRATION },
        {
          bytes,
          filename: 'certificate.pdf',
          contentType: 'application/pdf',
        },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: M.documentType });
    }
    expect(await registrationRow(t, employer.id)).toBeUndefined();
    expect(await storedCertificates(t, employer.id)).toEqual([]);
  });

  it('refuses a certificate over 10 MB with 413 in its own words', async () => {
    const employer = await company();
    const huge = Buffer.concat([pdfCertificate(), Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES)]);
    const response = await submitRegistration(t, employer.token, { ...VALID_REGISTRATION }, { bytes: huge });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: M.documentTooLarge });
    expect(await registrationRow(t, employer.id)).toBeUndefined();
  });

  it('answers each bad field with its message, all in one 400', async () => {
    const employer = await company();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ ...VALID_REGISTRATION, tin: '12345' }, { tin: M.tinShape }],
      [{ ...VALID_REGISTRATION, tin: '' }, { tin: M.tinRequired }],
      [{ ...VALID_REGISTRATION, registration_number: 'A1' }, { registration_number: M.registrationNumberShape }],
      [{ ...VALID_REGISTRATION, registration_type: 'BIR' }, { registration_type: M.registrationTypeRequired }],
      [
        { tin: '123456789' },
        { registration_type: M.registrationTypeRequired, registration_number: M.registrationNumberRequired },
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await submitRegistration(t, employer.token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      const body = response.json<{ error: string; fields: Record<string, string> }>();
      expect(body.fields).toEqual(expected);
      expect(Object.values(expected)).toContain(body.error);
    }
    // A bad field and a missing certificate are told together.
    const both = await submitRegistration(t, employer.token, { ...VALID_REGISTRATION, tin: 'abc' }, null);
    expect(both.json()).toMatchObject({ fields: { tin: M.tinShape, document: M.documentRequired } });
    expect(await registrationRow(t, employer.id)).toBeUndefined();
  });

  it('answers a JSON body with 415 saying how to send the form', async () => {
    const employer = await company();
    const response = await t.request({
      method: 'POST',
      url: '/api/employer-verification/',
      payload: { ...VALID_REGISTRATION },
      token: employer.token,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: M.notMultipart });
  });

  it('lets only employers send or read a registration (401 signed out, 403 job seeker and admin)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/employer-verification/' })).statusCode).toBe(401);
    for (const person of [await createEmployee(t), await createAdmin(t)]) {
      expect((await getOwnRegistration(t, person.token)).statusCode).toBe(403);
      expect((await submitRegistration(t, person.token)).statusCode).toBe(403);
      expect(await registrationRow(t, person.id)).toBeUndefined();
    }
  });
});

describe('the certificate when the employer leaves', () => {
  it('is deleted with the account, so a business document is not kept without need', async () => {
    const employer = await companyWithRegistration(t);
    const key = (await registrationRow(t, employer.id))?.documentKey ?? '';
    expect(await t.files.get(key)).not.toBeNull();
    const response = await t.request({ method: 'DELETE', url: '/api/delete-emp-account/', token: employer.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await registrationRow(t, employer.id)).toBeUndefined();
    expect(await t.files.get(key)).toBeNull();
    expect(await storedCertificates(t, employer.id)).toEqual([]);
  });
});

describe('GET /api/employer-verification/', () => {
  it('says unverified, with nulls, before anything was sent', async () => {
    const employer = await company();
    const response = await getOwnRegistration(t, employer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'unverified',
      registration_type: null,
      registration_number: null,
      tin: null,
      document_name: null,
      submitted_at: null,
      decided_at: null,
      reason: null,
    });
  });
});
