import {
  EMPLOYER_VERIFICATION_FIELDS,
  EMPLOYER_VERIFICATION_MESSAGES,
  formatTin,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  type EmployerVerification,
  type EmployerVerificationInput,
} from '@kakayahan/contracts';

/** What the form holds: the type is '' until one is chosen, so the input is wider than the contract's. */
export interface VerificationFormInput {
  registration_type: string;
  registration_number: string;
  tin: string;
}
export type VerificationFormOutput = EmployerVerificationInput;

export const VERIFICATION_FORM_MESSAGES = {
  failed: 'Failed to send your business registration. Please try again.',
  network: 'An error occurred. Please check your connection and try again.',
  fixFields: 'Please correct the fields listed below.',
} as const;

/** The labels of the fields, in their order on screen (the error summary lists problems in this order). */
export const VERIFICATION_FIELD_LABELS = {
  registration_type: 'Kind of registration',
  registration_number: 'Registration number',
  tin: 'TIN (Taxpayer Identification Number)',
  document: 'Registration certificate',
} as const satisfies Record<(typeof EMPLOYER_VERIFICATION_FIELDS)[number] | 'document', string>;

/**
 * The form's starting values: what was sent last (a rejected or replaced registration is usually corrected,
 * not typed again from nothing), or empty.
 */
export function verificationFormValues(current: EmployerVerification | null): VerificationFormInput {
  return {
    registration_type: current?.registration_type ?? '',
    registration_number: current?.registration_number ?? '',
    tin: current?.tin ? formatTin(current.tin) : '',
  };
}

/** The multipart body: the checked text fields (TIN as digits, number in capitals) and the certificate. */
export function buildVerificationFormData(values: VerificationFormOutput, document: File): FormData {
  const form = new FormData();
  for (const name of EMPLOYER_VERIFICATION_FIELDS) form.append(name, values[name]);
  form.append('document', document);
  return form;
}

const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/iu;

/**
 * Why a chosen certificate cannot be sent, or null. The server checks the bytes; this catches the obvious
 * mistakes before a long upload on a slow connection. A file whose type the browser does not know is
 * judged by its name.
 */
export function documentProblem(file: File): string | null {
  const isAllowedType = file.type
    ? (VERIFICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type)
    : DOCUMENT_EXTENSIONS.test(file.name);
  if (!isAllowedType) return EMPLOYER_VERIFICATION_MESSAGES.documentType;
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return EMPLOYER_VERIFICATION_MESSAGES.documentTooLarge;
  return null;
}
