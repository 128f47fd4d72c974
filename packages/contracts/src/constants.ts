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
