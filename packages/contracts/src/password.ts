import { COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Lowest strength score (of 5) a password needs at sign-up and reset. */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export interface PasswordChecks {
  hasMinLength: boolean;
  hasUppercase: boolean;
  hasLowercase: boolean;
  hasDigit: boolean;
  hasSpecial: boolean;
}

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
  checks: PasswordChecks;
}

/**
 * Scores a password 0–5, one point each for: 8+ characters, an uppercase letter, a lowercase letter,
 * a digit and a special character (document 2 §5).
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks: PasswordChecks = {
    hasMinLength: password.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /\p{Lu}/u.test(password),
    hasLowercase: /\p{Ll}/u.test(password),
    hasDigit: /\p{Nd}/u.test(password),
    hasSpecial: /[^\p{L}\p{Nd}]/u.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  return { score, label: PASSWORD_STRENGTH_LABELS[score] ?? 'Too weak', checks };
}

/** True when the password, ignoring case and trailing digits or symbols, is a well-known one. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return true;
  const stem = lowered.replace(/[^a-z]+$/u, '');
  return stem.length >= 4 && COMMON_PASSWORDS.has(stem);
}

/**
 * The one password policy for sign-up and reset. Returns a human message for the first rule the
 * password breaks, or null when it is acceptable.
 */
export function passwordPolicyError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > 256) return 'Password must be at most 256 characters.';
  if (passwordStrength(password).score < PASSWORD_MIN_SCORE) {
    return 'Password is too weak. Mix upper and lower case letters, numbers and symbols.';
  }
  if (isCommonPassword(password)) {
    return 'This password is too common. Please choose a less predictable one.';
  }
  return null;
}

/** What a strength meter says about a password: the same verdict as the server's policy. */
export interface PasswordVerdict {
  /** 0–5, capped below the passing score when the policy refuses the password (common ones count as 0). */
  score: number;
  label: PasswordStrengthLabel;
  checks: PasswordChecks;
  /** True when the server would accept it (passwordPolicyError finds nothing). */
  isAccepted: boolean;
  /** Why the server would refuse it, in its own words; null when it is accepted. */
  problem: string | null;
  /** True when the refusal is because the password is a well-known one. */
  isCommon: boolean;
}

/**
 * The strength meter's verdict, from the one policy the server applies: a password the server refuses
 * never gets a passing label ("Good", "Strong", "Very strong"), however mixed it is. A well-known
 * password ("Password123!") is "Too weak": it is among the first an attacker tries.
 */
export function passwordVerdict(password: string): PasswordVerdict {
  const strength = passwordStrength(password);
  const problem = passwordPolicyError(password);
  const isCommon = password !== '' && isCommonPassword(password);
  let score = strength.score;
  if (isCommon) score = 0;
  else if (problem) score = Math.min(score, PASSWORD_MIN_SCORE - 1);
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score] ?? 'Too weak',
    checks: strength.checks,
    isAccepted: problem === null,
    problem,
    isCommon,
  };
}
