import { describe, expect, it } from 'vitest';
import { formatSalary, normalizeJobType, splitCommaList, websiteHref } from './jobs-format.js';

describe('formatSalary', () => {
  it('adds the peso sign, keeps one already there, and says Negotiable when absent', () => {
    expect(formatSalary('20,000 - 30,000')).toBe('₱20,000 - 30,000');
    expect(formatSalary('₱25,000')).toBe('₱25,000');
    expect(formatSalary('PHP 25,000')).toBe('PHP 25,000');
    expect(formatSalary('')).toBe('Negotiable');
    expect(formatSalary('   ')).toBe('Negotiable');
    expect(formatSalary(null)).toBe('Negotiable');
    expect(formatSalary('negotiable')).toBe('negotiable');
  });
});

describe('normalizeJobType', () => {
  it('reads both spellings of the two hyphenated types, and every other type as itself', () => {
    expect(normalizeJobType('Full-time')).toBe('Full Time');
    expect(normalizeJobType('Part-time')).toBe('Part Time');
    expect(normalizeJobType('full time')).toBe('Full Time');
    expect(normalizeJobType('Contract')).toBe('Contract');
    expect(normalizeJobType('Freelance')).toBe('Freelance');
    expect(normalizeJobType('Internship')).toBe('Internship');
    expect(normalizeJobType('Remote')).toBe('Remote');
    expect(normalizeJobType('Weekends')).toBeNull();
  });
});

describe('splitCommaList', () => {
  it('trims, drops blanks and case-insensitive duplicates, keeps the first spelling', () => {
    expect(splitCommaList(' JavaScript, react ,, javascript,  Data   entry ')).toEqual([
      'JavaScript',
      'react',
      'Data entry',
    ]);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
  });
});

describe('websiteHref', () => {
  it('adds https:// when missing and keeps http(s) links', () => {
    expect(websiteHref('example.ph')).toBe('https://example.ph');
    expect(websiteHref('http://example.ph')).toBe('http://example.ph');
    expect(websiteHref('')).toBeNull();
  });
});
