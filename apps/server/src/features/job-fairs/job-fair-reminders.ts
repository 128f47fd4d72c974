import { displayName, JOB_FAIR_REMINDER_HOURS } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';
import type { TransactionalJob } from '../../platform/queue/job-kinds.js';
import { findUserById } from '../accounts/index.js';
import { notifyAll, type Notice } from '../notifications/index.js';
import { fairSummary } from './job-fair-events.js';
import {
  accommodationLines,
  accommodationNames,
  bringLine,
  checkInLine,
  contactLines,
  dayFromNow,
  fairDetails,
  type FairMailDetails,
  greeting,
  jobFairsUrl,
  participantsUrl,
  whenLine,
  whenText,
  whereLines,
} from './job-fair-mail-parts.js';
import {
  findSeatHolders,
  lockFairStart,
  markReminderSent,
  type ReminderKind,
  type SeatHolderRow,
} from './job-fair-notices.repo.js';
import { findFairRow, type JobFairRow } from './job-fair-views.repo.js';

// Reminders 24 hours and 2 hours before a fair starts (issue 11, decision 017): delayed jobs in the durable
// queue, never timers in memory, so they survive restarts and run in whichever process is up.

declare module '../../platform/queue/job-kinds.js' {
  interface JobKinds {
    /** One reminder of a fair, for the start it had when the reminder was scheduled. */
    'jobfair.reminder': ReminderPayload;
  }
}

export interface ReminderPayload {
  fairId: number;
  kind: ReminderKind;
  /** The start (ISO instant) this reminder is for; a fair that has moved since gets its own reminders. */
  startsAt: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** Each reminder: its kind (as stored in job_fair_reminders_sent) and how long before the start it goes. */
export const JOB_FAIR_REMINDERS: readonly { kind: ReminderKind; hours: number }[] = JOB_FAIR_REMINDER_HOURS.map(
  (hours) => ({ kind: `${hours}h` as const, hours }),
);

const hoursOf = (kind: ReminderKind): number =>
  JOB_FAIR_REMINDERS.find((reminder) => reminder.kind === kind)?.hours ?? 0;

/**
 * Whether a later (closer) reminder is already due: then this one is left out, so a person whose reminders
 * were held up (the server was down) gets the one that fits, not two at once.
 */
function isOvertaken(kind: ReminderKind, startsAt: Date, now: Date): boolean {
  const hours = hoursOf(kind);
  return JOB_FAIR_REMINDERS.some(
    (other) => other.hours < hours && now.getTime() >= startsAt.getTime() - other.hours * HOUR_MS,
  );
}

/**
 * Adds the fair's reminder jobs (one per reminder whose time is still ahead), each to run at its time.
 * Called when a fair is created or its start moves; the jobs of an older start find it moved and do nothing.
 */
async function scheduleReminders(ctx: AppContext, tx: Database, fairId: number, startsAt: Date): Promise<number> {
  const now = ctx.now().getTime();
  let scheduled = 0;
  for (const { kind, hours } of JOB_FAIR_REMINDERS) {
    const due = new Date(startsAt.getTime() - hours * HOUR_MS);
    if (due.getTime() <= now) continue;
    await ctx.queue.enqueue(
      tx,
      'jobfair.reminder',
      { fairId, kind, startsAt: startsAt.toISOString() },
      { startAfter: due },
    );
    scheduled += 1;
  }
  return scheduled;
}

/** The words of a reminder to a person holding a seat (notification and mail). */
export function seatHolderReminder(
  fair: FairMailDetails,
  holder: Pick<SeatHolderRow, 'checkInCode' | 'accommodations' | 'accommodationNote'>,
  day: string,
  options: { to: string; name: string; url: string },
): { notice: { title: string; action: string }; mail: MailMessage } {
  const title = `Reminder: ${fair.title} is ${day}`;
  const where =
    fair.format === 'online'
      ? 'Online: the link to join is on the Job Fairs page.'
      : fair.format === 'hybrid'
        ? `At ${fair.venue}, or online.`
        : `At ${fair.venue}.`;
  return {
    notice: {
      title,
      action: `${whenText(fair)}. ${where} Your check-in code is ${holder.checkInCode}.`,
    },
    mail: simpleMail({
      to: options.to,
      subject: title,
      greeting: greeting(options.name),
      paragraphs: [
        `This is a reminder that ${fair.title}, a job fair by ${fair.employerName}, is ${day}.`,
        whenLine(fair),
        ...whereLines(fair),
        checkInLine(holder.checkInCode),
        ...accommodationLines(holder.accommodations, holder.accommodationNote, fair.employerName),
        ...bringLine(fair.format),
        'If you cannot come after all, please cancel your registration on the job fair page, so someone on the waiting list gets your place.',
        ...contactLines(fair),
      ],
      action: { label: 'See your job fairs', url: options.url },
    }),
  };
}

/** How many of the people holding a seat asked for accommodations, and for which (in the vocabulary's order). */
export function accommodationSummary(holders: readonly Pick<SeatHolderRow, 'accommodations' | 'accommodationNote'>[]) {
  const asking = holders.filter((holder) => holder.accommodations.length > 0 || holder.accommodationNote.trim());
  const counts = new Map<string, number>();
  for (const holder of holders) {
    for (const name of accommodationNames(holder.accommodations)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return {
    asking: asking.length,
    withNote: holders.filter((holder) => holder.accommodationNote.trim()).length,
    items: [...counts].map(([name, count]) => `${name} (${count})`),
  };
}

/** The words of the employer's summary before their fair: who is coming and which accommodations to prepare. */
export function employerReminder(
  fair: FairMailDetails,
  counts: { registered: number; waitlisted: number; accommodations: ReturnType<typeof accommodationSummary> },
  day: string,
  options: { to: string; name: string; url: string },
): { notice: { title: string; action: string }; mail: MailMessage } {
  const title = `Reminder: your job fair ${fair.title} is ${day}`;
  const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);
  const seats = `${people(counts.registered)} registered, ${people(counts.waitlisted)} on the waiting list.`;
  const { asking, items, withNote } = counts.accommodations;
  const asked =
    asking === 0
      ? 'Nobody asked for an accommodation.'
      : `${people(asking)} asked for accommodations${items.length > 0 ? `: ${items.join(', ')}` : ''}.`;
  const notes =
    withNote > 0 ? ` ${withNote === 1 ? '1 note' : `${withNote} notes`} to read on the participants page.` : '';
  return {
    notice: { title, action: `${seats} ${asked}${notes}` },
    mail: simpleMail({
      to: options.to,
      subject: title,
      greeting: greeting(options.name),
      paragraphs: [
        `${fair.title} is ${day}: ${whenText(fair)}.`,
        ...whereLines(fair),
        seats,
        `${asked}${notes}`,
        ...(asking > 0
          ? [
              'Please make sure these accommodations are ready. You can see who asked for what on the participants page.',
            ]
          : []),
        'On the day, check people in from the participants page by scanning their QR code or typing their check-in code.',
      ],
      action: { label: 'See the participants', url: options.url },
    }),
  };
}

/**
 * Sends one reminder, exactly once: nothing if the fair is gone, has moved, has started, or a closer
 * reminder is already due; otherwise it records the reminder (fair, kind, start) and, only if that row is
 * new, stores the notifications and queues the mails in the same transaction. A second run of the same
 * reminder (a duplicate job, another process, a retry after a restart) finds the row and does nothing.
 * The queue runs the job at its time (startAfter); run earlier (a test draining delayed jobs) it still
 * sends once, and its words ("today", "tomorrow") are worked out from the clock, so they stay true.
 */
async function sendReminder(
  ctx: AppContext,
  tx: Database,
  payload: ReminderPayload,
  job: TransactionalJob<ReminderPayload>,
): Promise<void> {
  const startsAt = new Date(payload.startsAt);
  const locked = await lockFairStart(tx, payload.fairId);
  if (!locked || locked.startsAt.getTime() !== startsAt.getTime()) return;
  const now = ctx.now();
  if (now.getTime() >= startsAt.getTime() || isOvertaken(payload.kind, startsAt, now)) return;
  if (!(await markReminderSent(tx, payload.fairId, payload.kind, startsAt, now))) return;
  const row = await findFairRow(tx, payload.fairId);
  if (!row) return;
  const holders = await findSeatHolders(tx, payload.fairId);
  const messages = [
    ...seatHolderMessages(ctx, row, holders, now),
    ...(await employerMessages(ctx, tx, row, holders, now)),
  ];
  await notifyAll(
    ctx,
    tx,
    job,
    messages.map((message) => message.notice),
  );
  for (const { mail } of messages) await queueMail(ctx.queue, tx, mail);
}

type Message = { notice: Notice; mail: MailMessage };

function seatHolderMessages(ctx: AppContext, row: JobFairRow, holders: SeatHolderRow[], now: Date): Message[] {
  const summary = fairSummary(row);
  const day = dayFromNow(now, summary.date);
  const fair = fairDetails(summary, row, true);
  const url = jobFairsUrl(ctx.config.publicUrl);
  return holders.map((holder) => {
    const name = displayName(holder.firstName, holder.lastName);
    const { notice, mail } = seatHolderReminder(fair, holder, day, { to: holder.email, name, url });
    return { notice: { userId: holder.userId, ...notice }, mail };
  });
}

async function employerMessages(
  ctx: AppContext,
  tx: Database,
  row: JobFairRow,
  holders: SeatHolderRow[],
  now: Date,
): Promise<Message[]> {
  const employer = await findUserById(tx, row.employerId);
  if (!employer) return [];
  const summary = fairSummary(row);
  const { notice, mail } = employerReminder(
    fairDetails(summary, row, true),
    { registered: holders.length, waitlisted: row.waitlistCount, accommodations: accommodationSummary(holders) },
    dayFromNow(now, summary.date),
    {
      to: employer.email,
      name: displayName(employer.firstName, employer.lastName),
      url: participantsUrl(ctx.config.publicUrl, row.id),
    },
  );
  return [{ notice: { userId: employer.id, ...notice }, mail }];
}

/**
 * Declares the reminder job and schedules a fair's reminders when it is created or moved
 * (`jobfair.scheduled`). Call before the queue starts.
 */
export function subscribeJobFairReminders(ctx: AppContext): void {
  ctx.queue.workInTransaction('jobfair.reminder', (tx, job) => sendReminder(ctx, tx, job.payload, job));
  ctx.events.subscribe('jobfair.scheduled', 'job-fair-reminders', async (tx, event) => {
    const startsAt = new Date(event.startsAt);
    const fair = await lockFairStart(tx, event.fairId);
    // A fair deleted or moved again before this ran: the later event (if any) schedules the right ones.
    if (!fair || fair.startsAt.getTime() !== startsAt.getTime()) return;
    await scheduleReminders(ctx, tx, event.fairId, startsAt);
  });
}
