import { z } from 'zod';
import {
  JOB_FAIR_ACCESSIBILITY,
  JOB_FAIR_DECISIONS,
  JOB_FAIR_FORMATS,
  JOB_FAIR_OUTCOMES,
  JOB_FAIR_REGISTRATION_STATUSES,
} from './job-fairs.js';

// What the job-fair calls answer (document 2 §3 "Job fair", "Job fair registration"; issue 11). The
// vocabulary and the requests are in job-fairs.ts.

const timestamp = z.string().meta({ format: 'date-time' });

/** A job fair as every screen reads it (document 2 §3 "Job fair" plus issue 11). */
export const jobFairSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** The Manila calendar date, YYYY-MM-DD. */
    date: z.string(),
    /** Manila clock times, HH:MM. */
    start_time: z.string(),
    end_time: z.string(),
    starts_at: timestamp,
    ends_at: timestamp,
    time_zone: z.literal('Asia/Manila'),
    format: z.enum(JOB_FAIR_FORMATS),
    venue: z.string(),
    /** Only for the fair's employer, admins and people holding a place; null for everyone else. */
    online_url: z.string().nullable(),
    email: z.string(),
    contact_email: z.string(),
    contact_number: z.string(),
    contact_phone: z.string(),
    employer: z.number().int(),
    employer_name: z.string(),
    accessibility: z.array(z.enum(JOB_FAIR_ACCESSIBILITY)),
    /** null: no limit. */
    capacity: z.number().int().nullable(),
    /** People holding a seat (status registered). */
    registrations_count: z.number().int(),
    waitlist_count: z.number().int(),
    /** null when there is no limit. */
    seats_left: z.number().int().nullable(),
    jobs_count: z.number().int(),
    /** The ids of the fair's jobs (the edit form starts with them ticked). */
    jobs: z.array(z.number().int()),
    has_ended: z.boolean(),
    has_started: z.boolean(),
    /** The signed-in job seeker's own registration, if any (not cancelled). */
    my_registration: z.object({ id: z.number().int(), status: z.enum(JOB_FAIR_REGISTRATION_STATUSES) }).nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'JobFair' });
export type JobFair = z.infer<typeof jobFairSchema>;
export const jobFairListSchema = z.array(jobFairSchema);

export const jobFairSavedSchema = z
  .object({ message: z.string(), job_fair: jobFairSchema })
  .meta({ id: 'JobFairSaved' });

/** A job at a fair (GET /api/jobfairs/{id}/jobs/). */
export const jobFairJobSchema = z
  .object({
    id: z.number().int(),
    job_title: z.string(),
    company_name: z.string(),
    location: z.string(),
    job_type: z.string(),
    category: z.string(),
    salary_range: z.string(),
  })
  .meta({ id: 'JobFairJob' });
export type JobFairJob = z.infer<typeof jobFairJobSchema>;
export const jobFairJobListSchema = z.array(jobFairJobSchema);

/** The employer's own jobs for the fair form, ticked when they are at this fair (…/employer/jobs/). */
export const jobFairEmployerJobSchema = jobFairJobSchema
  .extend({ selected: z.boolean() })
  .meta({ id: 'JobFairEmployerJob' });
export const jobFairEmployerJobListSchema = z.array(jobFairEmployerJobSchema);

/** What the registrant and the fair's employer both read of a registration (document 2 §3). */
const registrationFields = {
  id: z.number().int(),
  job_fair: z.number().int(),
  user: z.number().int(),
  registered_at: timestamp,
  status: z.enum(JOB_FAIR_REGISTRATION_STATUSES),
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
  application_status: z.enum(JOB_FAIR_DECISIONS),
  /** The employer's word with an invitation or a decline. */
  decision_note: z.string(),
  accommodations: z.array(z.enum(JOB_FAIR_ACCESSIBILITY)),
  accommodation_note: z.string(),
  checked_in_at: timestamp.nullable(),
};

/** A job seeker's own registration (GET/POST /api/jobfair-registrations/). */
export const jobFairRegistrationSchema = z
  .object({
    ...registrationFields,
    /** Shown as a QR code and as text; the employer scans or types it at the door. */
    check_in_code: z.string(),
    /** A calendar file with the online link (signed, for this registrant). */
    calendar_url: z.string(),
    job_fair_detail: jobFairSchema,
  })
  .meta({ id: 'JobFairRegistration' });
export type JobFairRegistration = z.infer<typeof jobFairRegistrationSchema>;
export const jobFairRegistrationListSchema = z.array(jobFairRegistrationSchema);

export const jobFairRegistrationSavedSchema = z
  .object({ message: z.string(), registration: jobFairRegistrationSchema })
  .meta({ id: 'JobFairRegistrationSaved' });

/** GET /api/registered-users-jobfair/: is this person registered (for themselves or the fair's employer). */
export const registrationCheckSchema = z
  .object({
    job_fair_id: z.number().int(),
    user: z.number().int(),
    is_registered: z.boolean(),
    status: z.enum(JOB_FAIR_REGISTRATION_STATUSES).nullable(),
    registration_id: z.number().int().nullable(),
  })
  .meta({ id: 'RegistrationCheck' });

/**
 * A participant as the fair's employer (or an admin) sees them (document 2 §3 "Job fair registration",
 * "Participant user"). Never an ID number, disability, card or résumé.
 */
export const jobFairParticipantSchema = z
  .object({
    ...registrationFields,
    /** Registered after the fair's date: said in words on the screen, not only in red. */
    registered_after_fair: z.boolean(),
    accommodation_provided: z.boolean().nullable(),
    outcome: z.enum(JOB_FAIR_OUTCOMES),
    user_details: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      profile_picture: z.string().nullable(),
      employeeprofile: z
        .object({
          full_name: z.string(),
          location: z.string(),
          role: z.string(),
          contact_no: z.string(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'JobFairParticipant' });
export type JobFairParticipant = z.infer<typeof jobFairParticipantSchema>;

/** GET /api/jobfairs/{id}/participants/ */
export const jobFairParticipantsSchema = z
  .object({ job_fair: jobFairSchema, participants: z.array(jobFairParticipantSchema) })
  .meta({ id: 'JobFairParticipants' });
export type JobFairParticipants = z.infer<typeof jobFairParticipantsSchema>;

export const jobFairParticipantSavedSchema = z
  .object({ message: z.string(), participant: jobFairParticipantSchema })
  .meta({ id: 'JobFairParticipantSaved' });

/** GET /api/jobfairs/{id}/report/: the placement report. */
export const jobFairReportSchema = z
  .object({
    job_fair: z.number().int(),
    registered: z.number().int(),
    waitlisted: z.number().int(),
    cancelled: z.number().int(),
    attended: z.number().int(),
    interviewed: z.number().int(),
    hired: z.number().int(),
    invited: z.number().int(),
    accommodations_requested: z.number().int(),
    accommodations_provided: z.number().int(),
    by_accommodation: z.array(
      z.object({
        accommodation: z.enum(JOB_FAIR_ACCESSIBILITY),
        requested: z.number().int(),
        provided: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'JobFairReport' });
export type JobFairReport = z.infer<typeof jobFairReportSchema>;

/** A short-lived download link (participants CSV). */
export const jobFairDownloadLinkSchema = z.object({ url: z.string() }).meta({ id: 'JobFairDownloadLink' });
