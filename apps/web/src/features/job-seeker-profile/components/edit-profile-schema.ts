import {
  editProfileRequestSchema,
  PROFILE_MESSAGES,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  skillsTextSchema,
  splitCommaList,
  type JobSeekerProfile,
} from '@kakayahan/contracts';
import { z } from 'zod';

/**
 * The edit form's rules: the contract's, with every text field present (the form always shows them)
 * and the skills held as a list of chips, joined with ', ' into the contract's text on the way out.
 */
export const editProfileFormSchema = editProfileRequestSchema.required().extend({
  skills: z
    .array(z.string())
    .transform((skills) => skills.join(', '))
    .pipe(skillsTextSchema),
});
export type EditProfileFormInput = z.input<typeof editProfileFormSchema>;
export type EditProfileFormOutput = z.output<typeof editProfileFormSchema>;
export type EditProfileFieldName = keyof EditProfileFormInput;

/** The form's files, kept outside react-hook-form (a file input cannot be refilled from state). */
export type ProfileFileName = 'profile_picture' | 'employee_resume';

/** Which tab each field is on, in the order of the fields on screen. */
export const FIELD_TABS = {
  full_name: 'about',
  pro_headline: 'about',
  bio: 'about',
  contact_no: 'about',
  location: 'about',
  profile_picture: 'about',
  role: 'experience',
  experience: 'experience',
  skills: 'experience',
  employee_resume: 'experience',
} as const satisfies Record<EditProfileFieldName | ProfileFileName, EditProfileTab>;
export type EditProfileTab = 'about' | 'experience';
export type AnyProfileField = keyof typeof FIELD_TABS;

export const FIELD_LABELS: Record<AnyProfileField, string> = {
  full_name: 'Full name',
  pro_headline: 'Headline',
  bio: 'About',
  contact_no: 'Contact number',
  location: 'Location',
  profile_picture: 'Profile picture',
  role: 'Role',
  experience: 'Experience',
  skills: 'Skills',
  employee_resume: 'Resume',
};

export const TAB_LABELS: Record<EditProfileTab, string> = { about: 'About', experience: 'Experience' };

export function isProfileField(name: string): name is AnyProfileField {
  return name in FIELD_TABS;
}

/** The form prefilled from the current profile (empty when the person has none yet). */
export function profileFormValues(profile: JobSeekerProfile | null): EditProfileFormInput {
  return {
    full_name: profile?.full_name ?? '',
    pro_headline: profile?.pro_headline ?? '',
    bio: profile?.bio ?? '',
    contact_no: profile?.contact_no ?? '',
    location: profile?.location ?? '',
    experience: profile?.experience ?? '',
    role: profile?.role ?? '',
    skills: splitCommaList(profile?.skills),
  };
}

const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp)$/iu;
const RESUME_EXTENSIONS = /\.(pdf|docx?)$/iu;

/**
 * Why a chosen picture is refused, or null. Some phones give no type; the file's name decides then
 * (the server checks the bytes anyway).
 */
export function pictureProblem(file: File): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
  return isImage ? null : PROFILE_MESSAGES.pictureType;
}

/** Why a chosen resume is refused (not PDF or Word, or over 10 MB), or null. */
export function resumeProblem(file: File): string | null {
  const isDocument = file.type
    ? (RESUME_CONTENT_TYPES as readonly string[]).includes(file.type)
    : RESUME_EXTENSIONS.test(file.name);
  if (!isDocument) return PROFILE_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return PROFILE_MESSAGES.resumeTooLarge;
  return null;
}

/** The multipart body of PUT /api/edit-profile/: every text field, and the files that were chosen. */
export function buildProfileFormData(
  values: EditProfileFormOutput,
  files: Partial<Record<ProfileFileName, File | null>>,
): FormData {
  const form = new FormData();
  form.append('full_name', values.full_name);
  form.append('pro_headline', values.pro_headline);
  form.append('bio', values.bio);
  form.append('contact_no', values.contact_no);
  form.append('location', values.location);
  form.append('experience', values.experience);
  form.append('role', values.role);
  form.append('skills', values.skills);
  if (files.profile_picture) form.append('profile_picture', files.profile_picture);
  if (files.employee_resume) form.append('employee_resume', files.employee_resume);
  return form;
}
