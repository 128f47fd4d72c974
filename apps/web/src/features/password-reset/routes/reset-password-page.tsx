import { RESET_LINK_ERRORS, resetPasswordParamsSchema } from '@kakayahan/contracts';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { errorMessage } from '../../../lib/api-client';
import { AuthPageLayout } from '../../auth';
import { useResetLinkCheck } from '../api/check-reset-link';
import { NewLinkOffer, ResetPasswordForm } from '../components/reset-password-form';

export const CHECK_LINK_FAILED = 'We could not check your reset link.';
const FORM_INTRO = 'Choose a new password for your account.';
const DEAD_LINK_INTRO = 'This link cannot be used to choose a new password.';

/**
 * /reset-password/:uid/:token, opened from the mailed link: choose a new password (document 2 §2, §5, §8).
 * The link is checked as the page opens (issue 14): a dead one (unknown, used, expired) shows only why
 * and the way to a new link, never a form that would fail after it is filled in. A mangled link is
 * explained at once, in the server's words for an unknown link, without asking the server.
 */
export default function ResetPasswordPage() {
  const raw = useParams();
  const params = resetPasswordParamsSchema.safeParse(raw);
  if (!params.success) {
    return (
      <AuthPageLayout title="Reset Password" intro={DEAD_LINK_INTRO}>
        <NewLinkOffer message={RESET_LINK_ERRORS.token_invalid} />
      </AuthPageLayout>
    );
  }
  return (
    <CheckedResetLink key={`${params.data.uid}/${params.data.token}`} uid={params.data.uid} token={params.data.token} />
  );
}

function CheckedResetLink({ uid, token }: { uid: number; token: string }) {
  const check = useResetLinkCheck(uid, token);
  if (check.data?.status === 'valid') {
    return (
      <AuthPageLayout title="Reset Password" intro={FORM_INTRO}>
        <ResetPasswordForm uid={uid} token={token} />
      </AuthPageLayout>
    );
  }
  if (check.data) {
    return (
      <AuthPageLayout title="Reset Password" intro={DEAD_LINK_INTRO}>
        <NewLinkOffer message={check.data.message ?? RESET_LINK_ERRORS.token_invalid} />
      </AuthPageLayout>
    );
  }
  if (check.isError) {
    // Not the link's fault (offline, a busy server, a rate limit): say so, and let the person try again.
    return (
      <AuthPageLayout title="Reset Password" intro={FORM_INTRO}>
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error" title={CHECK_LINK_FAILED}>
            {errorMessage(check.error)}
          </Alert>
          <Button variant="secondary" isPending={check.isFetching} onPress={() => void check.refetch()}>
            Try again
          </Button>
        </div>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title="Reset Password" intro={FORM_INTRO}>
      <Loading label="Checking your reset link…" />
    </AuthPageLayout>
  );
}
