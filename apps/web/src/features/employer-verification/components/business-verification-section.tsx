import { EMPLOYER_VERIFICATION_MESSAGES, type EmployerVerification } from '@kakayahan/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useSession } from '../../../lib/session';
import { useOwnVerification } from '../api/get-own-verification';
import { VerificationDetails } from './verification-details';
import { VerificationForm } from './verification-form';

export const BUSINESS_VERIFICATION_TEXTS = {
  heading: 'Business verification',
  why:
    'Job seekers trust verified employers; scams are their main fear. Send your business registration and ' +
    'your TIN: once an administrator has checked them, your company profile and every job you post show the ' +
    'Verified employer badge, and job seekers can choose to see only verified employers.',
  loadFailed: 'Failed to load your business verification. Please try again.',
  pending: 'Your registration is being checked',
  pendingHint: 'An administrator compares it with the certificate. We will tell you when it is done.',
  verified: 'Your company is verified',
  rejected: 'Your registration was not accepted',
} as const;

const subheadingClasses = 'text-lg font-bold text-slate-900';

/** Pending: what was sent, and a way to replace it (a corrected certificate, a mistyped number). */
function PendingView({
  userId,
  verification,
  onSubmitted,
}: {
  userId: number;
  verification: EmployerVerification;
  onSubmitted: (message: string) => void;
}) {
  const [isReplacing, setIsReplacing] = useState(false);
  const replaceId = useId();
  // Cancel removes the form: the focus goes back to the button that opened it.
  const shouldFocusReplace = useRef(false);
  useEffect(() => {
    if (isReplacing || !shouldFocusReplace.current) return;
    shouldFocusReplace.current = false;
    document.getElementById(replaceId)?.focus();
  }, [isReplacing, replaceId]);

  return (
    <div className="flex flex-col gap-4">
      <h3 className={subheadingClasses}>{BUSINESS_VERIFICATION_TEXTS.pending}</h3>
      <p className="text-slate-800">{BUSINESS_VERIFICATION_TEXTS.pendingHint}</p>
      <VerificationDetails verification={verification} />
      {isReplacing ? (
        <VerificationForm
          userId={userId}
          title="Replace your registration"
          current={verification}
          focusOnMount
          onSubmitted={onSubmitted}
          onCancel={() => {
            shouldFocusReplace.current = true;
            setIsReplacing(false);
          }}
        />
      ) : (
        <Button id={replaceId} variant="secondary" className="self-start" onPress={() => setIsReplacing(true)}>
          Replace the registration
        </Button>
      )}
    </div>
  );
}

/** What the section shows for where the verification stands. */
function StatusView({
  userId,
  verification,
  hasProfile,
  onSubmitted,
}: {
  userId: number;
  verification: EmployerVerification;
  hasProfile: boolean;
  onSubmitted: (message: string) => void;
}) {
  switch (verification.status) {
    case 'pending':
      return <PendingView userId={userId} verification={verification} onSubmitted={onSubmitted} />;
    case 'verified':
      return (
        <div className="flex flex-col gap-4">
          <h3 className={subheadingClasses}>{BUSINESS_VERIFICATION_TEXTS.verified}</h3>
          <p>
            <VerifiedBadge />
          </p>
          <VerificationDetails verification={verification} />
          <p className="text-slate-800">{EMPLOYER_VERIFICATION_MESSAGES.alreadyVerified}</p>
        </div>
      );
    case 'rejected':
      return (
        <div className="flex flex-col gap-4">
          <Alert tone="error" title={BUSINESS_VERIFICATION_TEXTS.rejected}>
            <p>
              <span className="font-semibold">The administrator&apos;s reason:</span>{' '}
              <span className="whitespace-pre-line">{verification.reason ?? 'No reason was given.'}</span>
            </p>
          </Alert>
          <VerificationForm
            userId={userId}
            title="Send your registration again"
            current={verification}
            onSubmitted={onSubmitted}
          />
        </div>
      );
    case 'unverified':
      // The admin checks a registration against a company profile, so there must be one first.
      return hasProfile ? (
        <VerificationForm
          userId={userId}
          title="Send your business registration"
          current={null}
          onSubmitted={onSubmitted}
        />
      ) : (
        <Alert tone="info">{EMPLOYER_VERIFICATION_MESSAGES.noProfile}</Alert>
      );
  }
}

/**
 * The employer's "Business verification" section (issue 12): why it matters, then where it stands: a form
 * to send the registration, what was sent while it is checked (with a way to replace it), the badge once
 * verified, or the admin's reason and the form again after a rejection. A successful submission is
 * announced and takes the focus, since the form it came from is replaced.
 */
export function BusinessVerificationSection({ hasProfile }: { hasProfile: boolean }) {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useOwnVerification(userId);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const headingId = useId();

  let content;
  if (query.data && userId !== null) {
    content = (
      <StatusView
        userId={userId}
        verification={query.data}
        hasProfile={hasProfile}
        onSubmitted={(text) => setFeedback({ tone: 'success', text })}
      />
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={BUSINESS_VERIFICATION_TEXTS.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading your business verification…" />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {BUSINESS_VERIFICATION_TEXTS.heading}
      </h2>
      <p className="text-slate-800">{BUSINESS_VERIFICATION_TEXTS.why}</p>
      <ActionFeedback feedback={feedback} />
      {content}
    </section>
  );
}
