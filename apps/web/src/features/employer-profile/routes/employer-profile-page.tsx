import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { BusinessVerificationSection } from '../../employer-verification';
import { useEmployerDetails } from '../api/get-employer-details';
import { EmployerProfileView } from '../components/employer-profile-view';
import { EmployerQuickActions } from '../components/employer-quick-actions';

/**
 * The employer's company profile (/employer/profile, document 1 §2) with its business verification
 * (issue 12) and Quick Actions.
 */
export default function EmployerProfilePage() {
  const session = useSession();
  // The same query as the profile view's (shared from the cache): is there a profile to verify?
  const profile = useEmployerDetails(session?.userId ?? null);
  const hasProfile = !(profile.error instanceof ApiError && profile.error.status === 404);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>Company Profile</PageHeading>
      <EmployerProfileView />
      <BusinessVerificationSection hasProfile={hasProfile} />
      <EmployerQuickActions />
    </div>
  );
}
