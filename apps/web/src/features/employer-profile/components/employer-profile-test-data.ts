import type { EmployerProfile } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in employer of these tests. */
export const EMPLOYER_ID = 7;

/** Test-only: a complete company profile (override any field). */
export function companyProfile(overrides: Partial<EmployerProfile> = {}): EmployerProfile {
  return {
    user_id: EMPLOYER_ID,
    comp_name: 'Bayanihan Tech Solutions',
    comp_desc: 'We build accessible software.\nWe hire people with disabilities.',
    comp_site: 'https://bayanihan.example.ph',
    industry: 'Information Technology',
    location: 'Quezon City, Metro Manila',
    contact_no: '+63 (917) 123-4567',
    comp_logo: '/media/logos/0b8f7c1e-2d1a-4c55-9a77-1f0e5e2b7a10.webp',
    employer_verified: false,
    ...overrides,
  };
}

/** Test-only: signs the employer in before each test and restores fetch after it. */
export function signInAsEmployerForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'employer-token', userId: EMPLOYER_ID, user_type: 'Employer', username: 'Juan Santos' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
