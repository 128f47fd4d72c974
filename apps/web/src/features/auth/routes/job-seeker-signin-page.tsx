import { ACCOUNT_MESSAGES, type UserType } from '@kakayahan/contracts';
import { Navigate } from 'react-router';
import { useLogin } from '../api/login';
import { AuthLinks } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { SignInForm } from '../components/sign-in-form';
import { useSignedInHomeOnArrival } from '../components/use-signed-in-home';

const ACCEPTED_ROLES: readonly UserType[] = ['Employee', 'Admin'];

/** /job-seeker/signin: job seekers (and admins) sign in here (document 1 §2, §6). */
export default function JobSeekerSigninPage() {
  const home = useSignedInHomeOnArrival();
  const login = useLogin();
  if (home) return <Navigate replace to={home} />;
  return (
    <AuthPageLayout
      title="Job Seeker Sign In"
      intro="Sign in to find jobs, follow your applications and talk to employers."
    >
      <SignInForm
        signIn={login.mutateAsync}
        acceptedRoles={ACCEPTED_ROLES}
        roleRefusedMessage="Invalid role. Please sign in using a Job Seeker Account."
        failureFallback={ACCOUNT_MESSAGES.invalidCredentials}
        formLabel="Job seeker sign-in"
      />
      <AuthLinks
        label="More sign-in options"
        links={[
          { to: '/forgot-password', label: 'Forgot Password' },
          { to: '/job-seeker/signup', label: 'Create a job seeker account', lead: "Don't have an account?" },
          { to: '/employer/signin', label: 'Employer Sign In', lead: 'Hiring?' },
        ]}
      />
    </AuthPageLayout>
  );
}
