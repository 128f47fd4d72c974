import type { AdminEmployerVerification, EmployerVerification } from '@kakayahan/contracts';

/** Test-only: the employer's own verification, pending by default (override any field). */
export function ownVerification(overrides: Partial<EmployerVerification> = {}): EmployerVerification {
  return {
    status: 'pending',
    registration_type: 'SEC',
    registration_number: 'CS201912345',
    tin: '123456789000',
    document_name: 'sec-certificate.pdf',
    submitted_at: '2026-03-01T02:30:00.000Z',
    decided_at: null,
    reason: null,
    ...overrides,
  };
}

/** Test-only: an employer who never sent a registration. */
export const UNVERIFIED: EmployerVerification = {
  status: 'unverified',
  registration_type: null,
  registration_number: null,
  tin: null,
  document_name: null,
  submitted_at: null,
  decided_at: null,
  reason: null,
};

/** Test-only: a registration waiting for the admin's check, with a PDF certificate by default. */
export function adminVerification(overrides: Partial<AdminEmployerVerification> = {}): AdminEmployerVerification {
  return {
    employer_id: 40,
    comp_name: 'Bayanihan Tech Solutions',
    email: 'juan@bayanihan.example.ph',
    contact_name: 'Juan Santos',
    industry: 'Information Technology',
    location: 'Quezon City, Metro Manila',
    comp_site: 'bayanihan.example.ph',
    registration_type: 'SEC',
    registration_number: 'CS201912345',
    tin: '123456789000',
    document_name: 'sec-certificate.pdf',
    document_content_type: 'application/pdf',
    document_url: '/api/admin/employer-verifications/40/document/?expires=99&signature=abc',
    status: 'pending',
    reason: null,
    submitted_at: '2026-03-01T02:30:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** Test-only: a second pending registration whose certificate is a photo. */
export function photoVerification(overrides: Partial<AdminEmployerVerification> = {}): AdminEmployerVerification {
  return adminVerification({
    employer_id: 41,
    comp_name: 'Kalinangan Weavers',
    email: 'ana@kalinangan.example.ph',
    contact_name: 'Ana Reyes',
    industry: 'Textiles',
    location: 'Vigan City, Ilocos Sur',
    comp_site: '',
    registration_type: 'DTI',
    registration_number: '3456789',
    tin: '987654321',
    document_name: 'dti-certificate.jpg',
    document_content_type: 'image/jpeg',
    document_url: '/api/admin/employer-verifications/41/document/?expires=99&signature=def',
    submitted_at: '2026-03-02T02:30:00.000Z',
    ...overrides,
  });
}
