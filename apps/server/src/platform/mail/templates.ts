import { PRODUCT_NAME } from '@kakayahan/contracts';
import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A plain, accessible mail: one heading, short paragraphs, one clearly labelled link written out
 * in full so it also works in text-only mail readers and screen readers.
 */
export function simpleMail(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): MailMessage {
  const { action } = options;
  const text = [
    options.greeting,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    options.footer ?? `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
<h1 style="font-size: 20px;">${escapeHtml(options.subject)}</h1>
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="color: #1d4ed8;">${escapeHtml(action.label)}</a></p><p>If the link does not open, copy this address into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p>${escapeHtml(options.footer ?? `— ${PRODUCT_NAME}`)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}
