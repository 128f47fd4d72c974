import { ACCOUNT_MESSAGES, type UserType } from '@kakayahan/contracts';
import { Navigate } from 'react-router';
import { useAdminLogin } from '../api/admin-login';
import { AuthLinks } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { SignInForm } from '../components/sign-in-form';
import { useSignedInHomeOnArrival } from '../components/use-signed-in-home';

const ACCEPTED_ROLES: readonly UserType[] = ['Admin'];

/** /admin/signin: administrators only (document 2 §2, §5); success goes to /admin/user-approval. */
export default function AdminSigninPage() {
  const home = useSignedInHomeOnArrival();
  const adminLogin = useAdminLogin();
  if (home) return <Navigate replace to={home} />;
  return (
    <AuthPageLayout title="Admin Sign In" intro="This sign-in is for administrators only.">
      <SignInForm
        signIn={adminLogin.mutateAsync}
        acceptedRoles={ACCEPTED_ROLES}
        roleRefusedMessage={ACCOUNT_MESSAGES.adminOnly}
        failureFallback="Invalid credentials or insufficient permissions."
        errorTitle="Authentication failed"
        formLabel="Admin sign-in"
      />
      <AuthLinks
        label="More options"
        links={[
          { to: '/forgot-password', label: 'Forgot password' },
          { to: '/', label: 'Back to home' },
        ]}
      />
    </AuthPageLayout>
  );
}
