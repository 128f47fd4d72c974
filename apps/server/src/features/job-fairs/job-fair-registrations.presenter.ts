import { JOB_FAIR_ACCESSIBILITY, type JobFairRegistration } from '@kakayahan/contracts';
import { registrantCalendarUrl, type CalendarLinkDeps } from './job-fair-calendar.js';
import type { RegistrationView } from './job-fair-registrations.service.js';
import { presentJobFair } from './job-fairs.presenter.js';

const knownAccessibility = (values: string[]) => JOB_FAIR_ACCESSIBILITY.filter((value) => values.includes(value));

/**
 * A job seeker's own registration (document 2 §3 "Job fair registration" plus issue 11): their place,
 * accommodations, check-in code, a signed calendar link with the online link, and the fair as they see it.
 * Only what the registrant themselves gave or may know: never an ID number, disability, card or résumé.
 */
export function presentRegistration(view: RegistrationView, deps: CalendarLinkDeps): JobFairRegistration {
  const { registration, fair } = view;
  const place = registration.status === 'cancelled' ? null : { id: registration.id, status: registration.status };
  return {
    id: registration.id,
    job_fair: registration.jobFairId,
    user: registration.userId,
    registered_at: registration.registeredAt.toISOString(),
    status: registration.status,
    waitlist_position: registration.status === 'waitlisted' ? registration.waitlistPosition : null,
    application_status: registration.decision,
    decision_note: registration.decisionNote,
    accommodations: knownAccessibility(registration.accommodations),
    accommodation_note: registration.accommodationNote,
    check_in_code: registration.checkInCode,
    checked_in_at: registration.checkedInAt?.toISOString() ?? null,
    calendar_url: registrantCalendarUrl(deps, fair, registration.id),
    job_fair_detail: presentJobFair(fair, { userId: registration.userId, userType: 'Employee', place }, deps.now()),
  };
}

/** The answer of registering or changing a registration: the message to announce and the registration. */
export function presentRegistrationSaved(
  saved: { message: string; registration: RegistrationView },
  deps: CalendarLinkDeps,
): { message: string; registration: JobFairRegistration } {
  return { message: saved.message, registration: presentRegistration(saved.registration, deps) };
}
