import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  isCommonPassword,
  passwordPolicyError,
  passwordStrength,
} from './password.js';

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
