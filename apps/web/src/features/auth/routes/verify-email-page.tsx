import { useParams } from 'react-router';
import { SIGN_IN_PATH } from '../../../app/guards';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPageLayout } from '../components/auth-page-layout';
import { ResendVerificationForm } from '../components/resend-verification';

const SIGN_IN_LABEL = {
  Employee: 'Go to Job Seeker Sign In',
  Employer: 'Go to Employer Sign In',
  Admin: 'Go to Admin Sign In',
} as const;

/**
 * /verify-email/:token, opened from the mailed link: verifies the address once, then points to the
 * right sign-in page, or offers a new link when this one is broken, used or expired.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);

  return (
    <AuthPageLayout title="Verify your email address">
      {verification.isPending ? <Loading label="Verifying your email address…" /> : null}
      {verification.isSuccess ? (
        <>
          <Alert tone="success">{verification.data.message}</Alert>
          <LinkButton to={SIGN_IN_PATH[verification.data.user_type]} className="w-full sm:w-auto sm:self-start">
            {SIGN_IN_LABEL[verification.data.user_type]}
          </LinkButton>
        </>
      ) : null}
      {verification.isError ? (
        <>
          <Alert tone="error">{errorMessage(verification.error)}</Alert>
          <section aria-labelledby="new-link-heading" className="flex flex-col gap-3">
            <h2 id="new-link-heading" className="text-xl font-bold text-slate-900">
              Get a new verification link
            </h2>
            <p className="text-slate-700">Type the email address you signed up with and we will send you a new link.</p>
            <ResendVerificationForm />
          </section>
        </>
      ) : null}
    </AuthPageLayout>
  );
}
