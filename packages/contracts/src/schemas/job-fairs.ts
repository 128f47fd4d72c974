import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../email.js';
import { isRealDate, TIME_PATTERN } from '../job-fair-time.js';
import { boundedText, idSchema, requiredText, text } from './common.js';
import { PHONE_MESSAGE, PHONE_PATTERN } from './profiles.js';

// ---------------------------------------------------------------------------------------------------------
// Vocabulary (document 2 §2, §3 "Job fair", "Job fair registration"; issue 11)

/** How people take part: at a venue, online, or both. */
export const JOB_FAIR_FORMATS = ['onsite', 'online', 'hybrid'] as const;
export type JobFairFormat = (typeof JOB_FAIR_FORMATS)[number];
export const JOB_FAIR_FORMAT_LABELS: Record<JobFairFormat, string> = {
  onsite: 'On site',
  online: 'Online',
  hybrid: 'Hybrid (on site and online)',
};

/**
 * Accessibility facts of a fair's venue and programme, ticked by the employer and filtered on by job
 * seekers. The same list is what a registrant can ask for as an accommodation.
 */
export const JOB_FAIR_ACCESSIBILITY = [
  'step_free_entrance',
  'elevator',
  'accessible_toilet',
  'sign_language_interpreter',
  'live_captions',
  'quiet_room',
  'accessible_parking',
  'accessible_transport',
] as const;
export type JobFairAccessibility = (typeof JOB_FAIR_ACCESSIBILITY)[number];
export const JOB_FAIR_ACCESSIBILITY_LABELS: Record<JobFairAccessibility, string> = {
  step_free_entrance: 'Step-free entrance',
  elevator: 'Elevator',
  accessible_toilet: 'Accessible toilet',
  sign_language_interpreter: 'Filipino Sign Language (FSL) interpreter',
  live_captions: 'Live captions',
  quiet_room: 'Quiet room',
  accessible_parking: 'Accessible parking',
  accessible_transport: 'Near accessible transport',
};

/** A registration's place: a seat, a place in the waiting list, or given up. */
export const JOB_FAIR_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type JobFairRegistrationStatus = (typeof JOB_FAIR_REGISTRATION_STATUSES)[number];

/** The employer's answer to a participant before or at the fair: invited to an interview, or declined. */
export const JOB_FAIR_DECISIONS = ['Pending', 'Invited', 'Declined'] as const;
export type JobFairDecision = (typeof JOB_FAIR_DECISIONS)[number];

/** What came of a participant at the fair, recorded by the employer once it has started. */
export const JOB_FAIR_OUTCOMES = ['none', 'interviewed', 'hired'] as const;
export type JobFairOutcome = (typeof JOB_FAIR_OUTCOMES)[number];

export const JOB_FAIR_LIMITS = {
  title: 150,
  description: 3000,
  venue: 300,
  onlineUrl: 500,
  accommodationNote: 500,
  decisionNote: 500,
  jobs: 50,
  capacity: 100_000,
  checkInCode: 20,
} as const;

/** The start and end a fair gets when the form leaves them out (the original form had a date only). */
export const JOB_FAIR_DEFAULT_TIMES = { start: '09:00', end: '17:00' } as const;

/** Reminders before the start, in hours (issue 11): 24 hours and 2 hours. */
export const JOB_FAIR_REMINDER_HOURS = [24, 2] as const;

/** Messages of the job fair screens (document 2 §8) and of the server's rules. */
export const JOB_FAIR_MESSAGES = {
  // document 2 §8, word for word
  loadDetailsFailed: 'Failed to load job fair details. Please try again.',
  loadParticipantsFailed: 'Failed to load participants. Please try again.',
  loadJobsFailed: 'Failed to load jobs. Please try again.',
  createFailed: 'Failed to create job fair. Please try again.',
  updateFailed: 'Failed to update job fair. Please try again.',
  deleteFailed: 'Failed to delete job fair. Please try again.',
  loadFairsFailed: 'Failed to load job fairs. Please try again.',
  loadFairJobsFailed: 'Failed to load jobs for this job fair. Please try again.',
  registered: 'Successfully registered for the job fair!',
  registerFailed: (reason: string) => `Failed to register: ${reason}`,
  // document 2 §5, word for word
  requiredFields: 'Please fill in all required fields.',
  selectJob: 'Please select at least one job for the job fair.',
  // the server's answers
  created: 'Job fair created successfully!',
  updated: 'Job fair updated successfully!',
  deleted: 'Job fair deleted. Everyone who registered has been told.',
  notFound: 'Job fair not found.',
  notOwner: 'Only the employer who runs this job fair can do that.',
  pastDate: 'The job fair date cannot be in the past.',
  endBeforeStart: 'The end time must be after the start time.',
  venueRequired: 'Please give the venue address for an on-site or hybrid job fair.',
  onlineUrlRequired: 'Please give the link people use to join an online or hybrid job fair.',
  onlineUrlInvalid: 'The online link must be a web address starting with https://.',
  notYourJob: 'One of the selected jobs is not one of your job posts. Please reload the page and choose again.',
  capacityBelowRegistered: (registered: number) =>
    `${registered} people are already registered, so the capacity cannot be lower than ${registered}.`,
  noJobsWarning: 'You have no job posts yet. Post a job first, then create a job fair for it.',
  waitlisted: 'The job fair is full, so you are on the waiting list. We will tell you if a place opens up.',
  alreadyRegistered: 'You are already registered for this job fair.',
  ended: 'This job fair has ended, so registration is closed.',
  started: 'This job fair has already started, so the registration can no longer be changed.',
  registrationNotFound: 'Registration not found.',
  registrationUpdated: 'Your registration has been updated.',
  registrationCancelled: 'Your registration has been cancelled.',
  notForYou: 'You can check only your own registration.',
  invited: 'Invitation sent. The participant will be notified.',
  declinedParticipant: 'Participant declined. They will be notified.',
  notRegistered: 'This person does not hold a place at the job fair (cancelled registration).',
  checkInCodeRequired: 'Please type or scan the check-in code.',
  checkInCodeUnknown: 'No registration for this job fair has that check-in code. Please check the code and try again.',
  checkInNotOpen: 'Check-in opens on the day of the job fair.',
  checkedIn: (name: string) => `${name} is checked in.`,
  alreadyCheckedIn: (name: string) => `${name} was already checked in.`,
  outcomeTooEarly: 'Outcomes can be recorded once the job fair has started.',
  outcomeSaved: 'Outcome saved.',
  exportLinkInvalid: 'This download link has expired or is not valid. Please download the list again.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Requests

const dateSchema = z
  .string({ error: 'Date is required.' })
  .trim()
  .min(1, 'Date is required.')
  // One message per problem: an empty date is only "required".
  .refine((value) => value === '' || isRealDate(value), 'Please give a real calendar date, as YYYY-MM-DD.');

const timeSchema = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .regex(TIME_PATTERN, `${label} must be a time like 09:30.`);

const optionalEmail = text('Email')
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), INVALID_EMAIL_MESSAGE)
  .nullish()
  .transform((value) => value ?? '');

const optionalPhone = text('Contact number')
  .trim()
  .max(30, 'Contact number must be at most 30 characters.')
  .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_MESSAGE)
  .nullish()
  .transform((value) => value ?? '');

const optionalLongText = (label: string, max: number) =>
  boundedText(label, max)
    .nullish()
    .transform((value) => value ?? '');

const accessibilityListSchema = (label: string) =>
  z
    .array(
      z.enum(JOB_FAIR_ACCESSIBILITY, {
        error: `${label}: choose from ${Object.values(JOB_FAIR_ACCESSIBILITY_LABELS).join(', ')}.`,
      }),
      { error: `${label} must be a list.` },
    )
    .max(JOB_FAIR_ACCESSIBILITY.length)
    .transform((values) => JOB_FAIR_ACCESSIBILITY.filter((value) => values.includes(value)));

const jobIdList = z
  .array(idSchema, { error: JOB_FAIR_MESSAGES.selectJob })
  .min(1, JOB_FAIR_MESSAGES.selectJob)
  .max(JOB_FAIR_LIMITS.jobs, `Choose at most ${JOB_FAIR_LIMITS.jobs} jobs.`)
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /api/jobfairs/ and PUT /api/jobfairs/{id}/ (document 2 §7: title, description, date, email,
 * contact_number, jobs; the rest is issue 11). Times are Asia/Manila wall-clock time; `capacity` empty
 * or null means unlimited. Whether the date is in the past is checked by the server (it knows today).
 */
export const jobFairRequestSchema = z
  .object({
    title: requiredText('Title', JOB_FAIR_LIMITS.title),
    description: optionalLongText('Description', JOB_FAIR_LIMITS.description),
    date: dateSchema,
    start_time: timeSchema('Start time').default(JOB_FAIR_DEFAULT_TIMES.start),
    end_time: timeSchema('End time').default(JOB_FAIR_DEFAULT_TIMES.end),
    format: z
      .enum(JOB_FAIR_FORMATS, { error: 'Please choose how people attend: on site, online or hybrid.' })
      .default('onsite'),
    venue: optionalLongText('Venue address', JOB_FAIR_LIMITS.venue),
    online_url: optionalLongText('Online link', JOB_FAIR_LIMITS.onlineUrl),
    email: optionalEmail,
    contact_number: optionalPhone,
    capacity: z
      .union([z.literal('').transform(() => null), z.coerce.number({ error: 'Capacity must be a number.' })])
      .nullish()
      .transform((value) => value ?? null)
      .pipe(
        z
          .number()
          .int('Capacity must be a whole number.')
          .min(1, 'Capacity must be at least 1, or empty for no limit.')
          .max(JOB_FAIR_LIMITS.capacity, `Capacity must be at most ${JOB_FAIR_LIMITS.capacity}.`)
          .nullable(),
      ),
    accessibility: accessibilityListSchema('Accessibility').default([]),
    jobs: jobIdList,
  })
  .superRefine((fair, ctx) => {
    if (fair.end_time <= fair.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: JOB_FAIR_MESSAGES.endBeforeStart });
    }
    if (fair.format !== 'online' && fair.venue === '') {
      ctx.addIssue({ code: 'custom', path: ['venue'], message: JOB_FAIR_MESSAGES.venueRequired });
    }
    if (fair.format !== 'onsite') {
      if (fair.online_url === '') {
        ctx.addIssue({ code: 'custom', path: ['online_url'], message: JOB_FAIR_MESSAGES.onlineUrlRequired });
      } else if (!/^https:\/\/[^\s/$.?#][^\s]*$/iu.test(fair.online_url)) {
        ctx.addIssue({ code: 'custom', path: ['online_url'], message: JOB_FAIR_MESSAGES.onlineUrlInvalid });
      }
    }
  })
  .meta({ id: 'JobFairRequest' });
export type JobFairRequest = z.input<typeof jobFairRequestSchema>;
export type JobFairInput = z.output<typeof jobFairRequestSchema>;

/** GET /api/jobfairs/: filters for job seekers and visitors (an employer always gets their own fairs). */
export const jobFairListQuerySchema = z.object({
  /** Comma-separated accessibility facts; a fair must have every one of them. */
  accessibility: z
    .string()
    .max(400)
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()) : []))
    .pipe(accessibilityListSchema('Accessibility filter')),
  format: z.enum(JOB_FAIR_FORMATS, { error: 'Format must be onsite, online or hybrid.' }).optional(),
});
export type JobFairListQuery = z.input<typeof jobFairListQuerySchema>;

/**
 * POST /api/jobfair-registrations/ (document 2 §7: job_fair, user). `user` is accepted for the original
 * client and ignored: the registrant is always the signed-in job seeker.
 */
export const jobFairRegistrationRequestSchema = z
  .object({
    job_fair: idSchema,
    user: z.unknown().optional(),
    accommodations: accessibilityListSchema('Accommodations').default([]),
    accommodation_note: optionalLongText('Accommodation note', JOB_FAIR_LIMITS.accommodationNote),
  })
  .meta({ id: 'JobFairRegistrationRequest' });
export type JobFairRegistrationRequest = z.input<typeof jobFairRegistrationRequestSchema>;

/** PUT /api/jobfair-registrations/{id}/: change the accommodations asked for (until the fair starts). */
export const jobFairRegistrationUpdateSchema = z
  .object({
    accommodations: accessibilityListSchema('Accommodations').default([]),
    accommodation_note: optionalLongText('Accommodation note', JOB_FAIR_LIMITS.accommodationNote),
  })
  .meta({ id: 'JobFairRegistrationUpdate' });
export type JobFairRegistrationUpdate = z.input<typeof jobFairRegistrationUpdateSchema>;

/** GET /api/registered-users-jobfair/?job_fair_id={id}&user={userId} */
export const registrationCheckQuerySchema = z.object({ job_fair_id: idSchema, user: idSchema });

/** POST …/invite/ and …/decline/: an optional word to the participant (time and table of the interview). */
export const jobFairDecisionRequestSchema = z
  .object({ note: optionalLongText('Note', JOB_FAIR_LIMITS.decisionNote) })
  .meta({ id: 'JobFairDecisionRequest' });
export type JobFairDecisionRequest = z.input<typeof jobFairDecisionRequestSchema>;

/** POST /api/jobfairs/{id}/check-in/: the code the registrant shows (QR) or reads out. */
export const jobFairCheckInRequestSchema = z
  .object({
    code: text('Check-in code', { error: JOB_FAIR_MESSAGES.checkInCodeRequired })
      .trim()
      .min(1, JOB_FAIR_MESSAGES.checkInCodeRequired)
      .max(JOB_FAIR_LIMITS.checkInCode, JOB_FAIR_MESSAGES.checkInCodeUnknown),
  })
  .meta({ id: 'JobFairCheckInRequest' });

/** PATCH /api/jobfair-registrations/{id}/outcome/: after the start, what came of it. */
export const jobFairOutcomeRequestSchema = z
  .object({
    outcome: z.enum(JOB_FAIR_OUTCOMES, { error: 'Outcome must be none, interviewed or hired.' }).optional(),
    accommodation_provided: z.boolean({ error: 'Say true or false for accommodation_provided.' }).nullish(),
  })
  .refine((body) => body.outcome !== undefined || body.accommodation_provided !== undefined, {
    message: 'Send an outcome, accommodation_provided, or both.',
    // On a field, so the API answers this message (a body-level issue reads as "body missing").
    path: ['outcome'],
  })
  .meta({ id: 'JobFairOutcomeRequest' });
export type JobFairOutcomeRequest = z.input<typeof jobFairOutcomeRequestSchema>;

export const jobFairIdParamsSchema = z.object({ id: idSchema });
export const jobFairRegistrationIdParamsSchema = z.object({ id: idSchema });

/** The signed query of the participants CSV and of a registrant's calendar file. */
export const jobFairSignedQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  /** The calendar file of a registrant (with the online link): their registration id. */
  registration: z.string().max(12).optional(),
});
