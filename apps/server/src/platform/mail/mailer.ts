import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set by the mail job (`<job id@domain>`), so every attempt of one mail carries the same id. */
  messageId?: string;
}

/** Sends mail. The local default writes .eml files; production sends over SMTP. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes every message as an RFC 822 `.eml` file to the outbox folder and logs where. */
export function createOutboxMailer(options: { outboxDir: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/gu, '-')
        .slice(0, 40);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/gu, '-')}-${slug}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ messageId: message.messageId, file }, 'mail written to outbox');
    },
  };
}

/**
 * How long the SMTP transport waits (ms). A server that does not answer fails the attempt well within
 * the mail job's 25 s expiry, and the queue retries it later (decision 015).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/** Sends over SMTP (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      options.log.info({ messageId: message.messageId }, 'mail sent');
    },
  };
}
