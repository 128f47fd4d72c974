import { uniqueIp } from '../factories.js';
import type { TestApp } from '../test-app.js';

export const HOUR = 3_600_000;
export const FORGOT_ANSWER = 'If an account with that email exists, a reset link has been sent.';
export const RESET_DONE = 'Your password has been successfully reset.';
export const LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const LINK_USED =
  'This reset link has already been used. If you still need to reset your password, please request a new one.';
export const LINK_EXPIRED = 'This reset link has expired (links work for 60 minutes). Please request a new one.';
export const NEW_PASSWORD = 'Bagong-Simula-2025!';

export interface ErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
}

export interface ResetLink {
  url: string;
  uid: number;
  token: string;
}

/** POST /api/forgot-password/ from its own address unless one is given. */
export function forgot(t: TestApp, payload: Record<string, unknown>, remoteAddress = uniqueIp()) {
  return t.request({ method: 'POST', url: '/api/forgot-password/', payload, remoteAddress });
}

/** POST /api/reset-password/{uid}/{token}/ from its own address unless one is given. */
export function reset(
  t: TestApp,
  link: { uid: number | string; token: string },
  payload: Record<string, unknown> = { new_password: NEW_PASSWORD },
  remoteAddress = uniqueIp(),
) {
  return t.request({
    method: 'POST',
    url: `/api/reset-password/${link.uid}/${link.token}/`,
    payload,
    remoteAddress,
  });
}

export function login(t: TestApp, email: string, password: string) {
  return t.request({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: uniqueIp() });
}

/** The reset mails sent to an address, once the jobs queued by earlier requests have run. */
export async function resetMails(t: TestApp, email: string) {
  await t.jobs.drain();
  return t.mailer.to(email).filter((mail) => mail.subject.startsWith('Reset your'));
}

/** The link of the newest reset mail to an address (fails the test when there is none). */
export async function lastResetLink(t: TestApp, email: string): Promise<ResetLink> {
  const mail = (await resetMails(t, email)).at(-1);
  const match = /(https?:\/\/\S+\/reset-password\/(\d+)\/([A-Za-z0-9_-]+))(?:\s|$)/u.exec(mail?.text ?? '');
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no reset link was mailed to ${email}`);
  return { url: match[1], uid: Number(match[2]), token: match[3] };
}

/** Asks for a reset link for an address and returns the link mailed. */
export async function requestLink(t: TestApp, email: string): Promise<ResetLink> {
  const response = await forgot(t, { email });
  if (response.statusCode !== 200) throw new Error(`forgot-password answered ${response.statusCode}`);
  return lastResetLink(t, email);
}
