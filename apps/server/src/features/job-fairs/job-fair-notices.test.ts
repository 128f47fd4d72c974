import { formatFairWhen } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';
import type { JobFairSummary, Recipient } from '../../platform/events/domain-events.js';
import { createEmployee, createEmployer, createEmployerProfile, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { emitJobFairEvent, mailsTo, noticesOf } from '../../../test/support/job-fair-notices.js';
import {
  insertFair,
  insertRegistration,
  manilaDay,
  pinClockToManilaNoon,
  type FairOptions,
} from '../../../test/support/job-fairs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);

const employer = await createEmployer(t, { firstName: 'Liza', lastName: 'Santos' });
await createEmployerProfile(t, employer.id, 'Bayanihan Support Services');
const JOB_FAIRS_LINK = 'http://kakayahan.test/job-fairs';

let personCount = 0;
/** A job seeker with a name of their own, and how events name them. */
async function person(firstName: string): Promise<TestUser & { recipient: Recipient }> {
  personCount += 1;
  const lastName = `Reyes ${personCount}`;
  const user = await createEmployee(t, { firstName, lastName });
  return { ...user, recipient: { userId: user.id, email: user.email, name: `${firstName} ${lastName}` } };
}

/** A fair three days from now, 10:00 to 16:00 (Manila), and its summary as events carry it. */
async function fair(options: FairOptions = {}): Promise<{ fairId: number; summary: JobFairSummary; when: string }> {
  const date = manilaDay(t, 3);
  const title = options.title ?? 'Cebu Inclusive Job Fair';
  const fairId = await insertFair(t, employer.id, { title, date, start: '10:00', end: '16:00', ...options });
  const summary = {
    fairId,
    title,
    employerName: 'Bayanihan Support Services',
    date,
    startTime: options.start ?? '10:00',
    endTime: options.end ?? '16:00',
  };
  return { fairId, summary, when: formatFairWhen({ date, start_time: summary.startTime, end_time: summary.endTime }) };
}

const ONLINE: FairOptions = { format: 'hybrid', onlineUrl: 'https://meet.example.com/cebu-fair' };

describe('jobfair.registered', () => {
  it('confirms a seat to the registrant (date, time, place, check-in code, what to bring) and tells the employer', async () => {
    const { fairId, summary, when } = await fair();
    const ana = await person('Ana');
    const place = await insertRegistration(t, fairId, ana.id, {
      accommodations: ['sign_language_interpreter'],
      accommodationNote: 'Please seat me near the front.',
    });
    const employerNotices = (await noticesOf(t, employer.id)).length;

    await emitJobFairEvent(t, 'jobfair.registered', {
      ...summary,
      registrationId: place.id,
      registrant: ana.recipient,
      status: 'registered',
      checkInCode: place.code,
      employerId: employer.id,
    });
    await t.jobs.drain();

    expect(await noticesOf(t, ana.id)).toMatchObject([
      {
        title: 'Registered for a job fair',
        action: `You are registered for Cebu Inclusive Job Fair on ${when}. Your check-in code is ${place.code}.`,
      },
    ]);
    expect((await noticesOf(t, employer.id)).slice(employerNotices)).toMatchObject([
      {
        title: 'New registration for Cebu Inclusive Job Fair',
        action: `${ana.recipient.name} registered for Cebu Inclusive Job Fair.`,
      },
    ]);
    const mails = mailsTo(t, ana.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('You are registered for Cebu Inclusive Job Fair');
    expect(mail?.text).toContain(`Hello ${ana.recipient.name},`);
    expect(mail?.text).toContain('a job fair by Bayanihan Support Services. Your place is confirmed.');
    expect(mail?.text).toContain(`When: ${when}.`);
    expect(mail?.text).toContain('Where: SMX Convention Center, Pasay City.');
    expect(mail?.text).toContain(`Your check-in code is ${place.code.split('').join(' ')} (${place.code}).`);
    expect(mail?.text).toContain(
      'You asked for: Filipino Sign Language (FSL) interpreter. Your note: "Please seat me near the front."',
    );
    expect(mail?.text).toContain('What to bring: your check-in code');
    expect(mail?.text).toContain('please cancel your registration');
    expect(mail?.text).toContain(`See your job fairs: ${JOB_FAIRS_LINK}`);
    // Nothing for the employer by mail: a registration is a notification only.
    expect(mailsTo(t, employer.email, 'You are')).toEqual([]);
  });

  it('says so when the registrant is on the waiting list (no check-in code yet)', async () => {
    const { fairId, summary } = await fair({ capacity: 1 });
    const ben = await person('Ben');
    const place = await insertRegistration(t, fairId, ben.id, { status: 'waitlisted' });
    const employerNotices = (await noticesOf(t, employer.id)).length;

    await emitJobFairEvent(t, 'jobfair.registered', {
      ...summary,
      registrationId: place.id,
      registrant: ben.recipient,
      status: 'waitlisted',
      checkInCode: place.code,
      employerId: employer.id,
    });
    await t.jobs.drain();

    expect(await noticesOf(t, ben.id)).toMatchObject([
      {
        title: 'On the waiting list for a job fair',
        action:
          'Cebu Inclusive Job Fair is full, so you are on its waiting list. We will tell you if a place opens up.',
      },
    ]);
    expect((await noticesOf(t, employer.id)).slice(employerNotices)).toMatchObject([
      {
        title: 'New registration for Cebu Inclusive Job Fair',
        action: `${ben.recipient.name} joined the waiting list of Cebu Inclusive Job Fair (the fair is full).`,
      },
    ]);
    const [mail] = mailsTo(t, ben.email);
    expect(mail?.subject).toBe('You are on the waiting list for Cebu Inclusive Job Fair');
    expect(mail?.text).toContain('It is full at the moment, so you are on the waiting list.');
    expect(mail?.text).not.toContain(place.code);
  });

  it('gives the join link to a registrant holding a seat, and not to one on the waiting list', async () => {
    const { fairId, summary } = await fair(ONLINE);
    const [seat, waiting] = [await person('Cora'), await person('Dino')];
    const seatPlace = await insertRegistration(t, fairId, seat.id);
    const waitingPlace = await insertRegistration(t, fairId, waiting.id, { status: 'waitlisted' });
    for (const [who, where, status] of [
      [seat, seatPlace, 'registered'],
      [waiting, waitingPlace, 'waitlisted'],
    ] as const) {
      await emitJobFairEvent(t, 'jobfair.registered', {
        ...summary,
        registrationId: where.id,
        registrant: who.recipient,
        status,
        checkInCode: where.code,
        employerId: employer.id,
      });
    }
    await t.jobs.drain();

    expect(mailsTo(t, seat.email)[0]?.text).toContain('Join online with this link: https://meet.example.com/cebu-fair');
    expect(mailsTo(t, seat.email)[0]?.text).toContain('To join online, have ready');
    const waitingMail = mailsTo(t, waiting.email)[0]?.text ?? '';
    expect(waitingMail).not.toContain('https://meet.example.com');
    expect(waitingMail).toContain('Online: the link to join is on the job fair page for everyone who holds a place.');
  });

  it('sends no confirmation for a registration cancelled before the mail was written', async () => {
    const { fairId, summary } = await fair();
    const eli = await person('Eli');
    const place = await insertRegistration(t, fairId, eli.id, { status: 'cancelled' });
    await emitJobFairEvent(t, 'jobfair.registered', {
      ...summary,
      registrationId: place.id,
      registrant: eli.recipient,
      status: 'registered',
      checkInCode: place.code,
      employerId: employer.id,
    });
    await t.jobs.drain();

    expect(mailsTo(t, eli.email)).toEqual([]);
  });

  it('writes user text as text in the HTML mail', async () => {
    const { fairId, summary } = await fair({ title: '<b>Bold</b> & "Fair"' });
    const fay = await person('Fay');
    const place = await insertRegistration(t, fairId, fay.id);
    await emitJobFairEvent(t, 'jobfair.registered', {
      ...summary,
      registrationId: place.id,
      registrant: fay.recipient,
      status: 'registered',
      checkInCode: place.code,
      employerId: employer.id,
    });
    await t.jobs.drain();

    const [mail] = mailsTo(t, fay.email);
    expect(mail?.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Fair&quot;');
    expect(mail?.html).not.toContain('<b>Bold</b>');
  });
});

describe('jobfair.promoted', () => {
  it('tells the first in line that a place is theirs, with their check-in code and the join link', async () => {
    const { fairId, summary, when } = await fair(ONLINE);
    const gil = await person('Gil');
    // Promoted: the registration holds a seat by the time the event is delivered.
    const place = await insertRegistration(t, fairId, gil.id, { accommodations: ['live_captions'] });
    await emitJobFairEvent(t, 'jobfair.promoted', { ...summary, registrationId: place.id, registrant: gil.recipient });
    await t.jobs.drain();

    expect(await noticesOf(t, gil.id)).toMatchObject([
      {
        title: 'You have a place at a job fair',
        action: `A place opened up at Cebu Inclusive Job Fair on ${when}, and it is yours. Your check-in code is on the Job Fairs page.`,
      },
    ]);
    const [mail] = mailsTo(t, gil.email);
    expect(mail?.subject).toBe('A place opened up: you are registered for Cebu Inclusive Job Fair');
    expect(mail?.text).toContain('You are no longer on the waiting list.');
    expect(mail?.text).toContain(`(${place.code})`);
    expect(mail?.text).toContain('You asked for: Live captions.');
    expect(mail?.text).toContain('Join online with this link: https://meet.example.com/cebu-fair');
    expect(mail?.text).toContain(`See your job fairs: ${JOB_FAIRS_LINK}`);
  });
});

describe('jobfair.changed', () => {
  it('tells every registrant the new date, time and place (the link only to people holding a seat)', async () => {
    const { fairId, summary } = await fair(ONLINE);
    const [hana, ivan, jun] = [await person('Hana'), await person('Ivan'), await person('Jun')];
    await insertRegistration(t, fairId, hana.id);
    await insertRegistration(t, fairId, ivan.id, { status: 'waitlisted' });
    // Jun cancelled after the change was announced and before the mail was written.
    await insertRegistration(t, fairId, jun.id, { status: 'cancelled' });
    await t.db.update(jobFairs).set({ venue: 'Waterfront Hotel, Lahug, Cebu City' }).where(eq(jobFairs.id, fairId));
    const moved = { ...summary, date: manilaDay(t, 4), startTime: '13:00', endTime: '17:00' };
    const when = formatFairWhen({ date: moved.date, start_time: '13:00', end_time: '17:00' });

    await emitJobFairEvent(t, 'jobfair.changed', {
      ...moved,
      registrants: [hana.recipient, ivan.recipient, jun.recipient],
    });
    await t.jobs.drain();

    for (const who of [hana, ivan]) {
      expect(await noticesOf(t, who.id)).toMatchObject([
        {
          title: 'A job fair you registered for changed',
          action: `Bayanihan Support Services changed Cebu Inclusive Job Fair. It is now on ${when}. Please check the place and the link on the Job Fairs page.`,
        },
      ]);
      const [mail] = mailsTo(t, who.email);
      expect(mail?.subject).toBe('Cebu Inclusive Job Fair has changed: please check the date, time and place');
      expect(mail?.text).toContain(`When: ${when}.`);
      expect(mail?.text).toContain('Where: Waterfront Hotel, Lahug, Cebu City.');
      expect(mail?.text).toContain('please add it again');
    }
    expect(mailsTo(t, hana.email)[0]?.text).toContain('Join online with this link: https://meet.example.com/cebu-fair');
    expect(mailsTo(t, ivan.email)[0]?.text).not.toContain('https://meet.example.com');
    expect(mailsTo(t, jun.email)).toEqual([]);
  });
});

describe('jobfair.deleted', () => {
  it('tells each registrant the fair is cancelled, by notification and mail', async () => {
    const { fairId, summary, when } = await fair();
    const [kim, lea] = [await person('Kim'), await person('Lea')];
    await insertRegistration(t, fairId, kim.id);
    await insertRegistration(t, fairId, lea.id, { status: 'waitlisted' });
    // The fair and its registrations are gone by the time the event is delivered.
    await t.db.delete(jobFairs).where(eq(jobFairs.id, fairId));

    await emitJobFairEvent(t, 'jobfair.deleted', { ...summary, registrants: [kim.recipient, lea.recipient] });
    await t.jobs.drain();

    for (const who of [kim, lea]) {
      expect(await noticesOf(t, who.id)).toMatchObject([
        {
          title: 'A job fair was cancelled',
          action: `Bayanihan Support Services cancelled Cebu Inclusive Job Fair, planned for ${when}. Your registration is cancelled with it.`,
        },
      ]);
      const mails = mailsTo(t, who.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Cebu Inclusive Job Fair is cancelled');
      expect(mails[0]?.text).toContain(
        `Bayanihan Support Services has cancelled Cebu Inclusive Job Fair, which was planned for ${when}.`,
      );
      expect(mails[0]?.text).toContain(`See other job fairs: ${JOB_FAIRS_LINK}`);
    }
  });
});

describe('jobfair.participant-decided', () => {
  it('invites the participant to an interview at the fair, with the employer’s note and their check-in code', async () => {
    const { fairId, summary, when } = await fair();
    const mia = await person('Mia');
    const place = await insertRegistration(t, fairId, mia.id, { decision: 'Invited' });
    const note = 'Table 4 at 11:00. Bring your portfolio.';
    await emitJobFairEvent(t, 'jobfair.participant-decided', {
      ...summary,
      registrationId: place.id,
      outcome: 'Invited',
      note,
      participant: mia.recipient,
    });
    await t.jobs.drain();

    expect(await noticesOf(t, mia.id)).toMatchObject([
      {
        title: 'Interview invitation at a job fair',
        action: `Bayanihan Support Services would like to interview you at Cebu Inclusive Job Fair on ${when}. Their message: ${note}`,
      },
    ]);
    const [mail] = mailsTo(t, mia.email);
    expect(mail?.subject).toBe('Interview invitation at Cebu Inclusive Job Fair');
    expect(mail?.text).toContain(`Their message to you: "${note}"`);
    expect(mail?.text).toContain(`(${place.code})`);
    expect(mail?.text).toContain('you can write to Bayanihan Support Services in your messages');
  });

  it('declines kindly, says the registration stands, and never says "rejected"', async () => {
    const { fairId, summary } = await fair();
    const noe = await person('Noe');
    const place = await insertRegistration(t, fairId, noe.id, { decision: 'Declined' });
    await emitJobFairEvent(t, 'jobfair.participant-decided', {
      ...summary,
      registrationId: place.id,
      outcome: 'Declined',
      note: '',
      participant: noe.recipient,
    });
    await t.jobs.drain();

    expect(await noticesOf(t, noe.id)).toMatchObject([
      {
        title: 'An update about a job fair',
        action:
          'Bayanihan Support Services will not invite you to an interview at Cebu Inclusive Job Fair. Your registration for the fair is not cancelled.',
      },
    ]);
    const [mail] = mailsTo(t, noe.email);
    expect(mail?.subject).toBe('An update about Cebu Inclusive Job Fair');
    expect(mail?.text).toContain('has decided not to invite you to an interview');
    expect(mail?.text).toContain('it is not the end of your search');
    expect(mail?.text).toContain('Your registration for the fair has not been cancelled.');
    expect(mail?.text).not.toContain('Their message');
    expect(mail?.text).not.toContain(place.code);
    expect(mail?.text.toLowerCase()).not.toContain('reject');
  });

  it('sends no mail about a registration that is gone (the person deleted their account meanwhile)', async () => {
    const { fairId, summary } = await fair();
    const ola = await person('Ola');
    const place = await insertRegistration(t, fairId, ola.id);
    await t.db.delete(jobFairRegistrations).where(eq(jobFairRegistrations.id, place.id));
    await emitJobFairEvent(t, 'jobfair.participant-decided', {
      ...summary,
      registrationId: place.id,
      outcome: 'Invited',
      note: '',
      participant: ola.recipient,
    });
    await t.jobs.drain();

    expect(mailsTo(t, ola.email)).toEqual([]);
  });
});
