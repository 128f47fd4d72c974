import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
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
    /** Title, skills, tags, company and description, weighted in that order (All Jobs search). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_posts_employer_idx').on(t.employerId),
    index('job_posts_created_idx').on(t.createdAt),
    index('job_posts_category_created_idx').on(t.category, t.createdAt),
    index('job_posts_search_idx').using('gin', t.searchVector),
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

// ---------------------------------------------------------------------------------------------------------
// Recommendations (decision 012): a small inverted index over job text, written by
// features/recommendations/recommendation-index.ts when jobs and profiles change, read per request.

/**
 * One row per indexed job (the forward index): its BM25 length (field-weighted count of terms), its
 * postings as two parallel arrays (exact scoring of a candidate in one row read), and its disability tag
 * ids (empty: open to every disability).
 */
export const recommendationJobDocs = pgTable('recommendation_job_docs', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobPosts.id, { onDelete: 'cascade' }),
  length: real('length').notNull(),
  termIds: integer('term_ids').array().notNull(),
  weights: real('weights').array().notNull(),
  disabilityTagIds: integer('disability_tag_ids').array().notNull(),
});

/**
 * The term dictionary (stemmed words) with each term's document frequency, `job_count`, kept by a
 * trigger on the postings (so cascading deletes keep it right). Terms are never deleted, so ids stay valid.
 */
export const recommendationTerms = pgTable('recommendation_terms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  term: text('term').notNull().unique(),
  jobCount: integer('job_count').notNull().default(0),
});

/**
 * Postings: the BM25 term-frequency weight of a term in a job. Read by term, strongest weight first
 * (impact order), and by job for exact scoring. No foreign key to the dictionary: its rows never go away.
 */
export const recommendationPostings = pgTable(
  'recommendation_postings',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull(),
    weight: real('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.termId] }),
    index('recommendation_postings_impact_idx').on(t.termId, t.weight.desc(), t.jobId),
  ],
);

/** Raw bytes (PostgreSQL bytea); both drivers answer a Uint8Array (node-postgres a Buffer). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The postings again, packed per term and block of 1,024 job ids (block = job_id >> 10), for the exact
 * top-K of recommendations (decision 012, 2026-11-26): `job_ids` big-endian int4 in ascending order,
 * `weights` the matching big-endian float4 BM25 weights. Rebuilt from recommendation_postings by a
 * trigger for the blocks a write touches; read whole by term, never written per request.
 */
export const recommendationTermBlocks = pgTable(
  'recommendation_term_blocks',
  {
    termId: integer('term_id').notNull(),
    block: integer('block').notNull(),
    jobIds: bytea('job_ids').notNull(),
    weights: bytea('weights').notNull(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.block] })],
);

/** One row (id 1): how many jobs are indexed and their total length, kept by a trigger on the docs. */
export const recommendationCorpus = pgTable(
  'recommendation_corpus',
  {
    id: integer('id').primaryKey(),
    jobCount: integer('job_count').notNull().default(0),
    totalLength: doublePrecision('total_length').notNull().default(0),
  },
  (t) => [check('recommendation_corpus_single_row', sql`${t.id} = 1`)],
);

/** A job seeker's recommendation query (skill phrases, preference tags, disability, weighted terms). */
export const recommendationSeekers = pgTable('recommendation_seekers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  query: jsonb('query').notNull(),
  updatedAt: updatedAt(),
});
