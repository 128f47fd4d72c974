/**
 * Set-up shared by the Manage Employers tests: employers with a company profile of a test's choosing,
 * their registration's verification status, the admin's calls, and the audit records they leave.
 */
import { TOTAL_COUNT_HEADER, type AdminEmployerRecord } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, employerVerifications } from '../../src/db/schema-admin.js';
import { employerProfiles, users } from '../../src/db/schema.js';
import { createEmployer, type TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';

export interface CompanyOptions {
  company?: string;
  industry?: string;
  location?: string;
  site?: string | null;
  contactNo?: string;
  description?: string;
  firstName?: string;
  lastName?: string;
  /** When the account was created (the list is newest first). */
  joinedAt?: Date;
}

/** An employer with a complete company profile (as `options` says) and, optionally, a set joining date. */
export async function createCompany(t: TestApp, options: CompanyOptions = {}): Promise<TestUser> {
  const employer = await createEmployer(t, {
    firstName: options.firstName ?? 'Carlo',
    lastName: options.lastName ?? 'Santos',
  });
  await t.db.insert(employerProfiles).values({
    userId: employer.id,
    compName: options.company ?? 'Liwanag Solar Corp.',
    industry: options.industry ?? 'Renewable Energy',
    location: options.location ?? 'Iloilo City, Iloilo',
    compSite: options.site === undefined ? 'https://liwanag-solar.example' : options.site,
    contactNo: options.contactNo ?? '+63 33 320 1234',
    compDesc: options.description ?? 'Solar panels for schools and clinics in the Visayas.',
  });
  if (options.joinedAt) await setJoined(t, employer.id, options.joinedAt);
  return employer;
}

/** Moves an account's creation time (the admin lists are ordered by it). */
export async function setJoined(t: TestApp, userId: number, at: Date): Promise<void> {
  await t.db.update(users).set({ createdAt: at }).where(eq(users.id, userId));
}

/** Gives an employer a business registration with the given status (the row the verification screens write). */
export async function setVerification(
  t: TestApp,
  employerId: number,
  status: 'pending' | 'verified' | 'rejected',
): Promise<void> {
  await t.db.insert(employerVerifications).values({
    employerId,
    registrationType: 'SEC',
    registrationNumber: `CS2026${employerId}`,
    tin: '123-456-789-000',
    documentKey: `verifications/${employerId}.pdf`,
    documentContentType: 'application/pdf',
    documentName: 'registration.pdf',
    status,
  });
}

/** GET /api/admin/get-all-employers/ with a query string ('' for none); the test fails unless it answers 200. */
export async function listEmployers(
  t: TestApp,
  token: string,
  query = '',
): Promise<{ rows: AdminEmployerRecord[]; total: number }> {
  const response = await t.request({ method: 'GET', url: `/api/admin/get-all-employers/${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  const header = response.headers[TOTAL_COUNT_HEADER];
  expect(header).toBeDefined();
  return { rows: response.json<AdminEmployerRecord[]>(), total: Number(header) };
}

/** What a test sends with a deletion: no body unless `payload` is given, and any extra headers. */
export interface DeletionExtras {
  payload?: unknown;
  headers?: Record<string, string>;
}

/** DELETE /api/admin/delete-employer/{userId}/ with a token, then runs what it queued (notifications, mail). */
export async function deleteEmployer(t: TestApp, token: string, userId: number | string, extra: DeletionExtras = {}) {
  const response = await t.request({
    method: 'DELETE',
    url: `/api/admin/delete-employer/${userId}/`,
    token,
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
  });
  await t.jobs.drain();
  return response;
}

/** The audit records about one subject, oldest first. */
export function auditRecordsAbout(t: TestApp, subjectId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id);
}
