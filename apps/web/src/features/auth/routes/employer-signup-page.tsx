import { Navigate } from 'react-router';
import { AuthLinks } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { EmployerSignupForm } from '../components/employer-signup-form';
import { useSignedInHomeOnArrival } from '../components/use-signed-in-home';

/** /employer/signup: an employer creates an account, then verifies their email (document 1 §2). */
export default function EmployerSignupPage() {
  const home = useSignedInHomeOnArrival();
  if (home) return <Navigate replace to={home} />;
  return (
    <AuthPageLayout title="Create your employer account" intro="Post jobs and find skilled people with disabilities.">
      <EmployerSignupForm />
      <AuthLinks
        label="Other options"
        links={[
          { to: '/employer/signin', label: 'Employer Sign In', lead: 'Already have an account?' },
          { to: '/job-seeker/signup', label: 'Create a job seeker account', lead: 'Looking for work?' },
        ]}
      />
    </AuthPageLayout>
  );
}
