import { APP_STORAGE_KEYS, STORAGE_KEYS, USER_TYPES, type LoginResponse, type UserType } from '@kakayahan/contracts';
import { useSyncExternalStore } from 'react';

/** The signed-in person as the web app remembers them, under the contract's local-storage keys. */
export interface Session {
  token: string;
  userId: number;
  userType: UserType;
  username: string;
  /** A job seeker whose PWD ID is still being checked may open only their registration (/job-seeker/pwd). */
  accountStatus: 'active' | 'pending_approval';
  /** The first sign-in ever: the home page offers a short welcome until it is read or skipped. */
  welcome: boolean;
}

const CHANGE_EVENT = 'kakayahan:session-change';

/**
 * The hint cookie of decision 025: it tells the server to answer the app (not a public page rendered for
 * visitors) because someone is signed in on this browser. It holds no token and proves nothing; the API
 * still checks the token on every call.
 */
export const SIGNED_IN_HINT_COOKIE = 'kj_signed_in';

export function setSignedInHint(signedIn: boolean): void {
  // A year: the token itself has no expiry on this side; a stale hint only costs a render in the browser.
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Whether the browser holds a session token (read without building the whole session). */
export function hasStoredToken(): boolean {
  return typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(STORAGE_KEYS.authToken));
}

function read(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  const userId = Number(localStorage.getItem(STORAGE_KEYS.userId));
  const userType = localStorage.getItem(STORAGE_KEYS.userType);
  const username = localStorage.getItem(STORAGE_KEYS.username) ?? '';
  if (!token || !Number.isInteger(userId) || !USER_TYPES.includes(userType as UserType)) return null;
  const accountStatus =
    localStorage.getItem(APP_STORAGE_KEYS.accountStatus) === 'pending_approval' ? 'pending_approval' : 'active';
  const welcome = localStorage.getItem(APP_STORAGE_KEYS.welcome) === '1';
  return { token, userId, userType: userType as UserType, username, accountStatus, welcome };
}

let cached: Session | null | undefined;
let cachedKey = '';

/** The current session (a stable object while nothing changes, as useSyncExternalStore needs). */
export function getSession(): Session | null {
  // Rendering on the server (decision 025): nobody is signed in there.
  if (typeof localStorage === 'undefined') return null;
  const key = [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.userType,
    STORAGE_KEYS.username,
    APP_STORAGE_KEYS.accountStatus,
    APP_STORAGE_KEYS.welcome,
  ]
    .map((k) => localStorage.getItem(k) ?? '')
    .join('\u0000');
  if (cached === undefined || key !== cachedKey) {
    cached = read();
    cachedKey = key;
  }
  return cached;
}

/** Stores the credentials of a successful sign-in. */
export function saveSession(
  login: Pick<LoginResponse, 'token' | 'userId' | 'user_type' | 'username'> &
    Partial<Pick<LoginResponse, 'account_status' | 'first_sign_in'>>,
): void {
  localStorage.setItem(STORAGE_KEYS.authToken, login.token);
  localStorage.setItem(STORAGE_KEYS.userId, String(login.userId));
  localStorage.setItem(STORAGE_KEYS.userType, login.user_type);
  localStorage.setItem(STORAGE_KEYS.username, login.username);
  if (login.account_status === 'pending_approval') {
    localStorage.setItem(APP_STORAGE_KEYS.accountStatus, 'pending_approval');
  } else {
    localStorage.removeItem(APP_STORAGE_KEYS.accountStatus);
  }
  if (login.first_sign_in) localStorage.setItem(APP_STORAGE_KEYS.welcome, '1');
  setSignedInHint(true);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * What the server said of the account since sign-in: a 403 'pending_approval' (the app thought it active)
 * or a registration found approved. Only the account status changes; the person stays signed in.
 */
export function setAccountStatus(status: Session['accountStatus']): void {
  if (!getSession()) return;
  if (status === 'pending_approval') localStorage.setItem(APP_STORAGE_KEYS.accountStatus, 'pending_approval');
  else localStorage.removeItem(APP_STORAGE_KEYS.accountStatus);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The welcome was read or skipped: it does not come back on this device. */
export function dismissWelcome(): void {
  localStorage.removeItem(APP_STORAGE_KEYS.welcome);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Forgets the session. Logout clears all local storage, as the contract says. */
export function clearSession(): void {
  localStorage.clear();
  setSignedInHint(false);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The session, re-rendering when it changes (also from another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
