import { APP_STORAGE_KEYS, STORAGE_KEYS } from '@kakayahan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { clearSession, getSession, saveSession, setAccountStatus } from './session';

const LOGIN = { token: 'token-abc', userId: 12, user_type: 'Employee', username: 'Maria Santos' } as const;

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session', () => {
  it('stores a pending job seeker from the sign-in answer, and the first sign-in’s welcome', () => {
    saveSession({ ...LOGIN, account_status: 'pending_approval', first_sign_in: true });
    expect(getSession()).toEqual({
      token: 'token-abc',
      userId: 12,
      userType: 'Employee',
      username: 'Maria Santos',
      accountStatus: 'pending_approval',
      welcome: true,
    });
    expect(localStorage.getItem(APP_STORAGE_KEYS.accountStatus)).toBe('pending_approval');
  });

  it('counts an answer without a status (an older server) as active', () => {
    saveSession(LOGIN);
    expect(getSession()?.accountStatus).toBe('active');
    expect(getSession()?.welcome).toBe(false);
  });

  it('changes only the account status, and keeps the person signed in', () => {
    saveSession({ ...LOGIN, account_status: 'pending_approval', first_sign_in: false });
    setAccountStatus('active');
    expect(getSession()).toMatchObject({ token: 'token-abc', accountStatus: 'active' });
    expect(localStorage.getItem(APP_STORAGE_KEYS.accountStatus)).toBeNull();
    setAccountStatus('pending_approval');
    expect(getSession()?.accountStatus).toBe('pending_approval');
  });

  it('stores no status for nobody', () => {
    clearSession();
    setAccountStatus('pending_approval');
    expect(localStorage.getItem(APP_STORAGE_KEYS.accountStatus)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("marks the session pending when a call is refused with 'pending_approval', and keeps it", async () => {
    saveSession({ ...LOGIN, account_status: 'active', first_sign_in: false });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Your account is pending approval.', code: 'pending_approval' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(apiRequest('/api/jobs/', { schema: z.unknown() })).rejects.toThrow(
      'Your account is pending approval.',
    );
    expect(getSession()?.accountStatus).toBe('pending_approval');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-abc');
  });

  it('leaves the status alone on another refusal', async () => {
    saveSession({ ...LOGIN, account_status: 'active', first_sign_in: false });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Not yours.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(apiRequest('/api/jobs/', { schema: z.unknown() })).rejects.toThrow('Not yours.');
    expect(getSession()?.accountStatus).toBe('active');
  });
});
