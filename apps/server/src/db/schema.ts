import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; written by the jobs repository, searched through a GIN index. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userTypeEnum = pgEnum('user_type', ['Employee', 'Employer', 'Admin']);
/** `card_upload`: the one-time ticket of a sign-up that lets its card photo be uploaded (decision 009). */
export const userTokenPurposeEnum = pgEnum('user_token_purpose', [
  'email_verification',
  'password_reset',
  'card_upload',
]);

/** Every person with an account. Job seekers are "Employee", as in the public contract. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in lower case, so the unique index makes e-mail unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Job seekers: the disability category declared (and read from the PWD ID). */
    disability: text('disability'),
    /** Job seekers: the PWD ID number, digits only. */
    idNumber: text('id_number'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Job seekers wait for an admin; employers and admins are approved when created. */
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The first successful sign-in ever (null until then): the web app welcomes a person once. */
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_pending_idx').on(t.userType, t.isApproved),
    // Sign-ups by role over a period (Platform Statistics).
    index('users_type_created_idx').on(t.userType, t.createdAt),
  ],
);

/** Signed-in sessions. Only a hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail (verification, password reset). Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    action: text('action').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

// Reference data, seeded by migration.
export const jobCategories = pgTable('job_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const jobTypes = pgTable('job_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

/** The ten disability categories; also the disability tags of job posts. */
export const disabilityTags = pgTable('disability_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

/** Specialty tags: job tags and job seekers' preferences. */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] })],
);

export const employerProfiles = pgTable('employer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  compName: text('comp_name').notNull(),
  compLogo: text('comp_logo'),
  industry: text('industry').notNull(),
  compDesc: text('comp_desc').notNull(),
  location: text('location').notNull(),
  compSite: text('comp_site'),
  contactNo: text('contact_no').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jobPosts = pgTable(
  'job_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobDesc: text('job_desc').notNull(),
    jobType: text('job_type')
      .notNull()
      .references(() => jobTypes.name),
    category: text('category')
      .notNull()
      .references(() => jobCategories.name),
    salaryRange: text('salary_range'),
    location: text('location').notNull(),
    skillsReq: text('skills_req').notNull().default(''),
    /** Workplace accessibility the employer ticked: keys of the contract's WORKPLACE_FACTS (decision 033). */
    workplaceFacts: text('workplace_facts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The employer's free note about the workplace. */
    workplaceNote: text('workplace_note').notNull().default(''),
    /** Title, skills, tags, company and description, weighted in that order (All Jobs search). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_posts_employer_idx').on(t.employerId),
    // The id breaks ties in the feed's order (newest, then highest id): with it the scan stops at the page,
    // without it every job sharing the last created_at is read and projected before the sort (migration 0018).
    index('job_posts_created_idx').on(t.createdAt, t.id),
    index('job_posts_category_created_idx').on(t.category, t.createdAt, t.id),
    index('job_posts_search_idx').using('gin', t.searchVector),
    // All Jobs' workplace filter: workplace_facts @> the facts asked for.
    index('job_posts_workplace_idx').using('gin', t.workplaceFacts),
  ],
);

export const jobPostTags = pgTable(
  'job_post_tags',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tagId] }), index('job_post_tags_tag_idx').on(t.tagId, t.jobId)],
);

/**
 * The public job list's read model (issue 15, decision 030): one row per job with what its card shows,
 * ordered as the list is. Written only by the triggers of migration 0017 (job, tag and company writes,
 * in the same transaction), never by application code; the list reads it with one index scan.
 */
export const publicJobCards = pgTable(
  'public_job_cards',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    jobTitle: text('job_title').notNull(),
    /** Null when the employer has no company profile. */
    compName: text('comp_name'),
    location: text('location').notNull(),
    /** The job's specialty tag names, sorted, joined with ", " (as the feed's `tagNames`). */
    tagNames: text('tag_names').notNull(),
  },
  (t) => [
    // Ascending: scanned backwards for "newest first" (desc, nulls first), which a desc-nulls-last index cannot serve.
    index('public_job_cards_newest_idx').on(t.createdAt, t.jobId),
  ],
);

export const jobPostDisabilityTags = pgTable(
  'job_post_disability_tags',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    disabilityTagId: integer('disability_tag_id')
      .notNull()
      .references(() => disabilityTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.disabilityTagId] }),
    index('job_post_disability_tags_tag_idx').on(t.disabilityTagId, t.jobId),
  ],
);

/**
 * The PWD ID card image a job seeker uploaded at sign-up. The image itself is a private file (never under
 * a public URL); this row says where it is. One card per person.
 */
export const pwdCards = pgTable('pwd_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
  /** What the card reader read from the stored photo (in the background); null until read or unreadable. */
  readName: text('read_name'),
  readIdNumber: text('read_id_number'),
  /** When the photo was read (null: not yet, or the reading failed). */
  readAt: timestamp('read_at', { withTimezone: true }),
});

/**
 * A job seeker's profile (one per person). Files (picture, resume) live in the file store; these columns
 * say where. Role, e-mail, approval, ID number and disability stay on `users`, out of the profile form's reach.
 */
export const employeeProfiles = pgTable('employee_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  proHeadline: text('pro_headline').notNull().default(''),
  bio: text('bio').notNull().default(''),
  contactNo: text('contact_no').notNull().default(''),
  location: text('location').notNull().default(''),
  experience: text('experience').notNull().default(''),
  role: text('role').notNull().default(''),
  /** Comma-separated, as in the contract. */
  skills: text('skills').notNull().default(''),
  pictureKey: text('picture_key'),
  resumeKey: text('resume_key'),
  resumeContentType: text('resume_content_type'),
  resumeName: text('resume_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const applicationStatusEnum = pgEnum('application_status', ['Pending', 'Approved', 'Declined', 'Interviewed']);

/**
 * One application per job and person. The applicant's profile is copied at submission (what the employer
 * reads is what was sent), and so is the resume, under its own key.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('Pending'),
    action: text('action').notNull().default('For Approval'),
    applicantName: text('applicant_name').notNull(),
    applicantRole: text('applicant_role').notNull(),
    applicantExperience: text('applicant_experience').notNull(),
    applicantLocation: text('applicant_location').notNull(),
    applicantSkills: text('applicant_skills').notNull(),
    applicantContactNo: text('applicant_contact_no').notNull().default(''),
    resumeKey: text('resume_key'),
    resumeContentType: text('resume_content_type'),
    resumeName: text('resume_name'),
    /** Whether the employer sees the applicant's disability type (issue 16, decision 034); false: "Not disclosed". */
    disabilityDisclosed: boolean('disability_disclosed').notNull().default(false),
    /** Accommodations asked for the hiring process, each with the employer's answer (null until answered). */
    accommodations: jsonb('accommodations')
      .$type<{ kind: string; answer: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    accommodationNote: text('accommodation_note').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('applications_applicant_created_idx').on(t.applicantId, t.createdAt),
    // Platform Statistics (decision 018): applications by date, and the job seekers an employer approved.
    index('applications_created_idx').on(t.createdAt),
    index('applications_approved_applicant_idx')
      .on(t.applicantId)
      .where(sql`${t.status} = 'Approved'`),
  ],
);

// Recommendations (decision 012): their index tables are in schema-recommendations.ts.
