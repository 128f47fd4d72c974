import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR } from './api-client';
import { CONNECTION_MESSAGES } from './connection';
import { failureMessage, failureText, inScreenOrder, serverFieldMessages } from './server-errors';

const refused = (message: string, status = 400, fields: Record<string, string> = {}) =>
  new ApiError(message, status, fields, undefined, true);
const offline = new ApiError(CONNECTION_MESSAGES.offlineSubmit, 0);
const bare = new ApiError(GENERIC_ERROR, 502);

describe('failureMessage', () => {
  const messages = { failed: 'Failed to submit profile', network: 'An error occurred. Please try again.' };

  it("gives the server's words, else the screen's own fallback", () => {
    expect(failureMessage(refused('Role is too long.'), messages)).toBe('Role is too long.');
    expect(failureMessage(bare, messages)).toBe('Failed to submit profile');
  });

  it('never shows a technical message for a lost connection or an unexpected error', () => {
    expect(failureMessage(offline, messages)).toBe('An error occurred. Please try again.');
    expect(failureMessage(new TypeError('x is undefined'), messages)).toBe('An error occurred. Please try again.');
    expect(failureMessage(offline, { failed: 'Signup failed.' })).toBe(GENERIC_ERROR);
  });
});

describe('failureText', () => {
  it('puts the message under a fixed title', () => {
    const messages = { failed: 'Invalid credentials.', title: 'Authentication failed' };
    expect(failureText(bare, messages, [])).toEqual({ title: 'Authentication failed', detail: 'Invalid credentials.' });
  });

  it('adds only the explanation of a refusal naming no field under a fixed title, when asked', () => {
    const messages = { failed: 'Failed to post job.', title: 'Failed to post job.', detail: 'refusal' } as const;
    expect(failureText(refused('Unknown tag.'), messages, [])).toEqual({
      title: 'Failed to post job.',
      detail: 'Unknown tag.',
    });
    const placed = [{ name: 'location', message: 'Too long.' }];
    expect(failureText(refused('Please check the form.'), messages, placed).detail).toBeUndefined();
    expect(failureText(refused('Server error.', 500), messages, []).detail).toBeUndefined();
    // A lost connection is named in plain words under the title (issue 14).
    expect(failureText(offline, messages, []).detail).toBe(CONNECTION_MESSAGES.offlineSubmit);
  });

  it("names a lost connection under the screen's own words, and says what was typed is kept", () => {
    const messages = { failed: 'Failed to submit profile', network: 'An error occurred. Please try again.' };
    expect(failureText(offline, messages, [])).toEqual({
      title: 'An error occurred. Please try again.',
      detail: CONNECTION_MESSAGES.offlineSubmit,
    });
    const fixed = { failed: 'Invalid credentials.', title: 'Authentication failed' };
    expect(failureText(offline, fixed, [])).toEqual({
      title: 'Authentication failed',
      detail: `${GENERIC_ERROR} ${CONNECTION_MESSAGES.offlineSubmit}`,
    });
    expect(CONNECTION_MESSAGES.offlineSubmit).toMatch(/You are offline.*What you typed is kept/u);
  });
});

describe('serverFieldMessages', () => {
  const names = ['job_title', 'location', 'tags'];

  it("keeps the form's fields, in the form's order, a nested name counting for its field", () => {
    const error = refused('Please check the form.', 400, {
      'tags.2': 'Unknown tag.',
      location: 'Too long.',
      salary: 'Not a field of this form.',
    });
    expect(serverFieldMessages(error, names)).toEqual([
      { name: 'location', message: 'Too long.' },
      { name: 'tags', message: 'Unknown tag.' },
    ]);
  });

  it('gives a bare answer of a listed status to its field, but only when no field is named', () => {
    const unsupported = refused('This file type is not supported.', 415);
    expect(serverFieldMessages(unsupported, ['comp_logo'], { 415: 'comp_logo' })).toEqual([
      { name: 'comp_logo', message: 'This file type is not supported.' },
    ]);
    expect(serverFieldMessages(unsupported, ['comp_logo'])).toEqual([]);
    expect(serverFieldMessages(offline, names)).toEqual([]);
  });
});

describe('inScreenOrder', () => {
  it('orders by the fields on screen, once per field', () => {
    const messages = [
      { name: 'role', message: 'Too long.' },
      { name: 'full_name', message: 'Required.' },
      { name: 'role', message: 'Again.' },
    ];
    expect(inScreenOrder(messages, ['full_name', 'role'])).toEqual([
      { name: 'full_name', message: 'Required.' },
      { name: 'role', message: 'Too long.' },
    ]);
  });
});
