/**
 * Accommodations for the hiring process (issue 16, decision 034): what a job seeker may ask for when they
 * apply, and how the employer answers each request.
 */
export const ACCOMMODATION_KINDS = [
  'sign_language_interpreter',
  'written_questions',
  'remote_interview',
  'extra_time',
  'accessible_venue',
  'other',
] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];

/** What each request is called on the form, the employer's view and the job seeker's list. */
export const ACCOMMODATION_NAMES: Record<AccommodationKind, string> = {
  sign_language_interpreter: 'Sign language interpreter',
  written_questions: 'Written instead of spoken questions',
  remote_interview: 'Remote interview',
  extra_time: 'Extra time',
  accessible_venue: 'Accessible venue',
  other: 'Other (see note)',
};

export const ACCOMMODATION_ANSWERS = ['arranged', 'discuss'] as const;
export type AccommodationAnswer = (typeof ACCOMMODATION_ANSWERS)[number];

/** The employer's answer in words; no answer yet is "Waiting for the employer". */
export const ACCOMMODATION_ANSWER_NAMES: Record<AccommodationAnswer, string> = {
  arranged: 'Arranged',
  discuss: "Let's discuss",
};
export const ACCOMMODATION_NOT_ANSWERED = 'Waiting for the employer';

/** The longest note with the requests (what "Other" means, or any detail). */
export const ACCOMMODATION_NOTE_MAX = 500;

export function isAccommodationKind(value: string): value is AccommodationKind {
  return (ACCOMMODATION_KINDS as readonly string[]).includes(value);
}

/** The given requests in the form's order, each once. */
export function sortAccommodationKinds(kinds: Iterable<AccommodationKind>): AccommodationKind[] {
  const given = new Set(kinds);
  return ACCOMMODATION_KINDS.filter((kind) => given.has(kind));
}
