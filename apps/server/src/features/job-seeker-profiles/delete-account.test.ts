import type { JobSeekerProfile } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, employeeProfiles, pwdCards, userPreferences, users } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createJob,
  createPreferences,
  uniqueIp,
  type TestUser,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  COMPLETE_PROFILE,
  editProfile,
  insertApplication,
  pdfBytes,
  photoWithGps,
  profileAs,
} from '../../../test/support/job-seeker-profiles.js';

const t = await appForThisFile();

const deleteAccount = (token?: string) =>
  t.request({ method: 'DELETE', url: '/api/delete-account/', ...(token ? { token } : {}) });

/** A job seeker with a picture, a resume, preferences, an application with its resume copy and a card. */
async function seekerWithEverything(): Promise<{ seeker: TestUser; profile: JobSeekerProfile; fileKeys: string[] }> {
  const seeker = await createEmployee(t);
  const saved = await editProfile(t, seeker.token, COMPLETE_PROFILE, {
    picture: { bytes: await photoWithGps() },
    resume: { bytes: pdfBytes() },
  });
  expect(saved.statusCode).toBe(200);
  await createPreferences(t, seeker.id, ['Data Entry']);

  const employer = await createEmployer(t);
  const job = await createJob(t, employer.id);
  const applicationResume = `application-resumes/${seeker.id}/copy.pdf`;
  await t.files.put(applicationResume, pdfBytes('copy'));
  await insertApplication(t, seeker.id, job.id, applicationResume);

  const cardKey = `cards/${seeker.id}-test.webp`;
  await t.files.put(cardKey, Buffer.from('card'));
  await t.db.insert(pwdCards).values({
    userId: seeker.id,
    storageKey: cardKey,
    contentType: 'image/webp',
    byteSize: 4,
    width: 1,
    height: 1,
  });

  const [row] = await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, seeker.id));
  const fileKeys = [row?.pictureKey, row?.resumeKey, applicationResume, cardKey].filter(
    (key): key is string => typeof key === 'string',
  );
  expect(fileKeys).toHaveLength(4);
  for (const key of fileKeys) expect(await t.files.get(key)).not.toBeNull();
  return { seeker, profile: await profileAs(t, seeker.id, seeker.token), fileKeys };
}

const rowsOf = async (userId: number) => ({
  users: await t.db.select().from(users).where(eq(users.id, userId)),
  profiles: await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId)),
  preferences: await t.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  applications: await t.db.select().from(applications).where(eq(applications.applicantId, userId)),
  cards: await t.db.select().from(pwdCards).where(eq(pwdCards.userId, userId)),
});

describe('DELETE /api/delete-account/', () => {
  it('deletes the account, its rows and its files, and the token stops working', async () => {
    const { seeker, profile, fileKeys } = await seekerWithEverything();
    const bystander = await seekerWithEverything();

    const response = await deleteAccount(seeker.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your profile and account have been deleted.' });

    expect(await rowsOf(seeker.id)).toEqual({ users: [], profiles: [], preferences: [], applications: [], cards: [] });
    for (const key of fileKeys) expect(await t.files.get(key)).toBeNull();

    const signedOut = await t.request({ method: 'GET', url: '/api/get-profile-picture/', token: seeker.token });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/get-user-details/${seeker.id}/` })).statusCode).toBe(404);
    // A resume link handed out before the deletion finds nothing any more.
    expect((await t.request({ method: 'GET', url: profile.employee_resume ?? '' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: profile.profile_picture ?? '' })).statusCode).toBe(404);

    // Nobody else's account or files are touched.
    const untouched = await rowsOf(bystander.seeker.id);
    expect(untouched.users).toHaveLength(1);
    expect(untouched.applications).toHaveLength(1);
    for (const key of bystander.fileKeys) expect(await t.files.get(key)).not.toBeNull();
  });

  it('refuses employers and admins (403) and asks anonymous callers to sign in (401)', async () => {
    for (const user of [await createEmployer(t), await createAdmin(t)]) {
      const response = await deleteAccount(user.token);
      expect(response.statusCode).toBe(403);
      expect((await t.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
    }
    const anonymous = await deleteAccount();
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits attempts per person, not per address (5 per 10 minutes)', async () => {
    const address = uniqueIp();
    const employer = await createEmployer(t);
    const attempt = (token: string) =>
      t.request({ method: 'DELETE', url: '/api/delete-account/', token, remoteAddress: address });
    for (let i = 0; i < 5; i += 1) expect((await attempt(employer.token)).statusCode).toBe(403);
    const limited = await attempt(employer.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many requests\. Please wait/u);
    // Someone else at the same address is not held back.
    expect((await attempt((await createAdmin(t)).token)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, resume and preference routes', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/get-user-details/{userId}/',
        '/api/edit-profile/',
        '/api/get-profile-picture/',
        '/api/delete-account/',
        '/api/resume/{userId}/',
        '/api/preferences/',
        '/api/save-preferences/',
      ]),
    );
  });
});
