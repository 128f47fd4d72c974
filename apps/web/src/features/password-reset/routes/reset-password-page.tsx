import { RESET_LINK_ERRORS, resetPasswordParamsSchema } from '@kakayahan/contracts';
import { useParams } from 'react-router';
import { AuthPageLayout } from '../../auth';
import { NewLinkOffer, ResetPasswordForm } from '../components/reset-password-form';

/**
 * /reset-password/:uid/:token, opened from the mailed link: choose a new password (document 2 §2, §5, §8).
 * A mangled link is explained at once, in the server's words for an unknown link, without a form to fill.
 */
export default function ResetPasswordPage() {
  const params = resetPasswordParamsSchema.safeParse(useParams());
  return (
    <AuthPageLayout title="Reset Password" intro="Choose a new password for your account.">
      {params.success ? (
        <ResetPasswordForm
          key={`${params.data.uid}/${params.data.token}`}
          uid={params.data.uid}
          token={params.data.token}
        />
      ) : (
        <NewLinkOffer message={RESET_LINK_ERRORS.token_invalid} />
      )}
    </AuthPageLayout>
  );
}
