import { accountsApi, endpointUrl } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Signs out: the server revokes the token, then all local storage is cleared and the app reloads
 * at / (document 1 §2). A failed call is only logged; the person is signed out here either way.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(accountsApi.logout);
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearSession();
  window.location.assign('/');
}

/**
 * Revokes a token that was issued but will not be used, e.g. when a sign-in screen refuses the role.
 * The token was never stored, so callApi (which sends the stored one) cannot carry it; the header
 * is set here. A failure is only logged: the token was never kept, and it expires on its own.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch(endpointUrl(accountsApi.logout), {
      method: accountsApi.logout.method,
      headers: { accept: 'application/json', authorization: `Token ${token}` },
    });
  } catch (error) {
    console.warn('revoking an unused token failed', error);
  }
}
