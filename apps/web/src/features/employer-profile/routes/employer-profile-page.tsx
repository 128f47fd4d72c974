import { PageHeading } from '../../../components/ui/page-heading';
import { EmployerProfileView } from '../components/employer-profile-view';
import { EmployerQuickActions } from '../components/employer-quick-actions';

/** The employer's company profile (/employer/profile, document 1 §2) with its Quick Actions. */
export default function EmployerProfilePage() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>Company Profile</PageHeading>
      <EmployerProfileView />
      <EmployerQuickActions />
    </div>
  );
}
