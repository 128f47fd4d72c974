import type { JobSeekerProfile } from '@kakayahan/contracts';
import sharp from 'sharp';
import { applications } from '../../src/db/schema.js';
import { uniqueIp } from '../factories.js';
import { multipartForm, type FormPart, type TestApp } from '../test-app.js';
import { storedFileKeys } from './stored-file-keys.js';

/** Test files made on the fly (no binary fixtures in the repository). */

/** A tiny but well-formed-looking PDF; `marker` makes each one's bytes distinct. */
export const pdfBytes = (marker = 'resume'): Buffer =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The start of a Word 2007+ file: a ZIP local header naming word/document.xml. */
export const docxBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
    Buffer.alloc(16, 0),
    Buffer.from('word/document.xml', 'latin1'),
    Buffer.from('<w:document/>', 'latin1'),
  ]);

/** A Windows program (the "MZ" header), as someone might rename it to resume.pdf. */
export const exeBytes = (): Buffer =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)]);

/** A phone photo: a JPEG with a camera make and a GPS position in its EXIF. */
export const photoWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KakayahanTestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 0/1 0/1' },
    })
    .toBuffer();

export interface ProfileFiles {
  picture?: { bytes: Buffer; filename?: string; contentType?: string };
  resume?: { bytes: Buffer; filename?: string; contentType?: string };
}

/** The multipart body of PUT /api/edit-profile/: text fields plus optional picture and resume. */
export function profileForm(fields: Record<string, string>, files: ProfileFiles = {}) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (files.picture) {
    parts.push({
      name: 'profile_picture',
      value: files.picture.bytes,
      filename: files.picture.filename ?? 'me.jpg',
      contentType: files.picture.contentType ?? 'image/jpeg',
    });
  }
  if (files.resume) {
    parts.push({
      name: 'employee_resume',
      value: files.resume.bytes,
      filename: files.resume.filename ?? 'My Resume.pdf',
      contentType: files.resume.contentType ?? 'application/pdf',
    });
  }
  return multipartForm(parts);
}

/** A complete profile (what applications need). */
export const COMPLETE_PROFILE = {
  full_name: 'Maria Clara Santos',
  pro_headline: 'Accessible web developer',
  bio: 'I build websites that screen readers love.',
  contact_no: '+63 917 123 4567',
  location: 'Quezon City, Metro Manila',
  experience: 'Three years at a BPO, two years freelancing.',
  role: 'Web Developer',
  skills: 'HTML, CSS, TypeScript',
} as const;

/** PUT /api/edit-profile/ from its own address (so the per-address fallback of rate limits never trips). */
export const editProfile = (
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  files?: ProfileFiles,
) =>
  t.request({
    method: 'PUT',
    url: '/api/edit-profile/',
    ...profileForm(fields, files),
    remoteAddress: uniqueIp(),
    ...(token ? { token } : {}),
  });

/** GET /api/get-user-details/{userId}/, with or without a token. */
export const getProfile = (t: TestApp, userId: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/get-user-details/${userId}/`, ...(token ? { token } : {}) });

/** The profile as `token`'s holder sees it (expects 200). */
export async function profileAs(t: TestApp, userId: number, token?: string): Promise<JobSeekerProfile> {
  const response = await getProfile(t, userId, token);
  if (response.statusCode !== 200) throw new Error(`profile answered ${response.statusCode}: ${response.body}`);
  return response.json<JobSeekerProfile>();
}

/** Every file key in the private store under `prefix` (e.g. "resumes/12"). */
export function storedFiles(t: TestApp, prefix: string): Promise<string[]> {
  return storedFileKeys(t, prefix);
}

/** Records an application straight in the database (the applications feature is not needed for these tests). */
export async function insertApplication(t: TestApp, applicantId: number, jobId: number, resumeKey?: string) {
  const [row] = await t.db
    .insert(applications)
    .values({
      jobId,
      applicantId,
      applicantName: 'Maria Clara Santos',
      applicantRole: 'Web Developer',
      applicantExperience: 'Three years',
      applicantLocation: 'Quezon City',
      applicantSkills: 'HTML, CSS',
      ...(resumeKey ? { resumeKey, resumeContentType: 'application/pdf', resumeName: 'resume.pdf' } : {}),
    })
    .returning();
  if (!row) throw new Error('application not created');
  return row;
}
