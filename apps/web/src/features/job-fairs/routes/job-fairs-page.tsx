import { PageMeta } from '../../../components/ui/page-meta';
import { useSession } from '../../../lib/session';
import { EmployerJobFairs } from '../components/employer-job-fairs';
import { SeekerJobFairs } from '../components/seeker-job-fairs';
import { UpcomingJobFairs } from '../components/upcoming-job-fairs';

const DESCRIPTION =
  'Job fairs for persons with disabilities in the Philippines: when and where they are, online or in person, the accessibility each offers, and how to register.';

/**
 * /job-fairs (document 1 §2, document 2 §2; issue 11), open to anyone: employers manage their fairs,
 * job seekers register and see their registrations, visitors and admins see the upcoming fairs.
 */
export default function JobFairsPage() {
  return (
    <>
      <PageMeta title="Job Fairs" description={DESCRIPTION} />
      <JobFairsForReader />
    </>
  );
}

function JobFairsForReader() {
  const session = useSession();
  switch (session?.userType) {
    case 'Employer':
      return <EmployerJobFairs key={session.userId} employerId={session.userId} />;
    case 'Employee':
      return <SeekerJobFairs key={session.userId} userId={session.userId} />;
    case 'Admin':
      return <UpcomingJobFairs key={session.userId} viewerId={session.userId} isAdmin />;
    default:
      return <UpcomingJobFairs viewerId={null} isAdmin={false} />;
  }
}
