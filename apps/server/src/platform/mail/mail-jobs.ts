import type { Database } from '../../db/client.js';
import type { JobKindOptions } from '../queue/job-kinds.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { MailMessage, Mailer } from './mailer.js';

declare module '../queue/job-kinds.js' {
  interface JobKinds {
    /** One mail to send; the job's id becomes its Message-ID. */
    'mail.send': { message: MailMessage };
  }
}

/**
 * A mail server may be down for hours: twelve retries, the first after 3–6 s, the last after about
 * 3½–7 hours. An attempt is presumed dead after 25 s, longer than the SMTP transport's own time-outs
 * (decision 015), so a send still under way is never handed to a second worker.
 */
export const MAIL_JOB_OPTIONS: JobKindOptions = { retryLimit: 12, retryDelaySeconds: 3, expireInSeconds: 25 };

/** The Message-ID of the mail sent by a job: the same for every attempt, so a duplicate is recognisable. */
export const messageIdOf = (jobId: string, from: string): string =>
  `<${jobId}@${/@([^>\s]+)/u.exec(from)?.[1] ?? 'kakayahan.local'}>`;

/** Declares the `mail.send` job: every mail of the app is sent by it, through the configured Mailer. */
export function registerMailJob(queue: JobQueue, mailer: Mailer, from: string): void {
  queue.work(
    'mail.send',
    async (job) => {
      await mailer.send({ ...job.payload.message, messageId: messageIdOf(job.id, from) });
    },
    MAIL_JOB_OPTIONS,
  );
}

/** Queues a mail inside the caller's transaction: it is sent once that transaction has committed. */
export function queueMail(queue: JobQueue, tx: Database, message: MailMessage): Promise<string> {
  return queue.enqueue(tx, 'mail.send', { message });
}
