import type { JobSeekerProfile, PreferenceOption } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in job seeker's id. */
export const SEEKER_ID = 7;

/** Test-only: Ana Reyes's profile as she sees it herself (everything present). */
export function jobSeekerProfile(overrides: Partial<JobSeekerProfile> = {}): JobSeekerProfile {
  return {
    user_id: SEEKER_ID,
    username: 'Ana Reyes',
    full_name: 'Ana Reyes',
    pro_headline: 'Customer support specialist',
    bio: 'I help customers by chat and e-mail.\nI use a screen reader.',
    email: 'ana@example.ph',
    contact_no: '0917 123 4567',
    location: 'Quezon City',
    experience: 'Three years at a call centre.',
    role: 'Customer Support Agent',
    skills: 'Typing, Excel, Filipino Sign Language',
    profile_picture: '/media/profile-pictures/7.webp',
    profile_image: '/media/profile-pictures/7.webp',
    employee_resume: '/api/resume/7/?expires=1&signature=first',
    resume_name: 'ana-reyes-cv.pdf',
    user_disability: 'Visual Disability',
    preferences: ['Customer Support', 'Data Entry'],
    is_self: true,
    ...overrides,
  };
}

/** Test-only: the same profile as a stranger sees it (the server withholds contact, disability and resume). */
export function publicProfile(overrides: Partial<JobSeekerProfile> = {}): JobSeekerProfile {
  return jobSeekerProfile({
    email: null,
    contact_no: null,
    employee_resume: null,
    resume_name: null,
    user_disability: null,
    is_self: false,
    ...overrides,
  });
}

/** Test-only: seven specialty choices, two of them already chosen. */
export const PREFERENCE_OPTIONS: PreferenceOption[] = [
  { id: 1, name: 'Software Development', selected: false },
  { id: 2, name: 'Data Entry', selected: true },
  { id: 3, name: 'Technical Support', selected: false },
  { id: 4, name: 'Customer Support', selected: true },
  { id: 5, name: 'Graphic Design', selected: false },
  { id: 6, name: 'Bookkeeping', selected: false },
  { id: 7, name: 'Translation', selected: false },
];

/** Test-only: each test in the calling file runs signed in as the job seeker; the fake server goes after it. */
export function signInAsJobSeekerForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'seeker-token', userId: SEEKER_ID, user_type: 'Employee', username: 'Ana Reyes' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Test-only: how long to wait for a page's first data (a shared, busy test machine renders slowly). */
export const LOADED = { timeout: 5000 } as const;
