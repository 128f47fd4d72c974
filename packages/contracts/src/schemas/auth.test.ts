import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DISABILITY_CATEGORIES } from '../constants.js';
import {
  emailSchema,
  idNumberSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  resendVerificationRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from './auth.js';

const PASSWORD = 'Sampaguita-Blooms-42!';

const seeker = {
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@example.com',
  password: PASSWORD,
  user_type: 'Employee',
  user_disability: 'Visual Disability',
  ID_number: '1374010000123456',
};
const employer = {
  first_name: 'Ramon',
  last_name: 'Villanueva',
  email: 'ramon@example.com',
  password: PASSWORD,
  user_type: 'Employer',
};

/** Field path → first message, for a failed parse. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

describe('signupRequestSchema', () => {
  it('accepts a job seeker and an employer', () => {
    expect(signupRequestSchema.parse(seeker)).toEqual(seeker);
    expect(signupRequestSchema.parse(employer)).toEqual(employer);
  });

  it('trims names and e-mail, and keeps the ID number as digits only', () => {
    const parsed = signupRequestSchema.parse({
      ...seeker,
      first_name: '  Maria ',
      email: ' maria@example.com ',
      ID_number: '1374-0100 0012-3456',
    });
    expect(parsed).toMatchObject({ first_name: 'Maria', email: 'maria@example.com', ID_number: '1374010000123456' });
  });

  it.each(['Admin', 'admin', 'employee', 'Moderator', '', undefined, 1])('refuses user_type %j', (userType) => {
    expect(issuesOf(signupRequestSchema, { ...employer, user_type: userType }).user_type).toBe(
      'You can sign up as a job seeker (Employee) or an employer (Employer) only.',
    );
  });

  it('requires a disability type and an ID number from a job seeker only', () => {
    const { user_disability: _d, ID_number: _i, ...bare } = seeker;
    expect(issuesOf(signupRequestSchema, bare)).toEqual({
      user_disability: 'Disability type is required.',
      ID_number: 'ID number is required.',
    });
    expect(signupRequestSchema.safeParse({ ...bare, user_type: 'Employer' }).success).toBe(true);
  });

  it('accepts each of the ten disability categories and nothing else', () => {
    for (const disability of DISABILITY_CATEGORIES) {
      expect(signupRequestSchema.safeParse({ ...seeker, user_disability: disability }).success, disability).toBe(true);
    }
    for (const wrong of ['visual disability', 'Blind', 'Other', '']) {
      expect(issuesOf(signupRequestSchema, { ...seeker, user_disability: wrong }).user_disability).toBe(
        'Please choose one of the listed disability types.',
      );
    }
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters.'],
    ['abcdefghij', 'Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['Password123!', 'This password is too common. Please choose a less predictable one.'],
    ['', 'Password is required.'],
    [undefined, 'Password is required.'],
  ])('refuses the password %j with the policy message', (password, message) => {
    expect(issuesOf(signupRequestSchema, { ...employer, password }).password).toBe(message);
  });

  it.each([
    ['first_name', undefined, 'First name is required.'],
    ['first_name', '   ', 'First name is required.'],
    ['last_name', 'x'.repeat(101), 'Last name must be at most 100 characters.'],
    ['email', undefined, 'Email is required.'],
    ['email', 'maria@localhost', 'Invalid email address.'],
  ])('refuses %s %j with %j', (field, value, message) => {
    expect(issuesOf(signupRequestSchema, { ...employer, [field]: value })[field]).toBe(message);
  });
});

describe('idNumberSchema', () => {
  it.each([
    ['1374010000123456', '1374010000123456'],
    ['13-7401-000-0123456', '1374010000123456'],
    [' 0421 0306 50209 ', '0421030650209'],
  ])('keeps %j as %j', (input, digits) => {
    expect(idNumberSchema.parse(input)).toBe(digits);
  });

  it.each([
    ['PWD-1234', 'ID number must contain digits only.'],
    ['12.34', 'ID number must contain digits only.'],
    ['', 'ID number is required.'],
    [' - ', 'ID number is required.'],
    ['9'.repeat(31), 'ID number must be at most 30 digits.'],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(idNumberSchema, input)['']).toBe(message);
  });
});

describe('emailSchema', () => {
  it('trims but leaves case to the server', () => {
    expect(emailSchema.parse('  Maria@Example.com ')).toBe('Maria@Example.com');
  });

  it('refuses overlong and missing addresses', () => {
    expect(issuesOf(emailSchema, `${'a'.repeat(250)}@example.com`)['']).toBe('Email must be at most 254 characters.');
    expect(issuesOf(emailSchema, '')['']).toBe('Email is required.');
    expect(issuesOf(emailSchema, null)['']).toBe('Email is required.');
  });
});

describe('loginRequestSchema', () => {
  it('accepts any non-empty password (the policy applies at sign-up, not sign-in)', () => {
    expect(loginRequestSchema.parse({ email: 'maria@example.com', password: 'abc' })).toEqual({
      email: 'maria@example.com',
      password: 'abc',
    });
  });

  it('requires both fields and bounds the password', () => {
    expect(issuesOf(loginRequestSchema, {})).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(issuesOf(loginRequestSchema, { email: 'maria@example.com', password: '' }).password).toBe(
      'Password is required.',
    );
    expect(loginRequestSchema.safeParse({ email: 'maria@example.com', password: 'x'.repeat(1025) }).success).toBe(
      false,
    );
  });
});

describe('verification requests', () => {
  it('trims the token and refuses an empty or overlong one', () => {
    expect(verifyEmailRequestSchema.parse({ token: ' abc_DEF-123 ' })).toEqual({ token: 'abc_DEF-123' });
    expect(issuesOf(verifyEmailRequestSchema, { token: '  ' }).token).toBe('The verification link is incomplete.');
    expect(verifyEmailRequestSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
  });

  it('needs a valid e-mail to re-send', () => {
    expect(resendVerificationRequestSchema.parse({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' });
    expect(issuesOf(resendVerificationRequestSchema, { email: 'ana' }).email).toBe('Invalid email address.');
  });
});

describe('response schemas', () => {
  it('describes the login answer of document 1 §3, with the account status and the first sign-in', () => {
    const answer = {
      token: 't',
      userId: 7,
      user_type: 'Employer',
      username: 'Grace Tan',
      has_profile: true,
      account_status: 'active',
      first_sign_in: false,
    };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
    expect(loginResponseSchema.parse({ ...answer, account_status: 'pending_approval' }).account_status).toBe(
      'pending_approval',
    );
    expect(loginResponseSchema.safeParse({ ...answer, account_status: 'banned' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...answer, user_type: 'Guest' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...answer, userId: '7' }).success).toBe(false);
    const { has_profile: _h, ...withoutProfile } = answer;
    expect(loginResponseSchema.safeParse(withoutProfile).success).toBe(false);
  });

  it('describes the signed-in user', () => {
    const me = { userId: 1, user_type: 'Admin', username: 'Liza Mendoza', email: 'admin@example.com' };
    expect(meResponseSchema.parse(me)).toEqual(me);
    expect(meResponseSchema.safeParse({ ...me, userId: 1.5 }).success).toBe(false);
  });
});
