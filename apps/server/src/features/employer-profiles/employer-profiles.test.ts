import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jobPosts } from '../../db/schema.js';
import { createEmployee, createEmployer, createEmployerProfile, createJob, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { jobSearchQuery } from '../jobs/job-search.repo.js';
import { EMPLOYER_PROFILE_RATE_LIMITS } from './employer-profiles.routes.js';
import {
  logoJpegWithExif,
  postProfile,
  profileForm,
  profileRow,
  storedLogoFiles,
  VALID_PROFILE,
} from '../../../test/support/employer-profiles.js';

const t = await appForThisFile();

const SAVED = 'Employer profile updated successfully!';
const LOGO_NOT_IMAGE = 'The company logo must be an image. Please select a valid image file (JPEG, PNG, etc.).';

const readProfile = (token: string, userId: number) =>
  t.request({ method: 'GET', url: `/api/get-employer-details/${userId}/`, token });

const getMedia = (mediaPath: string) => t.request({ method: 'GET', url: mediaPath });

interface SavedBody {
  message: string;
  profile: { user_id: number; comp_logo: string | null; comp_site: string; comp_name: string };
}

describe('POST /api/employer-profile/ — saving', () => {
  it('creates the profile of the signed-in employer and answers it', async () => {
    const employer = await createEmployer(t);
    const response = await postProfile(t, employer.token, { ...VALID_PROFILE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: SAVED,
      profile: { user_id: employer.id, ...VALID_PROFILE, comp_logo: null, employer_verified: false },
    });
    expect(await profileRow(t, employer.id)).toMatchObject({
      compName: VALID_PROFILE.comp_name,
      contactNo: VALID_PROFILE.contact_no,
      compLogo: null,
    });
  });

  it('updates an existing profile in place, trimming the text', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id, 'Old Name Inc.');
    const response = await postProfile(t, employer.token, {
      ...VALID_PROFILE,
      comp_name: '  New Name Corp.  ',
      comp_site: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedBody>().profile).toMatchObject({ comp_name: 'New Name Corp.', comp_site: '' });
    const read = await readProfile(employer.token, employer.id);
    expect(read.json()).toMatchObject({ comp_name: 'New Name Corp.', industry: VALID_PROFILE.industry, comp_site: '' });
  });

  it.each([
    ['comp_name', 'Company name is required.'],
    ['industry', 'Industry is required.'],
    ['comp_desc', 'Company description is required.'],
    ['location', 'Location is required.'],
    ['contact_no', 'Contact number is required.'],
  ])('refuses a form without %s with its message', async (field, message) => {
    const employer = await createEmployer(t);
    const fields = Object.fromEntries(Object.entries(VALID_PROFILE).filter(([name]) => name !== field));
    const missing = await postProfile(t, employer.token, fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: message, fields: { [field]: message } });
    // Blank (spaces only) counts as missing too.
    const blank = await postProfile(t, employer.token, { ...VALID_PROFILE, [field]: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: message });
    expect(await profileRow(t, employer.id)).toBeUndefined();
  });

  it('names every broken field, the first one as the error', async () => {
    const employer = await createEmployer(t);
    const response = await postProfile(t, employer.token, { comp_desc: 'Only a description.' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe('Company name is required.');
    expect(Object.keys(body.fields).sort()).toEqual(['comp_name', 'contact_no', 'industry', 'location']);
  });

  it('refuses a website that is not an address, and accepts one without its scheme', async () => {
    const employer = await createEmployer(t);
    const bad = await postProfile(t, employer.token, { ...VALID_PROFILE, comp_site: 'not a website' });
    expect(bad.statusCode).toBe(400);
    const message = 'Please enter a website address such as https://example.ph.';
    expect(bad.json()).toEqual({ error: message, fields: { comp_site: message } });

    const bare = await postProfile(t, employer.token, { ...VALID_PROFILE, comp_site: 'bayanihan.example.ph' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json<SavedBody>().profile.comp_site).toBe('bayanihan.example.ph');
  });

  it('refuses a contact number that is not a phone number', async () => {
    const employer = await createEmployer(t);
    const response = await postProfile(t, employer.token, { ...VALID_PROFILE, contact_no: 'call me maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.stringContaining('contact number') as string,
      fields: { contact_no: expect.stringContaining('7 to 20 digits') as string },
    });
  });

  it('refuses a JSON body or a raw image with 415 and a message naming the company profile form', async () => {
    const employer = await createEmployer(t);
    const json = await t.request({
      method: 'POST',
      url: '/api/employer-profile/',
      token: employer.token,
      payload: VALID_PROFILE,
      remoteAddress: uniqueIp(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: EMPLOYER_PROFILE_MESSAGES.notMultipart });
    expect(EMPLOYER_PROFILE_MESSAGES.notMultipart).toContain('comp_logo');
    expect(EMPLOYER_PROFILE_MESSAGES.notMultipart).not.toContain('photo');

    const raw = await t.request({
      method: 'POST',
      url: '/api/employer-profile/',
      token: employer.token,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('not really a png'),
      remoteAddress: uniqueIp(),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({ error: EMPLOYER_PROFILE_MESSAGES.notMultipart });
    expect(await profileRow(t, employer.id)).toBeUndefined();
  });

  it('makes jobs findable by the new company name (the search document is refreshed)', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id, 'Old Name Inc.');
    const job = await createJob(t, employer.id, { title: 'Data Encoder' });
    const isFoundBy = async (text: string) => {
      const rows = await t.db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(and(eq(jobPosts.id, job.id), sql`${jobPosts.searchVector} @@ ${jobSearchQuery(text)}`));
      return rows.length === 1;
    };
    const response = await postProfile(t, employer.token, { ...VALID_PROFILE, comp_name: 'Kalinangan Weavers' });
    expect(response.statusCode).toBe(200);
    expect(await isFoundBy('kalinangan')).toBe(true);
    expect(await isFoundBy('old name')).toBe(false);
  });
});

describe('POST /api/employer-profile/ — the logo', () => {
  it('stores the logo re-encoded as WebP without EXIF and serves it at its /media path', async () => {
    const employer = await createEmployer(t);
    const original = await logoJpegWithExif();
    // The test image really carries metadata, so the check below can fail.
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('KakayahanLogoCam');

    const response = await postProfile(t, employer.token, { ...VALID_PROFILE }, { logo: { bytes: original } });
    expect(response.statusCode).toBe(200);
    const logoPath = response.json<SavedBody>().profile.comp_logo;
    expect(logoPath).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.webp$/u);
    expect((await readProfile(employer.token, employer.id)).json()).toMatchObject({ comp_logo: logoPath });

    const served = await getMedia(logoPath ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('KakayahanLogoCam');
  });

  it('refuses a text file as the logo (415) and writes nothing', async () => {
    const employer = await createEmployer(t);
    const response = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE },
      {
        logo: { bytes: Buffer.from('Just some words, no picture.\n'), filename: 'logo.png', contentType: 'image/png' },
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: LOGO_NOT_IMAGE });
    expect(await profileRow(t, employer.id)).toBeUndefined();
  });

  it('keeps the logo when the profile is saved without one', async () => {
    const employer = await createEmployer(t);
    const first = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE },
      { logo: { bytes: await logoJpegWithExif() } },
    );
    const logoPath = first.json<SavedBody>().profile.comp_logo;
    const second = await postProfile(t, employer.token, { ...VALID_PROFILE, industry: 'Retail' });
    expect(second.json<SavedBody>().profile.comp_logo).toBe(logoPath);
    expect((await getMedia(logoPath ?? '')).statusCode).toBe(200);
  });

  it('removes the old logo file once a new one replaces it', async () => {
    const employer = await createEmployer(t);
    const first = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE },
      { logo: { bytes: await logoJpegWithExif() } },
    );
    const oldPath = first.json<SavedBody>().profile.comp_logo ?? '';
    const oldKey = (await profileRow(t, employer.id))?.compLogo ?? '';
    expect(await t.files.get(oldKey)).not.toBeNull();

    const second = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE },
      { logo: { bytes: await logoJpegWithExif({ r: 20, g: 160, b: 60 }) } },
    );
    const newPath = second.json<SavedBody>().profile.comp_logo ?? '';
    expect(newPath).not.toBe(oldPath);
    expect((await getMedia(newPath)).statusCode).toBe(200);
    expect((await getMedia(oldPath)).statusCode).toBe(404);
    expect(await t.files.get(oldKey)).toBeNull();
  });

  it('stores no logo file when the text fields are refused', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id);
    const before = await storedLogoFiles(t);
    const response = await postProfile(
      t,
      employer.token,
      { ...VALID_PROFILE, comp_name: '' },
      { logo: { bytes: await logoJpegWithExif() } },
    );
    expect(response.statusCode).toBe(400);
    expect((await profileRow(t, employer.id))?.compLogo).toBeNull();
    expect(await storedLogoFiles(t)).toEqual(before);
  });
});

describe('POST /api/employer-profile/ — who may save', () => {
  it('refuses a job seeker (403) and an anonymous caller (401)', async () => {
    const seeker = await createEmployee(t);
    const asSeeker = await postProfile(t, seeker.token, { ...VALID_PROFILE });
    expect(asSeeker.statusCode).toBe(403);
    expect(await profileRow(t, seeker.id)).toBeUndefined();

    const anonymous = await postProfile(t, undefined, { ...VALID_PROFILE });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ignores user_id or userId in the form: an employer only ever writes their own profile', async () => {
    const victim = await createEmployer(t);
    await createEmployerProfile(t, victim.id, 'Victim Company');
    const attacker = await createEmployer(t);

    const response = await postProfile(
      t,
      attacker.token,
      { ...VALID_PROFILE, comp_name: 'Hijacked' },
      { extra: { user_id: String(victim.id), userId: String(victim.id), user: String(victim.id) } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedBody>().profile.user_id).toBe(attacker.id);
    expect((await profileRow(t, victim.id))?.compName).toBe('Victim Company');
    expect((await profileRow(t, attacker.id))?.compName).toBe('Hijacked');
  });

  it('limits how often one address may save', async () => {
    const employer = await createEmployer(t);
    const remoteAddress = uniqueIp();
    const post = () =>
      t.request({
        method: 'POST',
        url: '/api/employer-profile/',
        token: employer.token,
        remoteAddress,
        ...profileForm({ ...VALID_PROFILE }),
      });
    for (let i = 0; i < EMPLOYER_PROFILE_RATE_LIMITS.save.max; i += 1) {
      expect((await post()).statusCode).toBe(200);
    }
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/get-employer-details/{userId}/', () => {
  it("lets any signed-in user read an employer's company profile", async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id, 'Readable Company');
    const seeker = await createEmployee(t);
    const otherEmployer = await createEmployer(t);
    for (const reader of [seeker, otherEmployer, employer]) {
      const response = await readProfile(reader.token, employer.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user_id: employer.id,
        comp_name: 'Readable Company',
        comp_desc: 'A company made for tests.',
        comp_site: '',
        industry: 'Information Technology',
        location: 'Pasig City, Metro Manila',
        contact_no: '+63 2 8000 0000',
        comp_logo: null,
        employer_verified: false,
      });
    }
  });

  it("answers 404 'No Profile Found' for an employer without a profile, a job seeker or nobody", async () => {
    const employer = await createEmployer(t);
    const seeker = await createEmployee(t);
    for (const userId of [employer.id, seeker.id, 2_000_000]) {
      const response = await readProfile(employer.token, userId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No Profile Found' });
    }
  });

  it('refuses an anonymous reader (401) and a bad id (400)', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id);
    const anonymous = await t.request({ method: 'GET', url: `/api/get-employer-details/${employer.id}/` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await readProfile(employer.token, Number.NaN);
    expect(bad.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents both routes', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/employer-profile/', '/api/get-employer-details/{userId}/']),
    );
  });
});
