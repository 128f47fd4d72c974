import { manilaInstant, manilaParts } from '@kakayahan/contracts';
import type { Database } from '../db/client.js';
import type { EventBus } from '../platform/events/event-bus.js';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../db/schema-job-fairs.js';

const MARIA = 'maria.santos@kakayahan.demo';
const JUAN = 'juan.delacruz@kakayahan.demo';
const BAYANIHAN = 'hiring@bayanihan-tech.demo';
const MALASAKIT = 'careers@malasakit-care.demo';
const KALINGA = 'jobs@kalinga-health.demo';

const DAY = 86_400_000;

/** The Manila date `days` from now, and the instants of two clock times on it. */
function onDay(now: Date, days: number, start: string, end: string) {
  const { date } = manilaParts(new Date(now.getTime() + days * DAY));
  return { startsAt: manilaInstant(date, start), endsAt: manilaInstant(date, end) };
}

interface SeedContext {
  idOf: (email: string) => number;
  jobIds: Map<string, number>;
  now: Date;
  /** When given, the upcoming fairs are announced so their reminders are scheduled. */
  events?: EventBus | undefined;
}

/**
 * The demo's job fairs (issue 11): an upcoming on-site fair in Cebu with its venue's accessibility facts
 * and two registrations asking for accommodations, an online fair with a registration, and a past fair
 * with an attended, interviewed participant, so the employer's and the job seeker's screens and the
 * placement report all have content on first start.
 */
export async function seedDemoJobFairs(tx: Database, { idOf, jobIds, now, events }: SeedContext): Promise<void> {
  const jobsOf = (titles: string[]) =>
    titles.map((title) => {
      const id = jobIds.get(title);
      if (id === undefined) throw new Error(`demo job ${title} missing`);
      return id;
    });
  const insertFair = async (values: typeof jobFairs.$inferInsert, titles: string[]) => {
    const [row] = await tx.insert(jobFairs).values(values).returning({ id: jobFairs.id });
    if (!row) throw new Error('demo job fair not stored');
    await tx.insert(jobFairJobs).values(jobsOf(titles).map((jobId) => ({ jobFairId: row.id, jobId })));
    if (events && values.startsAt > now) {
      await events.emit(tx, 'jobfair.scheduled', { fairId: row.id, startsAt: values.startsAt.toISOString() });
    }
    return row.id;
  };

  const cebu = await insertFair(
    {
      employerId: idOf(MALASAKIT),
      title: 'Cebu Inclusive Hiring Day',
      description:
        'Meet our hiring managers for chat support, payroll and HR roles. Interviews happen on the spot in ' +
        'a quiet booth; bring your PWD ID and, if you have one, your résumé. Filipino Sign Language ' +
        'interpreters are at the registration desk all day.',
      ...onDay(now, 10, '09:00', '16:00'),
      format: 'onsite',
      venue: 'Activity Center, Ayala Center Cebu, Cebu Business Park, Cebu City',
      contactEmail: 'careers@malasakit-care.demo',
      contactPhone: '+63 32 555 0142',
      capacity: 60,
      accessibility: [
        'step_free_entrance',
        'elevator',
        'accessible_toilet',
        'sign_language_interpreter',
        'quiet_room',
        'accessible_parking',
        'accessible_transport',
      ],
    },
    ['Chat Support Representative', 'Night Shift Chat Agent', 'Payroll Associate', 'HR Assistant'],
  );
  const online = await insertFair(
    {
      employerId: idOf(BAYANIHAN),
      title: 'Remote Tech Careers Online Fair',
      description:
        'An afternoon of short talks and one-on-one video interviews for our remote technology roles. ' +
        'Every session has live captions; tell us if you need an interpreter or a text-only interview.',
      ...onDay(now, 20, '13:00', '17:00'),
      format: 'online',
      onlineUrl: 'https://meet.bayanihan-tech.demo/careers-fair',
      contactEmail: 'hiring@bayanihan-tech.demo',
      contactPhone: '+63 2 8555 0199',
      capacity: null,
      accessibility: ['sign_language_interpreter', 'live_captions'],
    },
    ['Junior Web Developer', 'Accessibility Tester', 'Frontend Developer (React)', 'QA Automation Engineer'],
  );
  const davao = await insertFair(
    {
      employerId: idOf(KALINGA),
      title: 'Davao Health Careers Fair',
      description: 'Caregiver, nursing and clinic roles in our Davao homes and clinics.',
      ...onDay(now, -30, '08:00', '15:00'),
      format: 'onsite',
      venue: 'SMX Convention Center Davao, Lanang, Davao City',
      contactEmail: 'jobs@kalinga-health.demo',
      contactPhone: '+63 82 555 0110',
      capacity: 80,
      accessibility: ['step_free_entrance', 'elevator', 'accessible_toilet', 'sign_language_interpreter'],
    },
    ['Caregiver Trainee', 'Nursing Assistant', 'Clinic Receptionist'],
  );

  const registeredDaysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  await tx.insert(jobFairRegistrations).values([
    {
      jobFairId: cebu,
      userId: idOf(MARIA),
      status: 'registered',
      registeredAt: registeredDaysAgo(3),
      accommodations: ['step_free_entrance', 'quiet_room'],
      accommodationNote: 'I use a white cane and a screen reader; please send any forms ahead by e-mail.',
      checkInCode: 'MRS4QX',
    },
    {
      jobFairId: cebu,
      userId: idOf(JUAN),
      status: 'registered',
      registeredAt: registeredDaysAgo(2),
      accommodations: ['sign_language_interpreter'],
      accommodationNote: 'Filipino Sign Language, please, for the interview.',
      checkInCode: 'JDC7PW',
    },
    {
      jobFairId: online,
      userId: idOf(MARIA),
      status: 'registered',
      registeredAt: registeredDaysAgo(1),
      accommodations: ['live_captions'],
      checkInCode: 'MRS9TK',
    },
    {
      jobFairId: davao,
      userId: idOf(JUAN),
      status: 'registered',
      registeredAt: registeredDaysAgo(40),
      accommodations: ['sign_language_interpreter'],
      accommodationProvided: true,
      decision: 'Invited',
      decisionNote: 'Booth 4 at 10:00, with our interpreter.',
      checkInCode: 'JDC3HN',
      checkedInAt: new Date(now.getTime() - 30 * DAY + 2 * 3_600_000),
      outcome: 'interviewed',
    },
  ]);
}
