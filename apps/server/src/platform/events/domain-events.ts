/**
 * What the services announce, with what a subscriber needs to react without reading rows that may be
 * gone by then (a rejected person's account is deleted in the same transaction). Payloads are stored
 * sealed in the queue until every subscriber has handled them.
 */
export interface DomainEvents {
  /** A job seeker applied to a job. */
  'application.submitted': { applicationId: number; employerId: number; applicantName: string; jobTitle: string };
  /** The employer approved, declined or removed a pending application. */
  'application.decided': {
    applicationId: number;
    outcome: 'Approved' | 'Declined' | 'Removed';
    applicant: Recipient;
    jobTitle: string;
    company: string;
  };
  /** The employer answered what an applicant asked for the hiring process (issue 16). */
  'application.accommodations-answered': {
    applicationId: number;
    applicantId: number;
    jobTitle: string;
    company: string;
  };
  /** An employer removed a job (or their account) that people had applied to; their applications went with it. */
  'job.removed': {
    jobId: number;
    jobTitle: string;
    company: string;
    applicants: (Recipient & { applicationId: number })[];
    /** Who removed it: the employer (a job or their account), or an administrator (Manage Employers). */
    removedBy?: 'employer' | 'admin';
  };
  /** An admin approved a job seeker. */
  'user.approved': Recipient & { isEmailVerified: boolean };
  /** An admin rejected a job seeker's registration; the account is deleted. */
  'user.rejected': Recipient & { reason: string | null };
  /** An admin deleted a job seeker's account (Manage Users). */
  'user.deleted': Recipient & { reason: string | null };
  /**
   * An admin deleted an employer (Manage Employers): the account, profile, jobs and fairs are gone; the
   * applicants and registrants have their own job.removed and jobfair.deleted events.
   */
  'employer.deleted': Recipient & { company: string; reason: string | null };
  /** An employer submitted (or replaced) their business registration for an admin to check. */
  'employer-verification.submitted': { employerId: number; company: string };
  /** An admin verified an employer's business registration, or rejected it with a reason. */
  'employer-verification.decided': Recipient & {
    company: string;
    outcome: 'verified' | 'rejected';
    reason: string | null;
  };
  /** An admin deleted a job post (a reported scam, a discriminatory post); its employer is told why. */
  'job.taken-down': { jobId: number; jobTitle: string; employer: Recipient; company: string; reason: string | null };
  /** Someone asked for a password reset link for this address (the account may not exist). */
  'password-reset.requested': { email: string; requestedAt: string };
  /** A person set a new password with a reset link. */
  'password-reset.completed': Recipient;
  /** A new e-mail verification link was issued (sign-up or re-send); the token is in the link only. */
  'email-verification.requested': Recipient & { token: string; isJobSeeker: boolean };
  /** A job fair was created or its start moved: its reminders are (re)scheduled. */
  'jobfair.scheduled': { fairId: number; startsAt: string };
  /** A job seeker registered for a fair (a seat, or the waiting list). */
  'jobfair.registered': JobFairSummary & {
    registrationId: number;
    registrant: Recipient;
    status: 'registered' | 'waitlisted';
    checkInCode: string;
    employerId: number;
  };
  /** A place opened up and the first in line got it. */
  'jobfair.promoted': JobFairSummary & { registrationId: number; registrant: Recipient };
  /** The employer changed the date, time, place or link of a fair people registered for. */
  'jobfair.changed': JobFairSummary & { registrants: Recipient[] };
  /** The employer deleted a fair; everyone who held a place or waited is told. */
  'jobfair.deleted': JobFairSummary & { registrants: Recipient[] };
  /** The employer invited a participant to an interview at the fair, or declined them. */
  'jobfair.participant-decided': JobFairSummary & {
    registrationId: number;
    outcome: 'Invited' | 'Declined';
    note: string;
    participant: Recipient;
  };
}

/** What a message about a job fair says about it (read when the event was emitted). */
export interface JobFairSummary {
  fairId: number;
  title: string;
  employerName: string;
  /** Manila date and times, YYYY-MM-DD and HH:MM. */
  date: string;
  startTime: string;
  endTime: string;
}

/** A person an event is about: their account id, address and display name. */
export interface Recipient {
  userId: number;
  email: string;
  name: string;
}

export type EventName = keyof DomainEvents;
