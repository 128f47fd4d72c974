/** The product's name and the short name used in URLs such as `/{product}/forum`. */
export const PRODUCT_NAME = 'Kakayahan Jobs';
export const PRODUCT_SLUG = 'kakayahan';

export const USER_TYPES = ['Employee', 'Employer', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Roles a person may choose for themselves at sign-up. Admins are only created by configuration. */
export const SIGNUP_USER_TYPES = ['Employee', 'Employer'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

/**
 * The ten disability categories of the Philippine PWD ID, in the order document 1 §5 matches them.
 * They are also the job posts' disability tags.
 */
export const DISABILITY_CATEGORIES = [
  'Deaf or Hard of Hearing',
  'Learning Disability',
  'Mental Disability',
  'Physical Disability (Orthopedic)',
  'Psychosocial Disability',
  'Speech and Language Impairment',
  'Visual Disability',
  'Intellectual Disability',
  'Cancer (RA11215)',
  'Rare Disease (RA10747)',
] as const;
export type DisabilityCategory = (typeof DISABILITY_CATEGORIES)[number];

export const JOB_CATEGORIES = [
  'Technology',
  'Sales',
  'Marketing',
  'Finance',
  'Education',
  'Healthcare',
  'Customer Service',
  'Administrative',
  'Engineering',
  'Design',
  'Human Resources',
  'Legal',
  'Manufacturing',
  'Retail',
  'Transportation',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_TYPES = ['Full Time', 'Part Time', 'Contract', 'Freelance', 'Internship', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * Specialty tags: the vocabulary job seekers pick preferences from and employers tag jobs with.
 * Every job category is covered by at least one tag.
 */
export const SPECIALTY_TAGS = [
  'Software Development',
  'Web Development',
  'Data Entry',
  'Technical Support',
  'Quality Assurance',
  'Sales Representative',
  'Account Management',
  'Digital Marketing',
  'Content Writing',
  'Social Media Management',
  'Bookkeeping',
  'Accounting',
  'Teaching',
  'Tutoring',
  'Nursing',
  'Medical Transcription',
  'Caregiving',
  'Customer Support',
  'Call Center',
  'Virtual Assistance',
  'Office Administration',
  'Engineering Drafting',
  'Electronics Assembly',
  'Graphic Design',
  'UI/UX Design',
  'Recruitment',
  'Legal Research',
  'Assembly and Production',
  'Retail Operations',
  'Inventory Management',
  'Logistics and Delivery',
  'Translation',
  'Sign Language Interpretation',
] as const;

/** Featured jobs on the landing page, chosen at random. */
export const FEATURED_JOBS_COUNT = 4;
/** Below this sharpness measure a card photo is converted to grayscale before recognition. */
export const GRAYSCALE_THRESHOLD = 140;
export const PREFERENCES_MIN = 1;
export const PREFERENCES_MAX = 5;

/** Local-storage keys: a public contract shared with other clients. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userId: 'userId',
  userType: 'userType',
  username: 'username',
} as const;

/** The web app's own keys beside the contract's (cleared with them at sign-out). */
export const APP_STORAGE_KEYS = {
  /** 'pending_approval' while a job seeker's PWD ID waits for an administrator; absent means active. */
  accountStatus: 'kakayahan.accountStatus',
  /** Set on the account's first sign-in until the welcome is read or skipped. */
  welcome: 'kakayahan.welcome',
} as const;

/** Application statuses (document 2 §4). A job seeker submits; the employer decides while Pending. */
export const APPLICATION_STATUSES = ['Pending', 'Approved', 'Declined', 'Interviewed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The action a job seeker's submission carries (document 2 §4). */
export const APPLICATION_ACTION = 'For Approval';

/** Matching colours on recommended jobs (document 2 §9). */
export const MATCH_COLORS = ['Green', 'Yellow', 'Red'] as const;
export type MatchColor = (typeof MATCH_COLORS)[number];

/** All Jobs: page size when none is asked for, and the largest page a client may ask for. */
export const ALL_JOBS_PAGE_SIZE = 50;
export const ALL_JOBS_PAGE_SIZE_MAX = 100;
/** How many recommended jobs one request answers at most. */
export const RECOMMENDED_JOBS_LIMIT = 50;

/** Resumes: PDF or Word, at most 10 MB (the spec's hint, enforced here). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ResumeContentType = (typeof RESUME_CONTENT_TYPES)[number];

/** Skills on a job seeker profile: how many, and how long each may be. */
export const SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 60;

// Forum, reports and chat (document 2 §3–§9).
/** The forum's report reasons (document 2 §9), in the spec's order. */
export const FORUM_REPORT_REASONS = ['spam', 'inappropriate', 'harassment', 'other'] as const;
/** Why a job post is reported (issue 12): scams are the main fear of PWD job seekers. */
export const JOB_REPORT_REASONS = ['suspected_scam', 'discriminatory', 'other'] as const;
/** Every reason a report may carry. */
export const REPORT_REASONS = [
  'spam',
  'inappropriate',
  'harassment',
  'other',
  'suspected_scam',
  'discriminatory',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** How every screen names a report reason. */
export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  harassment: 'Harassment',
  other: 'Other',
  suspected_scam: 'Suspected scam',
  discriminatory: 'Discriminatory',
};
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_CONTENT_TYPES = ['post', 'comment', 'job'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];
/** Characters of reported content shown before View Full Content. */
export const REPORT_PREVIEW_CHARS = 100;
export const FORUM_LIMITS = {
  titleMax: 200,
  contentMax: 5000,
  commentMax: 2000,
  reportDescMax: 1000,
} as const;
/** Posts per page of GET /api/posts/ (each with all its comments and replies). */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_PAGE_SIZE_MAX = 50;
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per page of GET /api/chat/messages/{roomId}/ (newest page first, oldest first within it). */
export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_HISTORY_PAGE_SIZE_MAX = 200;
/** How long a WebSocket ticket may be used after it is issued. */
export const WS_TICKET_TTL_SECONDS = 30;
