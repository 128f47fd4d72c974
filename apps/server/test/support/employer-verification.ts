/**
 * Set-up shared by the verified-employer tests: certificates of each kind, the employer's submission form,
 * the admin's list and decisions, and what the server stored.
 */
import { TOTAL_COUNT_HEADER, type AdminEmployerVerification } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { employerVerifications } from '../../src/db/schema-admin.js';
import { createEmployer, createEmployerProfile, uniqueIp, type TestUser } from '../factories.js';
import { multipartForm, type FormPart, type TestApp } from '../test-app.js';
import { storedFileNames } from './stored-file-keys.js';

/** A valid registration as an employer types it (lower case, dashes): the server normalises it. */
export const VALID_REGISTRATION = {
  registration_type: 'SEC',
  registration_number: 'cs2026-00123',
  tin: '123-456-789-000',
} as const;

/** A small but real-looking PDF (the server checks the "%PDF-" signature, not the name). */
export function pdfCertificate(text = 'Certificate of Incorporation'): Buffer {
  return Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A scan of a certificate as a PNG. */
export function pngCertificate(width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();
}

/** A phone photo of a certificate carrying EXIF with a camera make (so a metadata check can fail). */
export function jpegCertificateWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#eeeeee' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'KakayahanCertCam' } })
    .toBuffer();
}

export interface CertificateFile {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** The multipart body of POST /api/employer-verification/: text fields and, unless null, the certificate. */
export function verificationForm(fields: Record<string, string>, document: CertificateFile | null) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (document) {
    parts.push({
      name: 'document',
      value: document.bytes,
      filename: document.filename ?? 'certificate.pdf',
      contentType: document.contentType ?? 'application/pdf',
    });
  }
  return multipartForm(parts);
}

/** Sends a registration as the token's owner, from an address of its own (rate limits stay apart). */
export function submitRegistration(
  t: TestApp,
  token: string,
  fields: Record<string, string> = { ...VALID_REGISTRATION },
  document: CertificateFile | null = { bytes: pdfCertificate() },
) {
  return t.request({
    method: 'POST',
    url: '/api/employer-verification/',
    ...verificationForm(fields, document),
    remoteAddress: uniqueIp(),
    token,
  });
}

/** GET /api/employer-verification/ as the token's owner. */
export function getOwnRegistration(t: TestApp, token: string) {
  return t.request({ method: 'GET', url: '/api/employer-verification/', token });
}

/** An employer with a company profile, who has sent a valid registration (expects 201). */
export async function companyWithRegistration(t: TestApp, company = 'Bayanihan Tech Solutions'): Promise<TestUser> {
  const employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, company);
  const response = await submitRegistration(t, employer.token);
  expect(response.statusCode, response.body).toBe(201);
  return employer;
}

/** POST …/approve/ or …/reject/ with the token, then runs what the decision queued (notification, mail). */
export async function decideRegistration(
  t: TestApp,
  token: string,
  employerId: number | string,
  decision: 'approve' | 'reject',
  payload?: unknown,
) {
  const response = await t.request({
    method: 'POST',
    url: `/api/admin/employer-verifications/${employerId}/${decision}/`,
    token,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  await t.jobs.drain();
  return response;
}

/** GET /api/admin/employer-verifications/ with a query string ('' for none); expects 200. */
export async function listRegistrations(
  t: TestApp,
  token: string,
  query = '',
): Promise<{ rows: AdminEmployerVerification[]; total: number }> {
  const response = await t.request({ method: 'GET', url: `/api/admin/employer-verifications/${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<AdminEmployerVerification[]>(), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}

/** The stored registration row of an employer. */
export async function registrationRow(t: TestApp, employerId: number) {
  const [row] = await t.db.select().from(employerVerifications).where(eq(employerVerifications.employerId, employerId));
  return row;
}

/** The certificate files an employer has in the private store (sorted). */
export function storedCertificates(t: TestApp, employerId: number): Promise<string[]> {
  return storedFileNames(t, `verifications/${employerId}`);
}
