import {
  BUSINESS_REGISTRATION_TYPES,
  displayName,
  UNKNOWN_COMPANY,
  type AdminEmployerVerification,
  type BusinessRegistrationType,
  type EmployerVerification,
} from '@kakayahan/contracts';
import type { AdminVerificationRow, VerificationRow } from './employer-verification.repo.js';

/** The stored registration type as the contract names it (the column is text; the service writes only these). */
function registrationType(value: string): BusinessRegistrationType {
  const known = BUSINESS_REGISTRATION_TYPES.find((type) => type === value);
  if (!known) throw new Error(`unknown business registration type "${value}"`);
  return known;
}

/** Where the employer's own verification stands; without a submission, 'unverified' and nulls. */
export function presentOwnVerification(row: VerificationRow | undefined): EmployerVerification {
  if (!row) {
    return {
      status: 'unverified',
      registration_type: null,
      registration_number: null,
      tin: null,
      document_name: null,
      submitted_at: null,
      decided_at: null,
      reason: null,
    };
  }
  return {
    status: row.status,
    registration_type: registrationType(row.registrationType),
    registration_number: row.registrationNumber,
    tin: row.tin,
    document_name: row.documentName,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** A registration as the admin reviews it, with a signed link to its certificate made by the caller. */
export function presentAdminVerification(
  { verification: v, employer, company }: AdminVerificationRow,
  documentUrl: string,
): AdminEmployerVerification {
  return {
    employer_id: v.employerId,
    comp_name: company?.compName ?? UNKNOWN_COMPANY,
    email: employer.email,
    contact_name: displayName(employer.firstName, employer.lastName),
    industry: company?.industry ?? '',
    location: company?.location ?? '',
    comp_site: company?.compSite ?? '',
    registration_type: registrationType(v.registrationType),
    registration_number: v.registrationNumber,
    tin: v.tin,
    document_name: v.documentName,
    document_content_type: v.documentContentType,
    document_url: documentUrl,
    status: v.status,
    reason: v.reason,
    submitted_at: v.submittedAt.toISOString(),
    decided_at: v.decidedAt?.toISOString() ?? null,
  };
}
