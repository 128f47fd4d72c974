import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function strengthText(): string {
  return screen.getByRole('status').textContent;
}

describe('PasswordStrengthMeter', () => {
  it('says nothing about strength before anything is typed, but lists what is needed', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(strengthText()).toBe('');
    // The ✓ and ✗ marks are hidden from screen readers; the words say the same.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent.replace(/^[✓✗]/u, ''));
    expect(items).toEqual([
      'Not yet: 8 or more characters',
      'Not yet: One uppercase letter',
      'Not yet: One number',
      'Not yet: One special character',
    ]);
  });

  it.each([
    ['abc', 'Weak'],
    ['abcdefgh', 'Fair'],
    ['Abcdefgh', 'Good'],
    ['Abcdefg1', 'Strong'],
    ['Abcdefg1!', 'Very strong'],
  ])('rates %s as %s, in words', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(strengthText()).toBe(`Password strength: ${label}`);
  });

  it('ticks each requirement that is met, saying so in text', () => {
    render(<PasswordStrengthMeter password="Abcdefgh" />);
    const list = screen.getByRole('list');
    expect(within(list).getByText('8 or more characters').parentElement).toHaveTextContent(
      'Done: 8 or more characters',
    );
    expect(within(list).getByText('One uppercase letter').parentElement).toHaveTextContent('Done:');
    expect(within(list).getByText('One number').parentElement).toHaveTextContent('Not yet:');
    expect(within(list).getByText('One special character').parentElement).toHaveTextContent('Not yet:');
  });
});
