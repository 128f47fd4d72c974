import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNotice, leaveDeletedAccount, readNotice } from './leave-deleted-account';
import { getSession, saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('leaveDeletedAccount', () => {
  it('forgets the session before reloading at /, and keeps the notice for the landing page', () => {
    saveSession({ token: 't', userId: 7, user_type: 'Employee', username: 'Ana Reyes' });
    const sessionWhenLeaving: unknown[] = [];
    const assign = vi.fn(() => sessionWhenLeaving.push(getSession()));
    vi.stubGlobal('location', { assign });

    leaveDeletedAccount('Your profile and account have been deleted.');

    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(sessionWhenLeaving).toEqual([null]);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(readNotice()).toBe('Your profile and account have been deleted.');
  });

  it('shows the notice once: forgetNotice removes it', () => {
    vi.stubGlobal('location', { assign: vi.fn() });
    leaveDeletedAccount('Deleted.');
    forgetNotice();
    expect(readNotice()).toBeNull();
  });
});
