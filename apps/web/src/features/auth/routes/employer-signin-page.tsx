import { ACCOUNT_MESSAGES, type UserType } from '@kakayahan/contracts';
import { Navigate } from 'react-router';
import { useLogin } from '../api/login';
import { AuthLinks } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { SignInForm } from '../components/sign-in-form';
import { useSignedInHomeOnArrival } from '../components/use-signed-in-home';

const ACCEPTED_ROLES: readonly UserType[] = ['Employer', 'Admin'];

/**
 * /employer/signin: employers (and admins) sign in here (document 1 §2, §6). A `redirect` query
 * parameter (e.g. from the header's Post a Job button) is honoured when it fits the role.
 */
export default function EmployerSigninPage() {
  const home = useSignedInHomeOnArrival();
  const login = useLogin();
  if (home) return <Navigate replace to={home} />;
  return (
    <AuthPageLayout title="Employer Sign In" intro="Sign in to post jobs and review applicants.">
      <SignInForm
        signIn={login.mutateAsync}
        acceptedRoles={ACCEPTED_ROLES}
        roleRefusedMessage="Invalid role. Please sign in using an Employer or Admin Account."
        failureFallback={ACCOUNT_MESSAGES.invalidCredentials}
        formLabel="Employer sign-in"
      />
      <AuthLinks
        label="More sign-in options"
        links={[
          { to: '/forgot-password', label: 'Forgot Password' },
          { to: '/employer/signup', label: 'Create an employer account', lead: "Don't have an account?" },
          { to: '/job-seeker/signin', label: 'Job Seeker Sign In', lead: 'Looking for work?' },
        ]}
      />
    </AuthPageLayout>
  );
}
