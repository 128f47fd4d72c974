import { Navigate } from 'react-router';
import { AuthLinks } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { JobSeekerSignupForm } from '../components/job-seeker-signup-form';
import { useSignedInHomeOnArrival } from '../components/use-signed-in-home';

/** /job-seeker/signup: a job seeker registers with their PWD ID details (document 1 §2). */
export default function JobSeekerSignupPage() {
  const home = useSignedInHomeOnArrival();
  if (home) return <Navigate replace to={home} />;
  return (
    <AuthPageLayout
      title="Create your job seeker account"
      intro="An administrator checks your PWD ID before your account is activated. We will email you when it is approved."
    >
      <JobSeekerSignupForm />
      <AuthLinks
        label="Other options"
        links={[
          { to: '/job-seeker/signin', label: 'Job Seeker Sign In', lead: 'Already have an account?' },
          { to: '/employer/signup', label: 'Create an employer account', lead: 'Hiring?' },
        ]}
      />
    </AuthPageLayout>
  );
}
