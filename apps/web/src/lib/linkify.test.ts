import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('keeps text without addresses as one text segment', () => {
    expect(splitLinks('Hello\nworld')).toEqual([{ kind: 'text', text: 'Hello\nworld' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('splits http and https addresses out of the text, in order', () => {
    expect(splitLinks('See https://example.ph/jobs?q=1 and http://a.test/x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.ph/jobs?q=1', href: 'https://example.ph/jobs?q=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.test/x', href: 'http://a.test/x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves closing punctuation and an unmatched bracket outside the link', () => {
    expect(splitLinks('(see https://example.ph/a_(b)), ok')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.ph/a_(b)', href: 'https://example.ph/a_(b)' },
      { kind: 'text', text: '), ok' },
    ]);
  });

  it('never makes a link of javascript:, data: or other schemes', () => {
    for (const text of ['javascript:alert(1)', 'JAVASCRIPT://x', 'data:text/html,<b>x</b>', 'ftp://files.test/a']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text', () => {
    const text = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    expect(splitLinks('<a href="https://evil.test/x">')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.test/x', href: 'https://evil.test/x' },
      { kind: 'text', text: '">' },
    ]);
  });

  it('keeps an address that is not a valid URL as text', () => {
    expect(splitLinks('http://[bad')).toEqual([{ kind: 'text', text: 'http://[bad' }]);
  });
});
