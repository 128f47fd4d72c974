import { messageResponseSchema } from '@kakayahan/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Signs out: the server revokes the token, then all local storage is cleared and the app reloads
 * at / (document 1 §2). A failed call is only logged; the person is signed out here either way.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/logout/', { method: 'POST', schema: messageResponseSchema });
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearSession();
  window.location.assign('/');
}
