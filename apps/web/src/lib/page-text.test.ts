import { describe, expect, it } from 'vitest';
import { absoluteUrl, scriptSafeJson, shortenText } from './page-text';

describe('text for search results and previews', () => {
  it('joins the site and a path with one slash', () => {
    expect(absoluteUrl('https://jobs.example.ph', '/jobs/1')).toBe('https://jobs.example.ph/jobs/1');
    expect(absoluteUrl('https://jobs.example.ph//', 'FAQS')).toBe('https://jobs.example.ph/FAQS');
  });

  it('keeps a short text whole, on one line', () => {
    expect(shortenText('  Encode\n records.  ', 150)).toBe('Encode records.');
  });

  it('cuts a long text at a word, with an ellipsis and within the limit', () => {
    const text = shortenText('Encode the municipal records, then check them twice.', 30);
    expect(text).toBe('Encode the municipal records…');
    expect(text.length).toBeLessThanOrEqual(30);
  });

  it('cuts a single long word where it must', () => {
    expect(shortenText('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('writes JSON no typed text can break out of, that reads back the same', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 >' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/u);
    expect(JSON.parse(json)).toEqual(value);
  });
});
