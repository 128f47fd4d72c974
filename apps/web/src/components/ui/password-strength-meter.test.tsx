import {
  newPasswordSchema,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  resetPasswordRequestSchema,
} from '@kakayahan/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_NOTE, PasswordStrengthMeter } from './password-strength-meter';

function strengthText(): string {
  return screen.getByRole('status').textContent;
}

/** The labels a password the server accepts can get: the score of the policy's minimum and above. */
const PASSING_LABELS = PASSWORD_STRENGTH_LABELS.slice(PASSWORD_MIN_SCORE);

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
      'Not yet: Not a commonly used password',
    ]);
  });

  it.each([
    ['abc', 'Weak', 'Not accepted: Password must be at least 8 characters.'],
    ['abcdefgh', 'Fair', 'Not accepted: Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['Abcdefgh', 'Good', ''],
    ['Abcdefg1', 'Strong', ''],
    ['Abcdefg1!', 'Very strong', ''],
    // Mixed, but too short for the server: never "Strong".
    ['Ab1!', 'Fair', 'Not accepted: Password must be at least 8 characters.'],
  ])('rates %s as %s, in words, with the reason when it is refused', (password, label, reason) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(strengthText()).toBe(`Password strength: ${label}${reason}`);
  });

  it('calls a long, mixed, well-known password too weak and says why, as the server would refuse it', () => {
    render(<PasswordStrengthMeter password="Password123!" />);
    expect(strengthText()).toBe(`Password strength: Too weakNot accepted: ${COMMON_PASSWORD_NOTE}`);
    const common = within(screen.getByRole('list')).getByText('Not a commonly used password');
    expect(common.parentElement).toHaveTextContent('Not yet:');
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
    expect(within(list).getByText('Not a commonly used password').parentElement).toHaveTextContent('Done:');
  });

  // The meter and the server's schemas (sign-up and reset) must agree on every password.
  it.each([
    'Password123!',
    'P@ssw0rd',
    'Qwerty123!',
    'Welcome1!',
    'Kakayahan2024!',
    'Mahalkita123!',
    'Philippines#1',
    'ILoveYou2!!',
    'Abcdefg1!',
    'Tahimik-Ilog-42',
    'short1!',
    'alllowercaseletters',
    'ALLUPPER123',
    'Abcdefgh',
  ])('agrees with the server about %s', (password) => {
    const isAcceptedByServer = newPasswordSchema.safeParse(password).success;
    expect(resetPasswordRequestSchema.safeParse({ new_password: password }).success).toBe(isAcceptedByServer);
    render(<PasswordStrengthMeter password={password} />);
    const label = screen.getByRole('status').querySelector('strong')?.textContent ?? '';
    expect(PASSING_LABELS.includes(label as (typeof PASSING_LABELS)[number])).toBe(isAcceptedByServer);
    expect(strengthText().includes('Not accepted:')).toBe(!isAcceptedByServer);
  });
});
