import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, normalizeEmail } from './email.js';

describe('EMAIL_PATTERN (document 2 §5)', () => {
  it.each([
    'maria.santos@example.com',
    "o'neil+jobs@mail.example.ph",
    'juan_dela-cruz@sub-domain.example.co',
    'UPPER.Case@Example.COM',
    'a@b.co',
    'x@host.xn--p1ai',
  ])('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'maria@',
    'maria@localhost',
    'maria@@example.com',
    'maria santos@example.com',
    'maria@exa mple.com',
    'maria@example.',
    'maria@example.c_m',
    'maria(at)example.com',
    'maria@example.com\n',
    ' maria@example.com',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('has a plain message', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Invalid email address.');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases, so e-mail is unique case-insensitively', () => {
    expect(normalizeEmail('  Maria.Santos@Example.COM ')).toBe('maria.santos@example.com');
    expect(normalizeEmail('MARIA@EXAMPLE.COM')).toBe(normalizeEmail('maria@example.com'));
  });
});
