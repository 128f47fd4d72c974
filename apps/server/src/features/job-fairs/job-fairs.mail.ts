import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { simpleMail } from '../../platform/mail/templates.js';
import {
  accommodationLines,
  bringLine,
  checkInLine,
  contactLines,
  fairDetails,
  type FairMailDetails,
  greeting,
  jobFairsUrl,
  whenLine,
  whenText,
  whereLines,
} from './job-fair-mail-parts.js';
import { findRegistrationNotice, findStatusesAtFair, type RegistrationNoticeRow } from './job-fair-notices.repo.js';
import { findFairRow } from './job-fair-views.repo.js';

/** Who a job-fair mail goes to, the fair it is about and where the person manages it. */
export interface JobFairMailOptions {
  to: string;
  name: string;
  fair: FairMailDetails;
  /** The Job Fairs page. */
  url: string;
}

/** A registration's own details, for the mails that confirm a place. */
export interface PlaceDetails {
  checkInCode: string;
  accommodations: readonly string[];
  accommodationNote: string;
}

const cancelHint =
  'If you cannot come after all, please cancel your registration on the job fair page, so someone on the waiting list gets your place.';

/** Confirms a registration: a seat (with the check-in code and what to bring) or a place on the waiting list. */
export function jobFairRegisteredMail(
  options: JobFairMailOptions & { status: 'registered' | 'waitlisted'; place: PlaceDetails },
): MailMessage {
  const { fair, place } = options;
  const asked = accommodationLines(place.accommodations, place.accommodationNote, fair.employerName);
  if (options.status === 'waitlisted') {
    return simpleMail({
      to: options.to,
      subject: `You are on the waiting list for ${fair.title}`,
      greeting: greeting(options.name),
      paragraphs: [
        `Thank you for registering for ${fair.title}, a job fair by ${fair.employerName}. It is full at the moment, so you are on the waiting list.`,
        'If a place opens up, it goes to the first person in line, and we will tell you by e-mail and in your notifications. You do not need to do anything until then.',
        whenLine(fair),
        ...whereLines(fair),
        ...asked,
        ...contactLines(fair),
      ],
      action: { label: 'See your job fairs', url: options.url },
    });
  }
  return simpleMail({
    to: options.to,
    subject: `You are registered for ${fair.title}`,
    greeting: greeting(options.name),
    paragraphs: [
      `Thank you for registering for ${fair.title}, a job fair by ${fair.employerName}. Your place is confirmed.`,
      whenLine(fair),
      ...whereLines(fair),
      checkInLine(place.checkInCode),
      ...asked,
      ...bringLine(fair.format),
      cancelHint,
      ...contactLines(fair),
    ],
    action: { label: 'See your job fairs', url: options.url },
  });
}

/** Tells the first in line that a place opened up and is now theirs. */
export function jobFairPromotedMail(options: JobFairMailOptions & { place: PlaceDetails }): MailMessage {
  const { fair, place } = options;
  return simpleMail({
    to: options.to,
    subject: `A place opened up: you are registered for ${fair.title}`,
    greeting: greeting(options.name),
    paragraphs: [
      `Good news: a place opened up at ${fair.title}, a job fair by ${fair.employerName}, and it is yours. You are no longer on the waiting list.`,
      whenLine(fair),
      ...whereLines(fair),
      checkInLine(place.checkInCode),
      ...accommodationLines(place.accommodations, place.accommodationNote, fair.employerName),
      ...bringLine(fair.format),
      cancelHint,
      ...contactLines(fair),
    ],
    action: { label: 'See your job fairs', url: options.url },
  });
}

/** Tells a registrant the new date, time or place of a fair they registered for. */
export function jobFairChangedMail(options: JobFairMailOptions): MailMessage {
  const { fair } = options;
  return simpleMail({
    to: options.to,
    subject: `${fair.title} has changed: please check the date, time and place`,
    greeting: greeting(options.name),
    paragraphs: [
      `${fair.employerName} changed the details of ${fair.title}, which you registered for. This is how it is now:`,
      whenLine(fair),
      ...whereLines(fair),
      'Your registration stays as it is. If you added the fair to your calendar, please add it again from the job fair page: the old entry still has the old details.',
      'If you can no longer come, please cancel your registration on the job fair page, so someone else can have your place.',
      ...contactLines(fair),
    ],
    action: { label: 'See the job fair', url: options.url },
  });
}

/** Tells a registrant that the fair is cancelled (its employer deleted it). */
export function jobFairCancelledMail(options: JobFairMailOptions): MailMessage {
  const { fair } = options;
  return simpleMail({
    to: options.to,
    subject: `${fair.title} is cancelled`,
    greeting: greeting(options.name),
    paragraphs: [
      `${fair.employerName} has cancelled ${fair.title}, which was planned for ${whenText(fair)}. Your registration is cancelled with it, and you do not need to do anything.`,
      'We are sorry for the change of plans. Other job fairs are listed on the job fairs page, and new jobs are posted often.',
    ],
    action: { label: 'See other job fairs', url: options.url },
  });
}

/** Invites a participant to an interview at the fair, with the employer's note (time, table, what to prepare). */
export function jobFairInvitedMail(options: JobFairMailOptions & { note: string; checkInCode: string }): MailMessage {
  const { fair } = options;
  return simpleMail({
    to: options.to,
    subject: `Interview invitation at ${fair.title}`,
    greeting: greeting(options.name),
    paragraphs: [
      `Good news: ${fair.employerName} would like to interview you at ${fair.title}.`,
      ...(options.note.trim() ? [`Their message to you: "${options.note.trim()}"`] : []),
      whenLine(fair),
      ...whereLines(fair),
      ...(options.checkInCode ? [checkInLine(options.checkInCode)] : []),
      `If you need an accommodation for the interview, or have a question, you can write to ${fair.employerName} in your messages.`,
      ...contactLines(fair),
    ],
    action: { label: 'See your job fairs', url: options.url },
  });
}

/** Tells a participant, kindly and plainly, that the employer will not invite them to an interview. */
export function jobFairDeclinedMail(options: JobFairMailOptions & { note: string }): MailMessage {
  const { fair } = options;
  return simpleMail({
    to: options.to,
    subject: `An update about ${fair.title}`,
    greeting: greeting(options.name),
    paragraphs: [
      `${fair.employerName} has decided not to invite you to an interview at ${fair.title}.`,
      ...(options.note.trim() ? [`Their message to you: "${options.note.trim()}"`] : []),
      'This happens to everyone looking for work, and it is not the end of your search. New jobs and job fairs are posted often, and you can apply to as many as you like.',
      'Your registration for the fair has not been cancelled. If you no longer want to go, you can cancel it on the job fair page.',
    ],
    action: { label: 'See job fairs', url: options.url },
  });
}

/** A registration that still holds a place or waits for one (a cancelled or vanished one gets no mail). */
async function liveRegistration(tx: Database, id: number): Promise<RegistrationNoticeRow | null> {
  const row = await findRegistrationNotice(tx, id);
  return row && row.status !== 'cancelled' ? row : null;
}

/**
 * Mails the job seekers what happens to their job fairs, once it has committed. A message about a place
 * that is gone by the time it is written (the fair deleted, the registration cancelled) is not sent: the
 * person gets the message about that instead.
 */
export function subscribeJobFairMail(ctx: AppContext): void {
  const url = jobFairsUrl(ctx.config.publicUrl);
  const send = (tx: Database, message: MailMessage) => queueMail(ctx.queue, tx, message);

  ctx.events.subscribe('jobfair.registered', 'job-fairs-mail', async (tx, event) => {
    const registration = await liveRegistration(tx, event.registrationId);
    const row = await findFairRow(tx, event.fairId);
    if (!registration || !row) return;
    const fair = fairDetails(event, row, registration.status === 'registered');
    await send(
      tx,
      jobFairRegisteredMail({
        to: event.registrant.email,
        name: event.registrant.name,
        fair,
        url,
        status: event.status,
        place: { ...registration, checkInCode: event.checkInCode },
      }),
    );
  });

  ctx.events.subscribe('jobfair.promoted', 'job-fairs-mail', async (tx, event) => {
    const registration = await liveRegistration(tx, event.registrationId);
    const row = await findFairRow(tx, event.fairId);
    if (registration?.status !== 'registered' || !row) return;
    const fair = fairDetails(event, row, true);
    await send(
      tx,
      jobFairPromotedMail({ to: event.registrant.email, name: event.registrant.name, fair, url, place: registration }),
    );
  });

  ctx.events.subscribe('jobfair.changed', 'job-fairs-mail', async (tx, event) => {
    const row = await findFairRow(tx, event.fairId);
    if (!row) return;
    const ids = event.registrants.map((person) => person.userId);
    const statuses = await findStatusesAtFair(tx, event.fairId, ids);
    for (const person of event.registrants) {
      const status = statuses.get(person.userId);
      if (status === undefined || status === 'cancelled') continue;
      const fair = fairDetails(event, row, status === 'registered');
      await send(tx, jobFairChangedMail({ to: person.email, name: person.name, fair, url }));
    }
  });

  ctx.events.subscribe('jobfair.deleted', 'job-fairs-mail', async (tx, event) => {
    const fair = fairDetails(event, null, false);
    for (const person of event.registrants) {
      await send(tx, jobFairCancelledMail({ to: person.email, name: person.name, fair, url }));
    }
  });

  ctx.events.subscribe('jobfair.participant-decided', 'job-fairs-mail', async (tx, event) => {
    const registration = await liveRegistration(tx, event.registrationId);
    const row = await findFairRow(tx, event.fairId);
    if (!registration || !row) return;
    const to = { to: event.participant.email, name: event.participant.name, url, note: event.note };
    const fair = fairDetails(event, row, registration.status === 'registered');
    const mail =
      event.outcome === 'Invited'
        ? jobFairInvitedMail({
            ...to,
            fair,
            checkInCode: registration.status === 'registered' ? registration.checkInCode : '',
          })
        : jobFairDeclinedMail({ ...to, fair });
    await send(tx, mail);
  });
}
