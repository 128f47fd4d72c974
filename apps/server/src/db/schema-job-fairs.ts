import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobPosts, users } from './schema.js';

// Job fairs (document 2 §3 "Job fair", "Job fair registration"; issue 11). A fair goes with its employer's
// account, a registration with the fair or with the registrant's account (cascade).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const jobFairFormatEnum = pgEnum('job_fair_format', ['onsite', 'online', 'hybrid']);
export const jobFairRegistrationStatusEnum = pgEnum('job_fair_registration_status', [
  'registered',
  'waitlisted',
  'cancelled',
]);
export const jobFairDecisionEnum = pgEnum('job_fair_decision', ['Pending', 'Invited', 'Declined']);
export const jobFairOutcomeEnum = pgEnum('job_fair_outcome', ['none', 'interviewed', 'hired']);
export const jobFairReminderKindEnum = pgEnum('job_fair_reminder_kind', ['24h', '2h']);

export const jobFairs = pgTable(
  'job_fairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The start and end instants; the Manila date and times are derived from them (UTC+8, no DST). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    format: jobFairFormatEnum('format').notNull().default('onsite'),
    venue: text('venue').notNull().default(''),
    onlineUrl: text('online_url').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** null: no limit. */
    capacity: integer('capacity'),
    /** Accessibility facts (JOB_FAIR_ACCESSIBILITY), in the list's order. */
    accessibility: text('accessibility')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_fairs_employer_idx').on(t.employerId, t.startsAt),
    index('job_fairs_ends_idx').on(t.endsAt),
    check('job_fairs_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('job_fairs_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

/** The jobs offered at a fair (the employer's own). */
export const jobFairJobs = pgTable(
  'job_fair_jobs',
  {
    jobFairId: integer('job_fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobFairId, t.jobId] }), index('job_fair_jobs_job_idx').on(t.jobId)],
);

/** One row per person and fair; cancelling keeps the row (status cancelled), registering again revives it. */
export const jobFairRegistrations = pgTable(
  'job_fair_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobFairId: integer('job_fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: jobFairRegistrationStatusEnum('status').notNull(),
    /** When the person (last) registered: the waiting list is in this order. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    decision: jobFairDecisionEnum('decision').notNull().default('Pending'),
    decisionNote: text('decision_note').notNull().default(''),
    accommodations: text('accommodations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accommodationNote: text('accommodation_note').notNull().default(''),
    /** Recorded by the employer after the start; null: not said. */
    accommodationProvided: boolean('accommodation_provided'),
    /** Shown as QR and text; unique within the fair. */
    checkInCode: text('check_in_code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    outcome: jobFairOutcomeEnum('outcome').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_fair_registrations_person_unique').on(t.jobFairId, t.userId),
    uniqueIndex('job_fair_registrations_code_unique').on(t.jobFairId, t.checkInCode),
    index('job_fair_registrations_queue_idx').on(t.jobFairId, t.status, t.registeredAt, t.id),
    index('job_fair_registrations_user_idx').on(t.userId),
  ],
);

/**
 * The reminders already sent: one row per fair, kind and start time, written in the same transaction as
 * the reminder's notifications and mails, so a reminder goes out exactly once even when two processes or
 * a restart run its job twice. A moved fair (new start) gets its own reminders.
 */
export const jobFairRemindersSent = pgTable(
  'job_fair_reminders_sent',
  {
    jobFairId: integer('job_fair_id')
      .notNull()
      .references(() => jobFairs.id, { onDelete: 'cascade' }),
    kind: jobFairReminderKindEnum('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobFairId, t.kind, t.startsAt] })],
);
