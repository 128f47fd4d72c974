import { AuthLinks } from '../../auth';
import { AuthPageLayout } from '../../auth';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password: asks for a reset link by e-mail (document 2 §2, §5, §8). */
export default function ForgotPasswordPage() {
  return (
    <AuthPageLayout
      title="Forgot Password"
      intro="Type the email address of your account. We will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <AuthLinks
        label="Back to sign in"
        links={[
          { to: '/job-seeker/signin', label: 'Job Seeker Sign In', lead: 'Remembered your password?' },
          { to: '/employer/signin', label: 'Employer Sign In' },
        ]}
      />
    </AuthPageLayout>
  );
}
