import {
  EMPLOYER_PROFILE_FIELDS,
  EMPLOYER_PROFILE_MESSAGES,
  PROFILE_MESSAGES,
  type EmployerProfile,
  type EmployerProfileInput,
  type EmployerProfileRequest,
} from '@kakayahan/contracts';

export type EmployerProfileFormInput = Required<EmployerProfileRequest>;
export type EmployerProfileFormOutput = EmployerProfileInput;
export type EmployerProfileFieldName = (typeof EMPLOYER_PROFILE_FIELDS)[number];

export const EMPLOYER_PROFILE_FORM_MESSAGES = {
  saved: EMPLOYER_PROFILE_MESSAGES.saved,
  failed: 'Failed to update profile. Please try again.',
  network: 'An error occurred. Please check your connection and try again.',
  fixFields: 'Please correct the fields listed below.',
  logoType: PROFILE_MESSAGES.pictureType,
} as const;

/** The labels of the fields, in their order on screen (the error summary lists problems in this order). */
export const EMPLOYER_PROFILE_FIELD_LABELS = {
  comp_name: 'Company name',
  industry: 'Industry',
  comp_desc: 'Company description',
  location: 'Location',
  contact_no: 'Contact number',
  comp_site: 'Website',
  comp_logo: 'Company logo',
} as const satisfies Record<EmployerProfileFieldName | 'comp_logo', string>;

/** The form's starting values: the saved profile, or empty for a new one. */
export function employerProfileFormValues(profile: EmployerProfile | null): EmployerProfileFormInput {
  return {
    comp_name: profile?.comp_name ?? '',
    industry: profile?.industry ?? '',
    comp_desc: profile?.comp_desc ?? '',
    location: profile?.location ?? '',
    contact_no: profile?.contact_no ?? '',
    comp_site: profile?.comp_site ?? '',
  };
}

/** The multipart body of the save: every text field (checked and trimmed) and the new logo, if one was chosen. */
export function buildEmployerProfileFormData(values: EmployerProfileFormOutput, logo: File | null): FormData {
  const form = new FormData();
  for (const name of EMPLOYER_PROFILE_FIELDS) form.append(name, values[name]);
  if (logo) form.append('comp_logo', logo);
  return form;
}

/** Whether a chosen file can be a logo (the server checks the bytes; this catches the obvious mistake early). */
export function logoProblem(file: File): string | null {
  return file.type.startsWith('image/') ? null : EMPLOYER_PROFILE_FORM_MESSAGES.logoType;
}
