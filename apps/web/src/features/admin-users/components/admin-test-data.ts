import type { AdminUserRecord } from '@kakayahan/contracts';

/** Test-only: an admin user record with sensible defaults (a pending job seeker with a card). */
export function adminUser(overrides: Partial<AdminUserRecord> = {}): AdminUserRecord {
  return {
    user: 5,
    username: 'Ana Reyes',
    email: 'ana@example.ph',
    first_name: 'Ana',
    last_name: 'Reyes',
    user_type: 'Employee',
    ID_no: '1376020001234567',
    id_number_formatted: '13-7602-000-1234567',
    user_disability: 'Visual Disability',
    location: 'Quezon City',
    contact_no: '09171234567',
    activated: false,
    email_verified: true,
    has_card: true,
    date_joined: '2026-03-01T02:30:00.000Z',
    ...overrides,
  };
}

/** Test-only: a pending list of three — two job seekers and an employer. */
export const PENDING_USERS: AdminUserRecord[] = [
  adminUser(),
  adminUser({
    user: 6,
    username: 'Ben Cruz',
    email: 'ben@example.ph',
    first_name: 'Ben',
    last_name: 'Cruz',
    ID_no: '12345',
    id_number_formatted: null,
    user_disability: 'Deaf or Hard of Hearing',
    location: null,
    email_verified: false,
  }),
  adminUser({
    user: 7,
    username: 'Acme Hiring',
    email: 'hr@acme.ph',
    first_name: 'Acme',
    last_name: 'Hiring',
    user_type: 'Employer',
    ID_no: '',
    id_number_formatted: null,
    user_disability: '',
    has_card: false,
  }),
];
