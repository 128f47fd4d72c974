import { JOB_FAIR_MESSAGES, type JobFairParticipant, type JobFairParticipants } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFairRegistrations } from '../../db/schema-job-fairs.js';
import { employeeProfiles, pwdCards } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob, createJobSeeker, notificationsOf } from '../../../test/support/applications.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { JOB_FAIR_NOTIFICATIONS } from '../notifications/notifications.subscribers.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);
const HOUR = 60 * 60 * 1000;
const owner = await createEmployerWithJob(t, { company: 'Liwanag Solar', title: 'Solar Panel Technician' });
const otherEmployer = await createEmployer(t);
const admin = await createAdmin(t);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const participantsOf = (fairId: number, token = owner.employer.token) =>
  call('GET', `/api/jobfairs/${fairId}/participants/`, token);
const registrationRow = async (id: number) =>
  (await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.id, id)))[0];

/** A fair of the owner that started at 09:00 today (the clock is at noon in Manila). */
const todaysFair = () => insertFair(t, owner.employer.id, { jobs: [owner.job.id] });

describe('GET /api/jobfairs/{id}/participants/', () => {
  it("gives the fair's employer everyone who registered: seats, then the waiting list in line, then the cancelled", async () => {
    const fairId = await insertFair(t, owner.employer.id, {
      date: manilaDay(t, -1),
      capacity: 2,
      jobs: [owner.job.id],
    });
    const names = ['Ana Reyes', 'Ben Cruz', 'Carla Lim', 'Dario Tan', 'Ella Go'];
    const [ana, ben, carla, dario, ella] = await Promise.all(names.map((fullName) => createJobSeeker(t, { fullName })));
    if (!ana || !ben || !carla || !dario || !ella) throw new Error('people not created');
    const tenDaysAgo = t.clock.now().getTime() - 240 * HOUR;
    const at = (hours: number) => new Date(tenDaysAgo + hours * HOUR);
    // Registered in an order that is not the answer's: the answer goes by status first.
    await insertRegistration(t, fairId, ella.id, { status: 'cancelled', registeredAt: at(0) });
    await insertRegistration(t, fairId, dario.id, { status: 'waitlisted', registeredAt: at(1) });
    await insertRegistration(t, fairId, carla.id, { status: 'waitlisted', registeredAt: at(2) });
    const anaPlace = await insertRegistration(t, fairId, ana.id, {
      registeredAt: at(3),
      accommodations: ['sign_language_interpreter', 'step_free_entrance'],
      accommodationNote: 'I use a wheelchair and need an FSL interpreter.',
    });
    // Ben registered today, after the fair's date (yesterday): said in words on the screen.
    await insertRegistration(t, fairId, ben.id, { registeredAt: t.clock.now() });

    const response = await participantsOf(fairId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<JobFairParticipants>();
    expect(body.job_fair).toMatchObject({
      id: fairId,
      title: 'Inclusive Hiring Day',
      date: manilaDay(t, -1),
      employer: owner.employer.id,
      employer_name: 'Liwanag Solar',
      registrations_count: 2,
      waitlist_count: 2,
      jobs: [owner.job.id],
      has_ended: true,
    });
    const summary = body.participants.map((p) => [
      p.user_details.employeeprofile?.full_name,
      p.status,
      p.waitlist_position,
    ]);
    expect(summary).toEqual([
      ['Ana Reyes', 'registered', null],
      ['Ben Cruz', 'registered', null],
      ['Dario Tan', 'waitlisted', 1],
      ['Carla Lim', 'waitlisted', 2],
      ['Ella Go', 'cancelled', null],
    ]);
    expect(body.participants.map((p) => p.registered_after_fair)).toEqual([false, true, false, false, false]);
    expect(body.participants[0]).toEqual({
      id: anaPlace.id,
      job_fair: fairId,
      user: ana.id,
      registered_at: at(3).toISOString(),
      registered_after_fair: false,
      status: 'registered',
      waitlist_position: null,
      application_status: 'Pending',
      decision_note: '',
      accommodations: ['step_free_entrance', 'sign_language_interpreter'],
      accommodation_note: 'I use a wheelchair and need an FSL interpreter.',
      accommodation_provided: null,
      checked_in_at: null,
      outcome: 'none',
      user_details: {
        id: ana.id,
        first_name: 'Test',
        last_name: 'Employee',
        email: ana.email,
        profile_picture: null,
        employeeprofile: {
          full_name: 'Ana Reyes',
          location: 'Quezon City, Metro Manila',
          role: 'Customer Service Representative',
          contact_no: '+63 917 555 0101',
        },
      },
    } satisfies JobFairParticipant);
  });

  it('never carries an ID number, disability, card or résumé', async () => {
    const fairId = await todaysFair();
    const seeker = await createEmployee(t, { idNumber: '1374019988776655', disability: 'Psychosocial Disability' });
    await t.db.insert(employeeProfiles).values({
      userId: seeker.id,
      fullName: 'Rosa Villanueva',
      pictureKey: 'public/pictures/rosa.webp',
      resumeKey: 'resumes/rosa-secret.pdf',
      resumeName: 'Rosa CV.pdf',
      resumeContentType: 'application/pdf',
    });
    await t.db.insert(pwdCards).values({
      userId: seeker.id,
      storageKey: 'cards/rosa-card.jpg',
      contentType: 'image/jpeg',
      byteSize: 1000,
      width: 800,
      height: 500,
    });
    await insertRegistration(t, fairId, seeker.id);
    const response = await participantsOf(fairId);
    expect(response.statusCode, response.body).toBe(200);
    const [participant] = response.json<JobFairParticipants>().participants;
    expect(participant?.user_details.profile_picture).toBe('/media/pictures/rosa.webp');
    for (const secret of ['1374019988776655', 'Psychosocial', 'rosa-secret', 'Rosa CV', 'rosa-card', 'cards/']) {
      expect(response.body).not.toContain(secret);
    }
    const keys = JSON.stringify(response.json()).match(/"[a-z_]+":/gu) ?? [];
    expect(keys.filter((key) => /id_number|disab|card|resume/u.test(key))).toEqual([]);
  });

  it('answers employeeprofile null for someone without a profile, and admins may read the list', async () => {
    const fairId = await todaysFair();
    const noProfile = await createEmployee(t, { firstName: 'Pedro', lastName: 'Penduko' });
    await insertRegistration(t, fairId, noProfile.id);
    const response = await participantsOf(fairId, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const [participant] = response.json<JobFairParticipants>().participants;
    expect(participant?.user_details).toMatchObject({
      first_name: 'Pedro',
      profile_picture: null,
      employeeprofile: null,
    });
  });

  it("refuses another employer's fair (403: fairs are public), answers 404 for a missing one, and refuses job seekers", async () => {
    const fairId = await todaysFair();
    const other = await participantsOf(fairId, otherEmployer.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    const missing = await participantsOf(fairId + 10_000, otherEmployer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
    const seeker = await createJobSeeker(t);
    expect((await participantsOf(fairId, seeker.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/jobfairs/${fairId}/participants/`, undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/jobfair-registrations/{id}/invite/ and /decline/', () => {
  const decide = (id: number, verb: 'invite' | 'decline', payload: object, token = owner.employer.token) =>
    call('POST', `/api/jobfair-registrations/${id}/${verb}/`, token, payload);

  it('invites to an interview with a note, the participant is told; the employer may then change their mind', async () => {
    const fairId = await todaysFair();
    const seeker = await createJobSeeker(t, { fullName: 'Lito Ramos' });
    const place = await insertRegistration(t, fairId, seeker.id);
    const note = 'Table 4, at 2:00 PM. Ask for Joy.';

    const invited = await decide(place.id, 'invite', { note });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.invited,
      participant: { id: place.id, application_status: 'Invited', decision_note: note, status: 'registered' },
    });
    expect(await registrationRow(place.id)).toMatchObject({ decision: 'Invited', decisionNote: note });
    const summary = {
      fairId,
      title: 'Inclusive Hiring Day',
      employerName: 'Liwanag Solar',
      date: manilaDay(t, 0),
      startTime: '09:00',
      endTime: '17:00',
    };
    const afterInvite = await notificationsOf(t, seeker.id);
    expect(afterInvite).toHaveLength(1);
    expect(afterInvite[0]).toMatchObject(JOB_FAIR_NOTIFICATIONS.invited(summary, note));
    expect(afterInvite[0]?.action).toContain(note);

    const declined = await decide(place.id, 'decline', {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.declinedParticipant,
      participant: { application_status: 'Declined', decision_note: '' },
    });
    const afterDecline = await notificationsOf(t, seeker.id);
    expect(afterDecline).toHaveLength(2);
    expect(afterDecline[1]).toMatchObject(JOB_FAIR_NOTIFICATIONS.declined(summary, ''));
  });

  it('refuses a cancelled registration (409) and tells no one', async () => {
    const fairId = await todaysFair();
    const seeker = await createJobSeeker(t);
    const place = await insertRegistration(t, fairId, seeker.id, { status: 'cancelled' });
    for (const verb of ['invite', 'decline'] as const) {
      const response = await decide(place.id, verb, { note: 'Come to table 2.' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.notRegistered });
    }
    expect(await registrationRow(place.id)).toMatchObject({ decision: 'Pending', decisionNote: '' });
    expect(await notificationsOf(t, seeker.id)).toEqual([]);
  });

  it("answers 404 for another employer's participant or an unknown registration, 400 for a note too long", async () => {
    const fairId = await todaysFair();
    const seeker = await createJobSeeker(t);
    const place = await insertRegistration(t, fairId, seeker.id);
    for (const id of [place.id, place.id + 10_000]) {
      const response = await decide(id, 'invite', { note: '' }, otherEmployer.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.registrationNotFound });
    }
    const tooLong = await decide(place.id, 'invite', { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toMatch(/^Note /u);
    expect((await decide(place.id, 'invite', {}, seeker.token)).statusCode).toBe(403);
    expect(await registrationRow(place.id)).toMatchObject({ decision: 'Pending' });
  });
});

describe('PATCH /api/jobfair-registrations/{id}/outcome/', () => {
  const record = (id: number, payload: object, token = owner.employer.token) =>
    call('PATCH', `/api/jobfair-registrations/${id}/outcome/`, token, payload);

  it('refuses before the fair has started', async () => {
    const fairId = await insertFair(t, owner.employer.id, { date: manilaDay(t, 1) });
    const place = await insertRegistration(t, fairId, (await createJobSeeker(t)).id);
    const response = await record(place.id, { outcome: 'hired' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.outcomeTooEarly });
    expect(await registrationRow(place.id)).toMatchObject({ outcome: 'none' });
  });

  it('records the outcome and whether accommodations were provided, each on its own or both', async () => {
    const place = await insertRegistration(t, await todaysFair(), (await createJobSeeker(t)).id, {
      accommodations: ['quiet_room'],
    });
    const both = await record(place.id, { outcome: 'hired', accommodation_provided: true });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.outcomeSaved,
      participant: { outcome: 'hired', accommodation_provided: true },
    });
    expect((await record(place.id, { accommodation_provided: false })).json()).toMatchObject({
      participant: { outcome: 'hired', accommodation_provided: false },
    });
    expect((await record(place.id, { outcome: 'interviewed', accommodation_provided: null })).json()).toMatchObject({
      participant: { outcome: 'interviewed', accommodation_provided: null },
    });
    expect(await registrationRow(place.id)).toMatchObject({ outcome: 'interviewed', accommodationProvided: null });
  });

  it('answers 400 in words for an empty or wrong body, 409 for a cancelled registration, 404 for someone else', async () => {
    const fairId = await todaysFair();
    const place = await insertRegistration(t, fairId, (await createJobSeeker(t)).id);
    const empty = await record(place.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('Send an outcome, accommodation_provided, or both.');
    const wrong = await record(place.id, { outcome: 'promoted' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: string }>().error).toBe('Outcome must be none, interviewed or hired.');
    const cancelled = await insertRegistration(t, fairId, (await createJobSeeker(t)).id, { status: 'cancelled' });
    const refused = await record(cancelled.id, { outcome: 'interviewed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notRegistered });
    const other = await record(place.id, { outcome: 'hired' }, otherEmployer.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: JOB_FAIR_MESSAGES.registrationNotFound });
    expect(await registrationRow(place.id)).toMatchObject({ outcome: 'none' });
  });
});

describe('GET /api/jobfairs/{id}/report/', () => {
  it('counts places, attendance, interviews, hires, invitations and accommodations requested versus provided', async () => {
    const fairId = await todaysFair();
    const person = async () => (await createJobSeeker(t)).id;
    const checkedInAt = new Date(t.clock.now().getTime() - HOUR);
    await insertRegistration(t, fairId, await person(), {
      accommodations: ['sign_language_interpreter', 'live_captions'],
      accommodationProvided: true,
      checkedInAt,
      outcome: 'hired',
      decision: 'Invited',
    });
    await insertRegistration(t, fairId, await person(), {
      accommodations: ['sign_language_interpreter'],
      accommodationProvided: false,
      checkedInAt,
      outcome: 'interviewed',
      decision: 'Invited',
    });
    // A note alone is a request too.
    await insertRegistration(t, fairId, await person(), {
      accommodationNote: 'Please seat me near the front.',
      checkedInAt,
      decision: 'Declined',
    });
    await insertRegistration(t, fairId, await person(), { status: 'waitlisted', accommodations: ['quiet_room'] });
    // Cancelled people's requests are not counted.
    await insertRegistration(t, fairId, await person(), { status: 'cancelled', accommodations: ['elevator'] });
    const expected = {
      job_fair: fairId,
      registered: 3,
      waitlisted: 1,
      cancelled: 1,
      attended: 3,
      interviewed: 2,
      hired: 1,
      invited: 2,
      accommodations_requested: 4,
      accommodations_provided: 1,
      by_accommodation: [
        { accommodation: 'sign_language_interpreter', requested: 2, provided: 1 },
        { accommodation: 'live_captions', requested: 1, provided: 1 },
        { accommodation: 'quiet_room', requested: 1, provided: 0 },
      ],
    };
    for (const token of [owner.employer.token, admin.token]) {
      const response = await call('GET', `/api/jobfairs/${fairId}/report/`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it("refuses another employer's fair (403)", async () => {
    const response = await call('GET', `/api/jobfairs/${await todaysFair()}/report/`, otherEmployer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
  });
});
