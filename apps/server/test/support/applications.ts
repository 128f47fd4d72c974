import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, employeeProfiles, notifications } from '../../src/db/schema.js';
import { createEmployee, createEmployer, createEmployerProfile, createJob, type TestUser } from '../factories.js';
import { multipartForm, type FormPart, type TestApp } from '../test-app.js';

/** A tiny but real PDF (sniffed by its "%PDF-" header). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** A Windows program's first bytes ("MZ"): what an .exe renamed .pdf looks like. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64, 0)]);

export const COMPLETE_PROFILE = {
  fullName: 'Maria Clara Santos',
  role: 'Customer Service Representative',
  experience: 'Three years answering customer e-mails and chats for an online shop.',
  location: 'Quezon City, Metro Manila',
  skills: 'Customer Service, Typing, Filipino Sign Language',
  contactNo: '+63 917 555 0101',
} as const;

export interface EmployerWithJob {
  employer: TestUser;
  job: { id: number; jobTitle: string };
  company: string;
}

/** An employer with a company profile and one job post. */
export async function createEmployerWithJob(
  t: TestApp,
  options: { company?: string; title?: string } = {},
): Promise<EmployerWithJob> {
  const employer = await createEmployer(t);
  const company = options.company ?? 'Bayanihan Support Services';
  await createEmployerProfile(t, employer.id, company);
  const job = await createJob(t, employer.id, { title: options.title ?? 'Chat Support Agent' });
  return { employer, job, company };
}

type ProfileValues = Partial<typeof employeeProfiles.$inferInsert>;

/** A job seeker whose profile row is complete (or as `profile` overrides it), inserted straight into the database. */
export async function createJobSeeker(t: TestApp, profile: ProfileValues = {}): Promise<TestUser> {
  const seeker = await createEmployee(t);
  await t.db.insert(employeeProfiles).values({ ...COMPLETE_PROFILE, ...profile, userId: seeker.id });
  return seeker;
}

/** Gives a job seeker a resume on their profile: a private file plus its columns on the profile row. */
export async function giveProfileResume(t: TestApp, userId: number, bytes = PDF_BYTES): Promise<string> {
  const key = `resumes/${userId}-profile.pdf`;
  await t.files.put(key, bytes);
  await t.db
    .update(employeeProfiles)
    .set({ resumeKey: key, resumeName: 'Maria Santos CV.pdf', resumeContentType: 'application/pdf' })
    .where(eq(employeeProfiles.userId, userId));
  return key;
}

/** POSTs the application form: job_post plus any extra parts (a resume, the ignored applicant_* fields). */
export function submitApplication(t: TestApp, token: string | undefined, jobId: number, extra: FormPart[] = []) {
  return t.request({
    method: 'POST',
    url: '/api/submit-application/',
    ...(token ? { token } : {}),
    ...multipartForm([{ name: 'job_post', value: String(jobId) }, ...extra]),
  });
}

/** A resume file part. */
export const resumePart = (bytes: Buffer, filename = 'My Resume.pdf'): FormPart => ({
  name: 'resume',
  value: bytes,
  filename,
  contentType: 'application/pdf',
});

/** Applies and expects 201; answers the new application's id. */
export async function apply(t: TestApp, seeker: TestUser, jobId: number, extra: FormPart[] = []): Promise<number> {
  const response = await submitApplication(t, seeker.token, jobId, extra);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ application_id: number }>().application_id;
}

/** The stored application row, or undefined when it is gone. */
export async function applicationRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** A person's notifications, oldest first, once the queued jobs (events) have run. */
export async function notificationsOf(t: TestApp, userId: number) {
  await t.jobs.drain();
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.id - b.id);
}
