import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  isCommonPassword,
  passwordPolicyError,
  passwordStrength,
  passwordVerdict,
} from './password.js';
import { newPasswordSchema } from './schemas/auth.js';
import { resetPasswordRequestSchema } from './schemas/password-reset.js';

const TOO_SHORT = 'Password must be at least 8 characters.';
const TOO_LONG = 'Password must be at most 256 characters.';
const TOO_WEAK = 'Password is too weak. Mix upper and lower case letters, numbers and symbols.';
const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

describe('passwordStrength', () => {
  it('scores one point each for length, upper case, lower case, digit and symbol (document 2 §5)', () => {
    expect(passwordStrength('')).toEqual({
      score: 0,
      label: 'Too weak',
      checks: { hasMinLength: false, hasUppercase: false, hasLowercase: false, hasDigit: false, hasSpecial: false },
    });
    expect(passwordStrength('abc').score).toBe(1);
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 2, label: 'Fair' });
    expect(passwordStrength('Abcdefgh')).toMatchObject({ score: 3, label: 'Good' });
    expect(passwordStrength('Abcdefg1')).toMatchObject({ score: 4, label: 'Strong' });
    expect(passwordStrength('Abcdefg1!')).toMatchObject({ score: 5, label: 'Very strong' });
    expect(passwordStrength('A1!')).toEqual({
      score: 3,
      label: 'Good',
      checks: { hasMinLength: false, hasUppercase: true, hasLowercase: false, hasDigit: true, hasSpecial: true },
    });
  });

  it('gives the point for length at exactly 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordStrength('abcdefg').checks.hasMinLength).toBe(false);
    expect(passwordStrength('abcdefgh').checks.hasMinLength).toBe(true);
  });

  it('counts letters beyond ASCII and treats spaces as symbols', () => {
    expect(passwordStrength('Ñandú').checks).toMatchObject({ hasUppercase: true, hasLowercase: true });
    expect(passwordStrength('a b').checks.hasSpecial).toBe(true);
    expect(passwordStrength('abc').checks.hasSpecial).toBe(false);
    expect(passwordStrength('١٢٣').checks.hasDigit).toBe(true);
  });

  it('labels the six scores in order', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['Too weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very strong']);
    expect(passwordStrength('a').label).toBe('Weak');
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'Password123!', 'qwerty2024', 'Admin2026!!', 'iloveyou', 'Manila123', '123456'])(
    'recognises %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Sampaguita-Blooms-42!', 'Kalamansi-Juice-7', 'passwordless-Kk9', 'abc1', 'x'])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('passwordPolicyError', () => {
  it.each([
    ['', TOO_SHORT],
    ['Ab1!', TOO_SHORT],
    ['Aa1!xyz', TOO_SHORT],
    [`Aa1!${'x'.repeat(253)}`, TOO_LONG],
    ['abcdefghij', TOO_WEAK],
    ['ABCDEFGHIJ', TOO_WEAK],
    ['1234567890', TOO_WEAK],
    ['Password123!', TOO_COMMON],
    ['Letmein2026!', TOO_COMMON],
  ])('refuses %j with the first rule it breaks', (password, message) => {
    expect(passwordPolicyError(password)).toBe(message);
  });

  it.each(['Sampaguita-Blooms-42!', 'bahay kubo 7', 'Kalamansi7', `Aa1!${'x'.repeat(252)}`])(
    'accepts %j',
    (password) => {
      expect(passwordPolicyError(password)).toBeNull();
    },
  );

  it('needs a score of at least 3', () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(passwordStrength('abcdefghij').score).toBe(2);
    expect(passwordPolicyError('abcdefghij')).toBe(TOO_WEAK);
    expect(passwordStrength('mabuhaykayo7').score).toBe(3);
    expect(passwordPolicyError('mabuhaykayo7')).toBeNull();
  });
});

describe('passwordVerdict (the strength meter)', () => {
  const passing = PASSWORD_STRENGTH_LABELS.slice(PASSWORD_MIN_SCORE);

  it('calls a long, mixed, well-known password "Too weak", with the reason', () => {
    expect(passwordStrength('Password123!').label).toBe('Very strong');
    expect(passwordVerdict('Password123!')).toMatchObject({
      score: 0,
      label: 'Too weak',
      isAccepted: false,
      isCommon: true,
      problem: TOO_COMMON,
    });
  });

  it('never gives a passing label to a mixed password that is too short or too long', () => {
    expect(passwordVerdict('Ab1!')).toMatchObject({ label: 'Fair', isAccepted: false, problem: TOO_SHORT });
    expect(passwordVerdict(`Ab1!${'x'.repeat(300)}`)).toMatchObject({ isAccepted: false, problem: TOO_LONG });
    expect(passing).not.toContain(passwordVerdict(`Ab1!${'x'.repeat(300)}`).label);
  });

  it('keeps the plain score for an accepted password', () => {
    expect(passwordVerdict('Tahimik-Ilog-42')).toMatchObject({ score: 5, label: 'Very strong', isAccepted: true });
    expect(passwordVerdict('Abcdefgh')).toMatchObject({ score: 3, label: 'Good', isAccepted: true, problem: null });
  });

  // The table: the meter and the server's schemas (sign-up's new password, the reset) agree on each.
  it.each([
    'Password123!',
    'PASSWORD123!',
    'P@ssw0rd',
    'Passw0rd!',
    'Qwerty123!',
    'Qwertyuiop1!',
    'Welcome1!',
    'Letmein1!',
    'Sunshine2024!',
    'Kakayahan2024!',
    'Mahalkita123!',
    'Pilipinas#2026',
    'Philippines#1',
    'ILoveYou2!!',
    'Abcdefg1!',
    'Tahimik-Ilog-42',
    'Abcdefgh',
    'short1!',
    'alllowercaseletters',
    'ALLUPPER123',
    '12345678',
    '',
  ])('agrees with the server about %j', (password) => {
    const verdict = passwordVerdict(password);
    const isAcceptedByServer = newPasswordSchema.safeParse(password).success;
    expect(resetPasswordRequestSchema.safeParse({ new_password: password }).success).toBe(isAcceptedByServer);
    expect(verdict.isAccepted).toBe(isAcceptedByServer);
    expect(passing.includes(verdict.label)).toBe(isAcceptedByServer);
    expect(verdict.problem === null).toBe(isAcceptedByServer);
  });
});
