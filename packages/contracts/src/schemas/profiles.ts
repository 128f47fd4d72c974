import { z } from 'zod';
import { PREFERENCES_MAX, PREFERENCES_MIN, SKILL_MAX_LENGTH, SKILLS_MAX } from '../constants.js';
import { splitCommaList } from '../jobs-format.js';
import { boundedText, idSchema, requiredText, text } from './common.js';
import { sortWorkplaceFacts, WORKPLACE_FACTS } from '../workplace.js';
import { feedJobListSchema } from './jobs.js';

/** Phone numbers as people type them in the Philippines: digits with spaces, +, -, dots and brackets. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/u;
export const PHONE_MESSAGE = 'Please enter a contact number of 7 to 20 digits (spaces, +, - and brackets allowed).';

const optionalProfileText = (label: string, max: number) => boundedText(label, max).optional();

// ---------------------------------------------------------------------------------------------------------
// Employer profile (document 1 §2 "Employer profile view", document 2 §3, §5)

export const EMPLOYER_PROFILE_MESSAGES = {
  saved: 'Employer profile updated successfully!',
  notFound: 'No Profile Found',
  website: 'Please enter a website address such as https://example.ph.',
  deleted: 'Your employer account and its job postings have been deleted.',
  accountNotFound: 'Account not found.',
  logoNotImage: 'The company logo must be an image. Please select a valid image file (JPEG, PNG, etc.).',
  employersOnly: 'Only employer accounts have a company profile.',
  /** The 415 answer to a body that is not the form (a JSON body, a raw image): it names this form, not a photo. */
  notMultipart:
    'Send the company profile as a form upload (multipart/form-data), with the logo, if any, in a field named "comp_logo".',
} as const;

/** A website with or without its scheme ("example.ph" is read as https://example.ph). */
const websiteSchema = text('Website', { error: EMPLOYER_PROFILE_MESSAGES.website })
  .trim()
  .max(200, 'Website must be at most 200 characters.')
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(/^https?:\/\//iu.test(value) ? value : `https://${value}`);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, EMPLOYER_PROFILE_MESSAGES.website)
  .optional()
  .transform((value) => value ?? '');

/** POST /api/employer-profile/ (multipart): these text fields, plus an optional comp_logo image. */
export const employerProfileRequestSchema = z
  .object({
    comp_name: requiredText('Company name', 150),
    industry: requiredText('Industry', 100),
    comp_desc: requiredText('Company description', 3000),
    location: requiredText('Location', 150),
    contact_no: requiredText('Contact number', 30).regex(PHONE_PATTERN, PHONE_MESSAGE),
    comp_site: websiteSchema,
  })
  .meta({ id: 'EmployerProfileRequest' });
export type EmployerProfileRequest = z.input<typeof employerProfileRequestSchema>;
export type EmployerProfileInput = z.output<typeof employerProfileRequestSchema>;
export const EMPLOYER_PROFILE_FIELDS = [
  'comp_name',
  'industry',
  'comp_desc',
  'location',
  'contact_no',
  'comp_site',
] as const;

export const employerProfileSchema = z
  .object({
    user_id: z.number().int(),
    comp_name: z.string(),
    comp_desc: z.string(),
    comp_site: z.string(),
    industry: z.string(),
    location: z.string(),
    contact_no: z.string(),
    /** A path to the logo image (served publicly), or null. */
    comp_logo: z.string().nullable(),
    /** Whether an admin verified the business registration (the "Verified employer" badge). */
    employer_verified: z.boolean(),
  })
  .meta({ id: 'EmployerProfile' });
export type EmployerProfile = z.infer<typeof employerProfileSchema>;

/** The public company page (/companies/{employerId}, issue 14): anyone, signed in or not. */
export const COMPANY_PAGE_MESSAGES = {
  notFound: 'This company has no public page. The link may be wrong, or the company may have left Kakayahan Jobs.',
} as const;

/** What the "Verified employer" badge means, in words, wherever the badge is explained. */
export const VERIFIED_EMPLOYER_EXPLANATION =
  "An administrator of Kakayahan Jobs checked this company's business registration (DTI, SEC or CDA) and its " +
  'tax number against the certificate the company sent. It does not vouch for each job: report a job that ' +
  'asks you for money or looks wrong.';

export const employerIdParamsSchema = z.object({ employerId: idSchema });

/**
 * GET /api/companies/{employerId}/: the public side of a company profile (no contact number: the
 * signed-in profile view keeps it) and its open jobs, newest first.
 */
export const companyPageSchema = z
  .object({
    user_id: z.number().int(),
    comp_name: z.string(),
    comp_desc: z.string(),
    comp_site: z.string(),
    industry: z.string(),
    location: z.string(),
    /** A path to the logo image (served publicly), or null. */
    comp_logo: z.string().nullable(),
    employer_verified: z.boolean(),
    jobs: feedJobListSchema,
  })
  .meta({ id: 'CompanyPage' });
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const employerProfileSavedSchema = z
  .object({ message: z.string(), profile: employerProfileSchema })
  .meta({ id: 'EmployerProfileSaved' });

// ---------------------------------------------------------------------------------------------------------
// Job seeker profile (document 2 §3, §5)

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  notFound: 'The requested user profile could not be found.',
  resumeType: 'Please upload a PDF or Word document.',
  resumeTooLarge: 'The resume is larger than 10 MB. Please upload a smaller file.',
  pictureType: 'Please select a valid image file (JPEG, PNG, etc.).',
  deleted: 'Your profile and account have been deleted.',
  incomplete: 'Please complete your profile before submitting an application.',
  resumeLinkInvalid: 'This link to the resume has expired or is not valid. Please open the profile again.',
  noResume: 'No resume is on file for this person.',
  notMultipart:
    'Send the profile as a form upload (multipart/form-data), with the picture in "profile_picture" and the resume in "employee_resume".',
} as const;

/** Skills arrive comma-separated (the stored form); trimmed, de-duplicated, bounded. */
export const skillsTextSchema = text('Skills')
  .max(SKILLS_MAX * (SKILL_MAX_LENGTH + 2), 'Too many skills.')
  .transform((value, ctx) => {
    const skills = splitCommaList(value);
    if (skills.length > SKILLS_MAX) {
      ctx.addIssue({ code: 'custom', message: `Add at most ${SKILLS_MAX} skills.` });
      return z.NEVER;
    }
    const long = skills.find((skill) => skill.length > SKILL_MAX_LENGTH);
    if (long) {
      ctx.addIssue({ code: 'custom', message: `Each skill must be at most ${SKILL_MAX_LENGTH} characters.` });
      return z.NEVER;
    }
    return skills.join(', ');
  });

/**
 * PUT /api/edit-profile/ (multipart): these text fields (each optional: a field left out keeps its value),
 * plus optional profile_picture (image) and employee_resume (PDF or Word) files. Role, e-mail, approval,
 * ID number and disability are not here on purpose: only an admin changes them.
 */
export const editProfileRequestSchema = z
  .object({
    full_name: requiredText('Full name', 150).optional(),
    pro_headline: optionalProfileText('Headline', 150),
    bio: optionalProfileText('About', 3000),
    contact_no: boundedText('Contact number', 30)
      .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_MESSAGE)
      .optional(),
    location: optionalProfileText('Location', 150),
    experience: optionalProfileText('Experience', 3000),
    role: optionalProfileText('Role', 120),
    skills: skillsTextSchema.optional(),
  })
  .meta({ id: 'EditProfileRequest' });
export type EditProfileRequest = z.input<typeof editProfileRequestSchema>;
export type EditProfileInput = z.output<typeof editProfileRequestSchema>;
export const EDIT_PROFILE_FIELDS = [
  'full_name',
  'pro_headline',
  'bio',
  'contact_no',
  'location',
  'experience',
  'role',
  'skills',
] as const;

/**
 * A job seeker's profile (GET /api/get-user-details/{userId}/). What a reader sees depends on who they are:
 * the person and admins see everything; employers also see contact details and disability; anyone else
 * sees the professional profile only (contact, disability and resume are null). Never the ID number or card.
 */
export const jobSeekerProfileSchema = z
  .object({
    user_id: z.number().int(),
    username: z.string(),
    full_name: z.string(),
    pro_headline: z.string(),
    bio: z.string(),
    email: z.string().nullable(),
    contact_no: z.string().nullable(),
    location: z.string(),
    experience: z.string(),
    role: z.string(),
    /** Comma-separated. */
    skills: z.string(),
    /** Public path to the picture, or null. */
    profile_picture: z.string().nullable(),
    /** The same path (the original client read both names). */
    profile_image: z.string().nullable(),
    /** A short-lived link to the resume for those allowed to read it, else null. */
    employee_resume: z.string().nullable(),
    /** The resume's file name for display, when there is one and the reader may see it. */
    resume_name: z.string().nullable(),
    user_disability: z.string().nullable(),
    /** Specialty preferences by name (the Preferences box). */
    preferences: z.array(z.string()),
    /** Whether the reader is the person (the screen offers Edit and Delete then). */
    is_self: z.boolean(),
  })
  .meta({ id: 'JobSeekerProfile' });
export type JobSeekerProfile = z.infer<typeof jobSeekerProfileSchema>;

export const profileSavedSchema = z
  .object({ message: z.string(), profile: jobSeekerProfileSchema })
  .meta({ id: 'ProfileSaved' });

export const profilePictureResponseSchema = z
  .object({ profile_picture: z.string().nullable() })
  .meta({ id: 'ProfilePictureResponse' });

// ---------------------------------------------------------------------------------------------------------
// Preferences (document 2 §3 "Preference", §5)

export const PREFERENCE_MESSAGES = {
  tooMany: 'You can select up to 5 preferences only.',
  tooFew: 'Please select at least 1 preference.',
  unknown: 'One of the selected preferences does not exist. Please reload the page and choose again.',
  saved: 'Preferences saved successfully!',
} as const;

/** GET /api/preferences/: every specialty tag, with whether the signed-in job seeker chose it. */
export const preferenceOptionSchema = z
  .object({ id: z.number().int(), name: z.string(), selected: z.boolean() })
  .meta({ id: 'PreferenceOption' });
export const preferenceOptionListSchema = z.array(preferenceOptionSchema);
export type PreferenceOption = z.infer<typeof preferenceOptionSchema>;

export const savePreferencesRequestSchema = z
  .object({
    tags: z
      .array(z.coerce.number({ error: PREFERENCE_MESSAGES.unknown }).int().positive(), {
        error: PREFERENCE_MESSAGES.tooFew,
      })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= PREFERENCES_MIN, PREFERENCE_MESSAGES.tooFew)
      .refine((ids) => ids.length <= PREFERENCES_MAX, PREFERENCE_MESSAGES.tooMany),
  })
  .meta({ id: 'SavePreferencesRequest' });
export type SavePreferencesRequest = z.input<typeof savePreferencesRequestSchema>;

export const savePreferencesResponseSchema = z
  .object({
    message: z.string(),
    /** Whether the job seeker has filled in a profile (the picker then goes home, else to Edit Profile). */
    has_profile: z.boolean(),
  })
  .meta({ id: 'SavePreferencesResponse' });

// ---------------------------------------------------------------------------------------------------------
// What I need at work (issue 16, decision 033): private to the job seeker

export const WORK_NEEDS_MESSAGES = {
  saved: 'Saved. Only you can see what you need at work.',
  unknown: 'One of the choices is not known. Please reload the page and choose again.',
} as const;

/** GET /api/work-needs/ and the body of PUT: the workplace facts the job seeker needs, each once, in order. */
export const workNeedsSchema = z
  .object({
    work_needs: z
      .array(z.enum(WORKPLACE_FACTS, { error: WORK_NEEDS_MESSAGES.unknown }), {
        error: 'work_needs must be a list of choices.',
      })
      .max(WORKPLACE_FACTS.length, WORK_NEEDS_MESSAGES.unknown)
      .transform(sortWorkplaceFacts),
  })
  .meta({ id: 'WorkNeeds' });
export type WorkNeeds = z.output<typeof workNeedsSchema>;
export type WorkNeedsRequest = z.input<typeof workNeedsSchema>;

export const workNeedsSavedSchema = workNeedsSchema.extend({ message: z.string() }).meta({ id: 'WorkNeedsSaved' });

// ---------------------------------------------------------------------------------------------------------
// Who has seen me (issue 16, decision 036): which employers opened the job seeker's profile or a resume

export const PROFILE_VIEW_KINDS = ['profile', 'resume'] as const;
export type ProfileViewKind = (typeof PROFILE_VIEW_KINDS)[number];

/** One employer's views of one kind: when first and last, and how many times. */
export const profileViewSchema = z
  .object({
    employer_id: z.number().int(),
    company: z.string(),
    kind: z.enum(PROFILE_VIEW_KINDS),
    first_viewed_at: z.string().meta({ format: 'date-time' }),
    last_viewed_at: z.string().meta({ format: 'date-time' }),
    views: z.number().int(),
  })
  .meta({ id: 'ProfileView' });
export type ProfileView = z.infer<typeof profileViewSchema>;
export const profileViewListSchema = z.array(profileViewSchema);
