import { DISABILITY_CATEGORIES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema.js';
import { hashToken } from '../../platform/tokens.js';
import { STRONG_PASSWORD, uniqueEmail, uniqueIp, userRow } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

const jobSeeker = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Maria',
  last_name: 'Santos',
  email: uniqueEmail('seeker'),
  password: STRONG_PASSWORD,
  user_type: 'Employee',
  user_disability: 'Visual Disability',
  ID_number: '1374010000123456',
  ...overrides,
});

const employer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ramon',
  last_name: 'Villanueva',
  email: uniqueEmail('employer'),
  password: STRONG_PASSWORD,
  user_type: 'Employer',
  ...overrides,
});

/** POST /api/signup/, then runs the jobs it queued (the verification mail). */
const signup = async (payload: unknown, remoteAddress = uniqueIp()) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/signup/',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
  await t.jobs.drain();
  return response;
};

interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
  code?: string;
}

describe('POST /api/signup/ — accounts it creates', () => {
  it('creates a job seeker pending approval, unverified, and answers 201 with id and the pending message', async () => {
    const payload = jobSeeker();
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; message: string }>();
    expect(body).toEqual({
      id: expect.any(Number) as number,
      message: 'Registration Successful. Account pending approval.',
    });

    const row = await userRow(t, payload.email);
    expect(row).toMatchObject({
      id: body.id,
      userType: 'Employee',
      firstName: 'Maria',
      lastName: 'Santos',
      disability: 'Visual Disability',
      idNumber: '1374010000123456',
      isApproved: false,
      approvedAt: null,
      emailVerifiedAt: null,
    });
  });

  it('creates an employer that is approved but unverified, with the employer message', async () => {
    const payload = employer();
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );
    const row = await userRow(t, payload.email);
    expect(row).toMatchObject({ userType: 'Employer', isApproved: true, emailVerifiedAt: null, disability: null });
  });

  it('ignores disability and ID number sent for an employer', async () => {
    const payload = employer({ user_disability: 'Visual Disability', ID_number: '12345' });
    expect((await signup(payload)).statusCode).toBe(201);
    const row = await userRow(t, payload.email);
    expect(row?.disability).toBeNull();
    expect(row?.idNumber).toBeNull();
  });

  it('accepts each of the ten disability categories', async () => {
    for (const disability of DISABILITY_CATEGORIES) {
      const payload = jobSeeker({ user_disability: disability });
      const response = await signup(payload);
      expect(response.statusCode, disability).toBe(201);
      expect((await userRow(t, payload.email))?.disability).toBe(disability);
    }
  });

  it('keeps the PWD ID number as digits only, dropping spaces and hyphens', async () => {
    const payload = jobSeeker({ ID_number: ' 13-7401-000 0123456 ' });
    expect((await signup(payload)).statusCode).toBe(201);
    expect((await userRow(t, payload.email))?.idNumber).toBe('1374010000123456');
  });

  it('stores the e-mail in lower case and trims names', async () => {
    const email = uniqueEmail('MixedCase');
    const response = await signup(employer({ email: `  ${email.toUpperCase()} `, first_name: '  Grace ' }));
    expect(response.statusCode).toBe(201);
    const row = await userRow(t, email);
    expect(row?.email).toBe(email.toLowerCase());
    expect(row?.firstName).toBe('Grace');
  });

  it('never puts a password or its hash in the response, and stores only a hash', async () => {
    const payload = jobSeeker();
    const response = await signup(payload);
    const row = await userRow(t, payload.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/u);
    expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(response.body).not.toContain(STRONG_PASSWORD);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(row?.passwordHash ?? 'missing');
    expect(Object.keys(response.json<object>()).sort()).toEqual(['id', 'message']);
  });
});

describe('POST /api/signup/ — verification mail', () => {
  it('mails a link to PUBLIC_URL/verify-email/<token>, whose token is stored only as a hash', async () => {
    const payload = employer();
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    const mails = t.mailer.to(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Verify your email address for Kakayahan Jobs');
    expect(mails[0]?.text).toContain('Hello Ramon Villanueva,');

    const link = t.mailer.lastLink(payload.email, '/verify-email/');
    expect(link).toMatch(/^http:\/\/kakayahan\.test\/verify-email\/[A-Za-z0-9_-]{40,}$/u);
    expect(mails[0]?.html).toContain(link);
    const token = link?.split('/').at(-1) ?? '';

    const id = response.json<{ id: number }>().id;
    const rows = await t.db.select().from(userTokens).where(eq(userTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'email_verification', tokenHash: hashToken(token), usedAt: null });
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it('tells a job seeker in the mail that an administrator reviews the PWD ID', async () => {
    const payload = jobSeeker();
    await signup(payload);
    expect(t.mailer.to(payload.email)[0]?.text).toContain('an administrator reviews your PWD ID');
  });

  it('still creates the account (201) when the mail cannot be sent', async () => {
    const payload = employer();
    t.mailer.failNext = true;
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    expect(t.mailer.to(payload.email)).toHaveLength(0);
    expect(await userRow(t, payload.email)).toBeDefined();
    // The person can ask for the link again.
    const resend = await t.request({
      method: 'POST',
      url: '/api/resend-verification/',
      payload: { email: payload.email },
      remoteAddress: uniqueIp(),
    });
    expect(resend.statusCode).toBe(200);
    await t.jobs.drain();
    expect(t.mailer.lastLink(payload.email, '/verify-email/')).toBeDefined();
    // The first mail is not lost either: the queue sends it on its retry.
    await t.jobs.drain({ includeDelayed: true });
    expect(t.mailer.to(payload.email)).toHaveLength(2);
  });
});

describe('POST /api/signup/ — refusals', () => {
  it.each(['Admin', 'admin', 'Superuser', '', 42])('refuses user_type %j and creates nothing', async (userType) => {
    const payload = employer({ user_type: userType });
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.fields?.user_type).toBe('You can sign up as a job seeker (Employee) or an employer (Employer) only.');
    expect(body.error).toEqual(expect.any(String));
    expect(await userRow(t, payload.email)).toBeUndefined();
    expect(t.mailer.to(payload.email)).toHaveLength(0);
  });

  it('requires a disability type and an ID number from a job seeker', async () => {
    const payload = jobSeeker({ user_disability: undefined, ID_number: undefined });
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields).toMatchObject({
      user_disability: 'Disability type is required.',
      ID_number: 'ID number is required.',
    });
    expect(await userRow(t, payload.email)).toBeUndefined();
  });

  it('refuses a disability type that is not one of the ten', async () => {
    const response = await signup(jobSeeker({ user_disability: 'Blind' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.user_disability).toBe(
      'Please choose one of the listed disability types.',
    );
  });

  it.each([
    ['ABC-123', 'ID number must contain digits only.'],
    [' - - ', 'ID number is required.'],
    ['1'.repeat(31), 'ID number must be at most 30 digits.'],
  ])('refuses the ID number %j', async (idNumber, message) => {
    const response = await signup(jobSeeker({ ID_number: idNumber }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.ID_number).toBe(message);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await signup(employer({ email }))).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace(/^./u, (c) => c.toUpperCase())}`]) {
      const response = await signup(jobSeeker({ email: again }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Email is already registered.' });
    }
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = uniqueEmail('race');
    const statuses = (await Promise.all([signup(employer({ email })), signup(employer({ email }))])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters.'],
    ['alllowercase', 'Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['12345678', 'Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['Password123!', 'This password is too common. Please choose a less predictable one.'],
    ['Qwerty2024', 'This password is too common. Please choose a less predictable one.'],
    [`Aa1!${'x'.repeat(260)}`, 'Password must be at most 256 characters.'],
    ['', 'Password is required.'],
  ])('refuses the password %j with the policy message', async (password, message) => {
    const payload = employer({ password });
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.fields?.password).toBe(message);
    expect(body.error).toBe(message);
    expect(await userRow(t, payload.email)).toBeUndefined();
  });

  it.each([
    ['first_name', '', 'First name is required.'],
    ['last_name', '   ', 'Last name is required.'],
    ['first_name', 'x'.repeat(101), 'First name must be at most 100 characters.'],
    ['email', 'not-an-email', 'Invalid email address.'],
    ['email', 'maria@localhost', 'Invalid email address.'],
    ['email', '', 'Email is required.'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters.'],
  ])('refuses %s %j with "%s"', async (field, value, message) => {
    const response = await signup(employer({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.[field]).toBe(message);
  });
});

describe('POST /api/signup/ — bad input never breaks the server', () => {
  const raw = (payload: string | undefined, contentType = 'application/json') =>
    t.request({
      method: 'POST',
      url: '/api/signup/',
      remoteAddress: uniqueIp(),
      headers: payload === undefined ? {} : { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    ['malformed JSON', '{"first_name": "Maria",', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 400, 'The request body is empty. Send a JSON object.'],
    ['no body at all', undefined, 400, 'The request body is missing or not an object.'],
    ['a JSON array', '[]', 400, 'The request body is missing or not an object.'],
    ['JSON null', 'null', 400, 'The request body is missing or not an object.'],
    ['a JSON string', '"hello"', 400, 'The request body is missing or not an object.'],
    ['a body over 1 MiB', JSON.stringify({ first_name: 'x'.repeat(1_100_000) }), 413, 'The request is too large.'],
  ])('answers %s with %i and a message', async (_label, payload, status, message) => {
    const response = await raw(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<ErrorBody>().error).toBe(message);
  });

  it('answers a content type other than JSON with 415', async () => {
    const response = await raw('<signup/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'This content type is not supported. Send JSON.' });
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const response = await signup({
      first_name: 42,
      last_name: { nested: true },
      email: ['a@b.co'],
      password: 12345678,
      user_type: null,
      user_disability: 7,
      ID_number: 1374010000123456,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields).toMatchObject({
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      user_type: 'You can sign up as a job seeker (Employee) or an employer (Employer) only.',
      user_disability: 'Please choose one of the listed disability types.',
      ID_number: 'ID number is required.',
    });
  });

  it('answers huge strings with 400, quickly', async () => {
    const huge = 'x'.repeat(200_000);
    for (const [field, message] of [
      ['first_name', 'First name must be at most 100 characters.'],
      ['last_name', 'Last name must be at most 100 characters.'],
      ['password', 'Password must be at most 256 characters.'],
      ['email', 'Email must be at most 254 characters.'],
    ] as const) {
      const response = await signup(jobSeeker({ [field]: huge }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json<ErrorBody>().fields?.[field]).toBe(message);
    }
    const response = await signup(jobSeeker({ ID_number: '1'.repeat(200_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.ID_number).toBe('ID number must be at most 30 digits.');
  });
});

describe('POST /api/signup/ — limits', () => {
  it('lets one address (a disability affairs office) register 20 people in a row', async () => {
    const office = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await signup(jobSeeker(), office);
      expect(response.statusCode, `sign-up ${i + 1}`).toBe(201);
    }
  });
});
