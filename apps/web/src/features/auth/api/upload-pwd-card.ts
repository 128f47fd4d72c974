import { pwdCardsApi } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';

/** How long the card upload after sign-up may take before the person is told it did not arrive. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Stores the new job seeker's PWD ID card for the administrator (POST /api/upload-pwd-card/, multipart
 * `image`, `user` and the sign-up answer's one-time `ticket`, no Authorization header: the account is not
 * signed in yet). Resolves when the server accepted it; its answer's message is not shown.
 */
export async function uploadPwdCard(image: Blob, userId: number, ticket: string | undefined): Promise<void> {
  const form = new FormData();
  form.append('image', image, image.type === 'image/png' ? 'pwd-card.png' : 'pwd-card.jpg');
  form.append('user', String(userId));
  if (ticket !== undefined) form.append('ticket', ticket);
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(UPLOAD_TIMEOUT_MS) : undefined;
  await callApi(pwdCardsApi.uploadPwdCard, { form, auth: false, ...(signal ? { signal } : {}) });
}
