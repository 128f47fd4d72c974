import { PROFILE_MESSAGES, type JobSeekerProfile } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createJob,
  createPreferences,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  COMPLETE_PROFILE,
  editProfile,
  getProfile,
  insertApplication,
  pdfBytes,
  photoWithGps,
  profileAs,
} from '../../../test/support/job-seeker-profiles.js';

const ID_NUMBER = '1374019999888777';

let t: TestApp;
let seeker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await createEmployee(t, {
    firstName: 'Maria',
    lastName: 'Santos',
    disability: 'Deaf or Hard of Hearing',
    idNumber: ID_NUMBER,
  });
  const saved = await editProfile(t, seeker.token, COMPLETE_PROFILE, {
    picture: { bytes: await photoWithGps() },
    resume: { bytes: pdfBytes() },
  });
  expect(saved.statusCode).toBe(200);
  await createPreferences(t, seeker.id, ['Web Development', 'Data Entry']);
});
afterAll(() => t.close());

const PROFESSIONAL = {
  full_name: COMPLETE_PROFILE.full_name,
  username: 'Maria Santos',
  pro_headline: COMPLETE_PROFILE.pro_headline,
  bio: COMPLETE_PROFILE.bio,
  location: COMPLETE_PROFILE.location,
  experience: COMPLETE_PROFILE.experience,
  role: COMPLETE_PROFILE.role,
  skills: COMPLETE_PROFILE.skills,
  preferences: ['Data Entry', 'Web Development'],
};

const RESUME_LINK = /^\/api\/resume\/\d+\/\?expires=\d+&signature=[\w-]{43}$/u;

function expectNoIdNumber(body: string) {
  expect(body).not.toContain(ID_NUMBER);
  const keys = Object.keys(JSON.parse(body) as object).map((key) => key.toLowerCase());
  expect(keys.filter((key) => key.startsWith('id_') || key.includes('card'))).toEqual([]);
  expect(body).not.toContain('pwd-card');
}

describe('GET /api/get-user-details/{userId}/: who sees what', () => {
  it('shows anonymous readers the professional profile only', async () => {
    const profile = await profileAs(t, seeker.id);
    expect(profile).toMatchObject({
      ...PROFESSIONAL,
      user_id: seeker.id,
      email: null,
      contact_no: null,
      user_disability: null,
      employee_resume: null,
      resume_name: null,
      is_self: false,
    });
    expect(profile.profile_picture).toMatch(/^\/media\/pictures\/[0-9a-f-]{36}\.webp$/u);
    expect(profile.profile_image).toBe(profile.profile_picture);
  });

  it('shows another job seeker the same as anonymous readers', async () => {
    const other = await createEmployee(t);
    expect(await profileAs(t, seeker.id, other.token)).toEqual(await profileAs(t, seeker.id));
  });

  it('treats an unknown or expired token as an anonymous reader, not an error', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/get-user-details/${seeker.id}/`,
      headers: { authorization: 'Token not-a-real-session-token-at-all' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<JobSeekerProfile>()).toMatchObject({ email: null, employee_resume: null });
  });

  // Decision 034 (issue 16): the spec showed every employer the disability type; now only an employer the
  // person applied to and chose to show it to in that application sees it.
  it('shows an employer contact details, but neither the disability nor the resume before the person applied', async () => {
    const employer = await createEmployer(t);
    const profile = await profileAs(t, seeker.id, employer.token);
    expect(profile).toMatchObject({
      ...PROFESSIONAL,
      email: seeker.email,
      contact_no: COMPLETE_PROFILE.contact_no,
      user_disability: null,
      employee_resume: null,
      resume_name: null,
      is_self: false,
    });
  });

  it("shows an employer the resume once the person applied to one of that employer's jobs, and the disability only when shown to them", async () => {
    const employer = await createEmployer(t);
    const otherEmployer = await createEmployer(t);
    const job = await createJob(t, employer.id);
    const secondJob = await createJob(t, employer.id);
    const otherJob = await createJob(t, otherEmployer.id);
    await insertApplication(t, seeker.id, job.id);

    const hiring = await profileAs(t, seeker.id, employer.token);
    expect(hiring.employee_resume).toMatch(RESUME_LINK);
    expect(hiring.resume_name).toBe('My Resume.pdf');
    expect(hiring).toMatchObject({ email: seeker.email, user_disability: null });

    // Shown in a second application to the same employer: the profile shows it to them too.
    const second = await insertApplication(t, seeker.id, secondJob.id);
    await t.db.update(applications).set({ disabilityDisclosed: true }).where(eq(applications.id, second.id));
    expect(await profileAs(t, seeker.id, employer.token)).toMatchObject({ user_disability: 'Deaf or Hard of Hearing' });

    // An application to someone else's job, even one that shows the disability, gives this employer nothing more.
    const toOther = await insertApplication(t, seeker.id, otherJob.id);
    await t.db.update(applications).set({ disabilityDisclosed: true }).where(eq(applications.id, toOther.id));
    const stranger = await createEmployer(t);
    expect(await profileAs(t, seeker.id, stranger.token)).toMatchObject({
      employee_resume: null,
      resume_name: null,
      user_disability: null,
      email: seeker.email,
    });
  });

  it('shows an admin everything', async () => {
    const admin = await createAdmin(t);
    const profile = await profileAs(t, seeker.id, admin.token);
    expect(profile).toMatchObject({
      ...PROFESSIONAL,
      email: seeker.email,
      contact_no: COMPLETE_PROFILE.contact_no,
      user_disability: 'Deaf or Hard of Hearing',
      resume_name: 'My Resume.pdf',
      is_self: false,
    });
    expect(profile.employee_resume).toMatch(RESUME_LINK);
  });

  it('shows the person everything, with is_self', async () => {
    const profile = await profileAs(t, seeker.id, seeker.token);
    expect(profile).toMatchObject({
      ...PROFESSIONAL,
      email: seeker.email,
      contact_no: COMPLETE_PROFILE.contact_no,
      user_disability: 'Deaf or Hard of Hearing',
      resume_name: 'My Resume.pdf',
      is_self: true,
    });
    expect(profile.employee_resume).toMatch(RESUME_LINK);
  });

  it('never carries the ID number, whoever asks', async () => {
    const employer = await createEmployer(t);
    const job = await createJob(t, employer.id);
    await insertApplication(t, seeker.id, job.id);
    const readers = [undefined, seeker.token, (await createAdmin(t)).token, employer.token];
    for (const token of readers) {
      const response = await getProfile(t, seeker.id, token);
      expect(response.statusCode).toBe(200);
      expectNoIdNumber(response.body);
    }
  });
});

describe('GET /api/get-user-details/{userId}/: who has a profile', () => {
  it('answers a job seeker who never saved a profile with their name and empty fields', async () => {
    const fresh = await createEmployee(t, { firstName: 'Juan', lastName: 'Dela Cruz' });
    const profile = await profileAs(t, fresh.id, fresh.token);
    expect(profile).toEqual({
      user_id: fresh.id,
      username: 'Juan Dela Cruz',
      full_name: 'Juan Dela Cruz',
      pro_headline: '',
      bio: '',
      email: fresh.email,
      contact_no: '',
      location: '',
      experience: '',
      role: '',
      skills: '',
      profile_picture: null,
      profile_image: null,
      employee_resume: null,
      resume_name: null,
      user_disability: 'Visual Disability',
      preferences: [],
      is_self: true,
    });
  });

  it('answers 404 with the spec message for an unknown id, an employer, an admin and a pending job seeker', async () => {
    const ids = [
      2_000_000_000,
      (await createEmployer(t)).id,
      (await createAdmin(t)).id,
      (await createEmployee(t, { approved: false })).id,
    ];
    for (const id of ids) {
      const response = await getProfile(t, id, seeker.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: PROFILE_MESSAGES.notFound });
    }
  });

  it('answers a malformed id with 400', async () => {
    const response = await t.request({ method: 'GET', url: '/api/get-user-details/abc/' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('The id must be a number.');
  });
});

describe('GET /api/get-profile-picture/', () => {
  const picture = (token?: string) =>
    t.request({ method: 'GET', url: '/api/get-profile-picture/', ...(token ? { token } : {}) });

  it("answers the caller's own picture path", async () => {
    const response = await picture(seeker.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile_picture: (await profileAs(t, seeker.id)).profile_picture });
  });

  it('answers null for a job seeker without a picture and for an employer', async () => {
    for (const user of [await createEmployee(t), await createEmployer(t)]) {
      const response = await picture(user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ profile_picture: null });
    }
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await picture()).statusCode).toBe(401);
  });
});
