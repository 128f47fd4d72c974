import { PROFILE_MESSAGES, type JobSeekerProfile } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { employeeProfiles } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, userRow } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  COMPLETE_PROFILE,
  docxBytes,
  editProfile,
  exeBytes,
  pdfBytes,
  photoWithGps,
  profileAs,
  storedFiles,
} from '../../../test/support/job-seeker-profiles.js';

const t = await appForThisFile();

const profileRow = async (userId: number) => {
  const [row] = await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId));
  return row;
};

/** The storage key behind a /media/pictures/… path. */
const pictureKey = (mediaPath: string | null) => `public/${(mediaPath ?? '').replace(/^\/media\//u, '')}`;

describe('PUT /api/edit-profile/: text fields', () => {
  it('saves the profile and answers the spec message with the profile as the person sees it', async () => {
    const seeker = await createEmployee(t);
    const response = await editProfile(t, seeker.token, COMPLETE_PROFILE);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; profile: JobSeekerProfile }>();
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.profile).toMatchObject({ ...COMPLETE_PROFILE, user_id: seeker.id, email: seeker.email, is_self: true });
    expect(await profileAs(t, seeker.id, seeker.token)).toEqual(body.profile);
  });

  it('keeps the fields a form leaves out, and trims and de-duplicates skills', async () => {
    const seeker = await createEmployee(t);
    expect((await editProfile(t, seeker.token, COMPLETE_PROFILE)).statusCode).toBe(200);
    const response = await editProfile(t, seeker.token, {
      role: '  Data Encoder ',
      skills: ' Excel , excel, Typing,, ',
    });
    expect(response.statusCode).toBe(200);
    expect(await profileAs(t, seeker.id, seeker.token)).toMatchObject({
      ...COMPLETE_PROFILE,
      role: 'Data Encoder',
      skills: 'Excel, Typing',
    });
  });

  it('ignores fields that are not profile fields (no mass assignment)', async () => {
    const seeker = await createEmployee(t, { disability: 'Visual Disability', idNumber: '1374010000123456' });
    const victim = await createEmployee(t);
    const before = await userRow(t, seeker.email);
    const response = await editProfile(t, seeker.token, {
      full_name: 'Maria Santos',
      email: 'attacker@example.com',
      user_type: 'Admin',
      is_approved: 'false',
      ID_number: '9999999999999999',
      user_disability: 'Psychosocial Disability',
      user_id: String(victim.id),
      userId: String(victim.id),
    });
    expect(response.statusCode).toBe(200);
    const after = await userRow(t, seeker.email);
    expect(after).toBeDefined();
    expect({
      email: after?.email,
      userType: after?.userType,
      isApproved: after?.isApproved,
      idNumber: after?.idNumber,
      disability: after?.disability,
    }).toEqual({
      email: before?.email,
      userType: 'Employee',
      isApproved: true,
      idNumber: '1374010000123456',
      disability: 'Visual Disability',
    });
    expect(await userRow(t, 'attacker@example.com')).toBeUndefined();
    expect((await profileRow(seeker.id))?.fullName).toBe('Maria Santos');
    expect(await profileRow(victim.id)).toBeUndefined();
  });

  it.each([
    ['full name', { full_name: '   ' }, 'full_name', 'Full name is required.'],
    [
      'contact number',
      { contact_no: 'call me' },
      'contact_no',
      'Please enter a contact number of 7 to 20 digits (spaces, +, - and brackets allowed).',
    ],
    ['bio', { bio: 'x'.repeat(3001) }, 'bio', 'About must be at most 3000 characters.'],
    ['role', { role: 'r'.repeat(121) }, 'role', 'Role must be at most 120 characters.'],
    [
      'skill count',
      { skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`).join(',') },
      'skills',
      'Add at most 30 skills.',
    ],
    ['skill length', { skills: `Typing, ${'s'.repeat(61)}` }, 'skills', 'Each skill must be at most 60 characters.'],
  ])(
    'refuses a bad %s with 400 and a message for the field, changing nothing',
    async (_label, fields, field, message) => {
      const seeker = await createEmployee(t);
      expect((await editProfile(t, seeker.token, COMPLETE_PROFILE)).statusCode).toBe(200);
      const response = await editProfile(t, seeker.token, { location: 'Davao City', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      expect((await profileRow(seeker.id))?.location).toBe(COMPLETE_PROFILE.location);
    },
  );
});

describe('PUT /api/edit-profile/: who may call it', () => {
  it('refuses employers and admins (403) and asks anonymous callers to sign in (401)', async () => {
    for (const user of [await createEmployer(t), await createAdmin(t)]) {
      const response = await editProfile(t, user.token, COMPLETE_PROFILE);
      expect(response.statusCode).toBe(403);
      expect(await profileRow(user.id)).toBeUndefined();
    }
    const anonymous = await editProfile(t, undefined, COMPLETE_PROFILE);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('answers a JSON body with 415 and a message saying how to send the form', async () => {
    const seeker = await createEmployee(t);
    const response = await t.request({
      method: 'PUT',
      url: '/api/edit-profile/',
      payload: COMPLETE_PROFILE,
      token: seeker.token,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string }>().error).toContain('multipart/form-data');
  });
});

describe('PUT /api/edit-profile/: profile picture', () => {
  it('stores the picture re-encoded without EXIF and serves it at its /media path', async () => {
    const seeker = await createEmployee(t);
    const response = await editProfile(t, seeker.token, {}, { picture: { bytes: await photoWithGps() } });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json<{ profile: JobSeekerProfile }>();
    expect(profile.profile_picture).toMatch(/^\/media\/pictures\/[0-9a-f-]{36}\.webp$/u);
    expect(profile.profile_image).toBe(profile.profile_picture);

    const served = await t.request({ method: 'GET', url: profile.profile_picture ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('KakayahanTestCam'))).toBe(false);
  });

  it('removes the old picture when a new one replaces it', async () => {
    const seeker = await createEmployee(t);
    const first = await editProfile(t, seeker.token, {}, { picture: { bytes: await photoWithGps() } });
    const oldKey = pictureKey(first.json<{ profile: JobSeekerProfile }>().profile.profile_picture);
    expect(await t.files.get(oldKey)).not.toBeNull();

    const second = await editProfile(t, seeker.token, {}, { picture: { bytes: await photoWithGps() } });
    const newKey = pictureKey(second.json<{ profile: JobSeekerProfile }>().profile.profile_picture);
    expect(newKey).not.toBe(oldKey);
    expect(await t.files.get(oldKey)).toBeNull();
    expect(await t.files.get(newKey)).not.toBeNull();
  });

  it('refuses a file that is not an image with 415 and the spec message, storing nothing (not even the resume)', async () => {
    const seeker = await createEmployee(t);
    const picturesBefore = await storedFiles(t, 'public/pictures');
    const response = await editProfile(
      t,
      seeker.token,
      { full_name: 'Not Saved' },
      { picture: { bytes: pdfBytes(), filename: 'me.jpg' }, resume: { bytes: pdfBytes() } },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: PROFILE_MESSAGES.pictureType });
    expect(await storedFiles(t, 'public/pictures')).toEqual(picturesBefore);
    expect(await storedFiles(t, `resumes/${seeker.id}`)).toEqual([]);
    expect(await profileRow(seeker.id)).toBeUndefined();
  });
});

describe('PUT /api/edit-profile/: resume', () => {
  it('stores a PDF privately under resumes/<userId>/ with its type and a safe name', async () => {
    const seeker = await createEmployee(t);
    const bytes = pdfBytes('stored');
    const response = await editProfile(
      t,
      seeker.token,
      {},
      { resume: { bytes, filename: '..\\..\\C:/Users/me/My Résumé <2025>?.pdf' } },
    );
    expect(response.statusCode).toBe(200);
    const row = await profileRow(seeker.id);
    expect(row?.resumeKey).toMatch(new RegExp(`^resumes/${seeker.id}/[0-9a-f-]{36}\\.pdf$`, 'u'));
    expect(row?.resumeContentType).toBe('application/pdf');
    expect(row?.resumeName).toBe('My Résumé 2025.pdf');
    expect((await t.files.get(row?.resumeKey ?? ''))?.equals(bytes)).toBe(true);
    expect(response.json<{ profile: JobSeekerProfile }>().profile.resume_name).toBe('My Résumé 2025.pdf');
  });

  it('accepts a Word document by its bytes and names it by what it is', async () => {
    const seeker = await createEmployee(t);
    const response = await editProfile(t, seeker.token, {}, { resume: { bytes: docxBytes(), filename: 'cv.pdf' } });
    expect(response.statusCode).toBe(200);
    const row = await profileRow(seeker.id);
    expect(row?.resumeContentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(row?.resumeName).toBe('cv.docx');
    expect(row?.resumeKey).toMatch(/\.docx$/u);
  });

  it('refuses a program renamed .pdf with 415 and the spec message, storing nothing (not even the picture)', async () => {
    const seeker = await createEmployee(t);
    expect((await editProfile(t, seeker.token, COMPLETE_PROFILE, { resume: { bytes: pdfBytes() } })).statusCode).toBe(
      200,
    );
    const rowBefore = await profileRow(seeker.id);
    const picturesBefore = await storedFiles(t, 'public/pictures');

    const response = await editProfile(
      t,
      seeker.token,
      { full_name: 'Changed Name' },
      { picture: { bytes: await photoWithGps() }, resume: { bytes: exeBytes(), filename: 'resume.pdf' } },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Please upload a PDF or Word document.' });
    expect(await profileRow(seeker.id)).toEqual(rowBefore);
    expect(await storedFiles(t, `resumes/${seeker.id}`)).toEqual([rowBefore?.resumeKey]);
    expect(await storedFiles(t, 'public/pictures')).toEqual(picturesBefore);
  });

  it('removes the old resume when a new one replaces it', async () => {
    const seeker = await createEmployee(t);
    await editProfile(t, seeker.token, {}, { resume: { bytes: pdfBytes('first') } });
    const oldKey = (await profileRow(seeker.id))?.resumeKey;
    await editProfile(t, seeker.token, {}, { resume: { bytes: pdfBytes('second') } });
    const newKey = (await profileRow(seeker.id))?.resumeKey;
    expect(newKey).not.toBe(oldKey);
    expect(await storedFiles(t, `resumes/${seeker.id}`)).toEqual([newKey]);
  });

  it('refuses a resume over 10 MB with 413, storing nothing', async () => {
    const seeker = await createEmployee(t);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await editProfile(t, seeker.token, {}, { resume: { bytes: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toMatch(/larger than 10 MB/u);
    expect(await storedFiles(t, `resumes/${seeker.id}`)).toEqual([]);
  });
});
