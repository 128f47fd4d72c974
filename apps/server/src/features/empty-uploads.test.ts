import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema.js';
import { createEmployee, createEmployer, uniqueIp } from '../../test/factories.js';
import { createTestApp, FakeOcrEngine, multipartForm, type TestApp } from '../../test/test-app.js';
import { UPLOAD_MESSAGES } from '@kakayahan/contracts';
import { createEmployerWithJob, createJobSeeker, submitApplication } from '../../test/support/applications.js';
import { logoJpegWithExif, postProfile, profileRow, VALID_PROFILE } from '../../test/support/employer-profiles.js';
import { editProfile, pdfBytes, photoWithGps, profileAs } from '../../test/support/job-seeker-profiles.js';
import { cardForm } from '../../test/support/card-images.js';

// A zero-byte file a person chose (it has a file name) is refused with 400 and the old file stays; an
// unfilled file input of a browser form (an empty part without a file name) still counts as no file.

const EMPTY = Buffer.alloc(0);
const EMPTY_FILE = { error: UPLOAD_MESSAGES.emptyFile };

let t: TestApp;
const ocr = new FakeOcrEngine();
beforeAll(async () => {
  t = await createTestApp({}, { ocr });
});
afterAll(() => t.close());

function expectEmptyFileRefused(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toEqual({ ...EMPTY_FILE, fields: { [field]: UPLOAD_MESSAGES.emptyFile } });
}

describe('job seeker profile: picture and resume', () => {
  it('refuses an empty picture and an empty resume with 400 and keeps the old ones', async () => {
    const seeker = await createEmployee(t);
    const saved = await editProfile(
      t,
      seeker.token,
      { role: 'Tester' },
      { picture: { bytes: await photoWithGps() }, resume: { bytes: pdfBytes() } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await profileAs(t, seeker.id, seeker.token);
    expect(before.profile_picture).toBeTruthy();
    expect(before.resume_name).toBe('My Resume.pdf');

    const picture = await editProfile(t, seeker.token, { role: 'Changed' }, { picture: { bytes: EMPTY } });
    expectEmptyFileRefused(picture, 'profile_picture');
    const resume = await editProfile(t, seeker.token, {}, { resume: { bytes: EMPTY, filename: 'New CV.pdf' } });
    expectEmptyFileRefused(resume, 'employee_resume');

    const after = await profileAs(t, seeker.id, seeker.token);
    expect(after.profile_picture).toBe(before.profile_picture);
    expect(after.resume_name).toBe('My Resume.pdf');
    expect(after.role).toBe('Tester');
  });

  it('still treats an unfilled file input (no file name) as no file', async () => {
    const seeker = await createEmployee(t);
    const response = await t.request({
      method: 'PUT',
      url: '/api/edit-profile/',
      token: seeker.token,
      remoteAddress: uniqueIp(),
      ...multipartForm([
        { name: 'role', value: 'Designer' },
        { name: 'profile_picture', value: EMPTY, filename: '' },
        { name: 'employee_resume', value: EMPTY, filename: '' },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ profile: { role: string } }>().profile.role).toBe('Designer');
  });
});

describe('company logo', () => {
  it('refuses an empty logo with 400 and keeps the old logo', async () => {
    const employer = await createEmployer(t);
    const saved = await postProfile(t, employer.token, VALID_PROFILE, { logo: { bytes: await logoJpegWithExif() } });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoBefore = (await profileRow(t, employer.id))?.compLogo;
    expect(logoBefore).toBeTruthy();

    const response = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE, industry: 'Retail' },
      { logo: { bytes: EMPTY, filename: 'new-logo.png' } },
    );
    expectEmptyFileRefused(response, 'comp_logo');
    const row = await profileRow(t, employer.id);
    expect(row?.compLogo).toBe(logoBefore);
    expect(row?.industry).toBe(VALID_PROFILE.industry);
  });
});

describe('application resume', () => {
  it('refuses an empty resume with 400 and creates no application', async () => {
    const { job } = await createEmployerWithJob(t);
    const seeker = await createJobSeeker(t);
    const response = await submitApplication(t, seeker.token, job.id, [
      { name: 'resume', value: EMPTY, filename: 'CV.pdf', contentType: 'application/pdf' },
    ]);
    expectEmptyFileRefused(response, 'resume');
    expect(await t.db.select().from(applications).where(eq(applications.applicantId, seeker.id))).toEqual([]);
  });
});

describe('PWD card photo', () => {
  it('answers an empty card photo with the empty-file message, for storing and for reading', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const stored = await t.request({
      method: 'POST',
      url: '/api/upload-pwd-card/',
      ...cardForm(EMPTY, { user: String(seeker.id) }),
      remoteAddress: uniqueIp(),
    });
    expectEmptyFileRefused(stored, 'image');

    const read = await t.request({ method: 'POST', url: '/api/ocr/', ...cardForm(EMPTY), remoteAddress: uniqueIp() });
    expectEmptyFileRefused(read, 'image');
    expect(ocr.reads).toHaveLength(0);
  });
});
