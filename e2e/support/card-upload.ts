import { pwdCardsApi } from '@kakayahan/contracts';
import sharp from 'sharp';
import type { E2eApi } from './api.js';

let plainCard: Promise<Buffer> | undefined;

/**
 * A plain card-shaped JPEG (no text to read): enough for an account that needs a card on file before an
 * administrator may approve it (issue 14), made once per worker. Journeys that look at the card render a
 * real one (pwd-cards/).
 */
export function plainCardJpeg(): Promise<Buffer> {
  plainCard ??= sharp({
    create: { width: 856, height: 540, channels: 3, background: { r: 236, g: 240, b: 245 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return plainCard;
}

/**
 * Uploads a new job seeker's card as the sign-up form does: right after sign-up, without a token, with
 * the sign-up answer's one-time ticket (when it asked for one).
 */
export async function uploadCardAfterSignup(
  api: E2eApi,
  signup: { id: number; upload_ticket?: string | undefined },
  image?: Buffer,
): Promise<void> {
  const form = new FormData();
  const bytes = image ?? (await plainCardJpeg());
  form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'pwd-card.jpg');
  form.set('user', String(signup.id));
  if (signup.upload_ticket !== undefined) form.set('ticket', signup.upload_ticket);
  await api.call(pwdCardsApi.uploadPwdCard, { form });
}
