import {
  JOB_FAIR_ACCESSIBILITY_LABELS,
  type JobFair,
  type JobFairAccessibility,
  type JobFairRegistrationStatus,
} from '@kakayahan/contracts';

/** The texts of the job fair screens that are not the spec's or the server's (those are JOB_FAIR_MESSAGES). */
export const JOB_FAIR_TEXT = {
  employerHeading: 'Manage Job Fairs',
  seekerHeading: 'Available Job Fairs',
  visitorHeading: 'Upcoming Job Fairs',
  pastHeading: 'Past job fairs',
  myRegistrationsHeading: 'My registrations',
  noFairs: 'No job fairs yet',
  noFairsGuidance: 'Employers announce their job fairs here. Please check again soon.',
  noFairsEmployer:
    'Create your first job fair: pick a date, the jobs you are hiring for, and say how accessible the venue is.',
  noMatches: 'No job fairs match your filters',
  noMatchesGuidance: 'Untick some accessibility facts or choose another format.',
  noRegistrations: 'You have not registered for a job fair yet.',
  fixProblems: 'Please correct the problems below.',
  noAccessibilityFacts: 'None listed yet',
  noAccommodations: 'None asked for',
  cancelFailed: 'Failed to cancel your registration. Please try again.',
  updateRegistrationFailed: 'Failed to update your registration. Please try again.',
  signInToRegister: 'Sign in as a job seeker to register.',
} as const;

/** "1 job fair", "3 job fairs": the announced result count. */
export function jobFairCountText(count: number): string {
  return count === 1 ? '1 job fair' : `${count} job fairs`;
}

/** "1 job", "3 jobs". */
export function jobsCountText(count: number): string {
  return count === 1 ? '1 job' : `${count} jobs`;
}

/** The accessibility facts in words, in the contract's order ("Step-free entrance, Elevator"). */
export function accessibilityText(
  facts: readonly JobFairAccessibility[],
  none: string = JOB_FAIR_TEXT.noAccessibilityFacts,
): string {
  return facts.length > 0 ? facts.map((fact) => JOB_FAIR_ACCESSIBILITY_LABELS[fact]).join(', ') : none;
}

/** The places a job seeker can still have, in words (never only a colour or an icon). */
export function seatsText(fair: Pick<JobFair, 'capacity' | 'seats_left'>): string {
  if (fair.capacity === null || fair.seats_left === null) return 'No limit on places';
  if (fair.seats_left <= 0) return 'Full — you will join the waiting list';
  const left = fair.seats_left === 1 ? '1 place left' : `${fair.seats_left} places left`;
  return `${left} of ${fair.capacity}`;
}

/** A registration's status in words: "Registered", "Waitlisted, number 2 in line", "Cancelled". */
export function registrationStatusText(status: JobFairRegistrationStatus, waitlistPosition: number | null): string {
  switch (status) {
    case 'registered':
      return 'Registered';
    case 'waitlisted':
      return waitlistPosition === null ? 'Waitlisted' : `Waitlisted, number ${waitlistPosition} in line`;
    case 'cancelled':
      return 'Cancelled';
  }
}
