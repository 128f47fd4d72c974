/**
 * Whether a signed-in account may act: sign-in refuses an unverified e-mail and a job seeker still waiting
 * for approval, and every signed-in endpoint refuses them the same way, with the same words and code.
 */
export const ACCOUNT_STANDING = {
  email_unverified:
    'Please verify your email address before signing in. Open the link we emailed you, or ask for a new one.',
  pending_approval:
    'Your account is pending approval. An administrator is reviewing your PWD ID; we will email you once it is approved.',
} as const;

/** `active`, or the reason the account may not act yet (also the error `code` of the refusal). */
export type AccountStanding = 'active' | keyof typeof ACCOUNT_STANDING;
