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
  /** An employer removed a job (or their account) that people had applied to; their applications went with it. */
  'job.removed': {
    jobId: number;
    jobTitle: string;
    company: string;
    applicants: (Recipient & { applicationId: number })[];
  };
  /** An admin approved a job seeker. */
  'user.approved': Recipient & { isEmailVerified: boolean };
  /** An admin rejected a job seeker's registration; the account is deleted. */
  'user.rejected': Recipient & { reason: string | null };
  /** An admin deleted a job seeker's account (Manage Users). */
  'user.deleted': Recipient & { reason: string | null };
  /** Someone asked for a password reset link for this address (the account may not exist). */
  'password-reset.requested': { email: string; requestedAt: string };
  /** A person set a new password with a reset link. */
  'password-reset.completed': Recipient;
  /** A new e-mail verification link was issued (sign-up or re-send); the token is in the link only. */
  'email-verification.requested': Recipient & { token: string; isJobSeeker: boolean };
}

/** A person an event is about: their account id, address and display name. */
export interface Recipient {
  userId: number;
  email: string;
  name: string;
}

export type EventName = keyof DomainEvents;
