import { clearSession } from './session';

/** Where the one-time notice waits for the landing page (per tab; it must survive the reload). */
const NOTICE_KEY = 'kakayahan:notice';

/**
 * After a person's own account is deleted (job seeker or employer): keep `notice` for the landing page,
 * forget the session, then reload the app at / (as logout does). The session is cleared before leaving,
 * so / sees nobody signed in and shows the landing page, and no page, guard or cached answer of the
 * deleted account survives the reload.
 */
export function leaveDeletedAccount(notice: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // Storage can be unavailable (a private window, full storage): the person still leaves, unnotified.
  }
  clearSession();
  window.location.assign('/');
}

/** The notice left by leaveDeletedAccount, if any (it stays until forgetNotice). */
export function readNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

/** Forgets the notice, so it is shown only once. */
export function forgetNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing was stored then.
  }
}
