import { describe, expect, it } from 'vitest';
import { CHECK_IN_ALPHABET, newCheckInCode } from './job-fair-registrations.service.js';

describe('check-in codes', () => {
  it('are six characters nobody misreads: no 0, O, 1, I or L', () => {
    expect(CHECK_IN_ALPHABET).not.toMatch(/[0O1IL]/u);
    const codes = Array.from({ length: 2000 }, newCheckInCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/u);
    // Crypto-random: two thousand codes from 31^6 almost never repeat, and every character turns up.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.join('')).size).toBe(CHECK_IN_ALPHABET.length);
  });
});
