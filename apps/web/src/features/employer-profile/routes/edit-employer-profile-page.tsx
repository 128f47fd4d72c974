import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useKeptError } from '../../../lib/use-kept-error';
import { useEmployerDetails } from '../api/get-employer-details';
import { EmployerProfileForm } from '../components/employer-profile-form';
import { EMPLOYER_PROFILE_VIEW_MESSAGES } from '../components/employer-profile-view';

/**
 * Create or edit the company profile (/employer/edit-profile). The form is prefilled from the saved
 * profile; with none yet (404) it starts empty. When the profile cannot be read the form is not shown,
 * so a save cannot replace a profile the person never saw. A fetch again (Try again, the window regaining
 * focus) leaves the screen as it is until it answers: Try again says it is busy and keeps the focus,
 * and an empty form keeps what was typed.
 */
export default function EditEmployerProfilePage() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const profile = useEmployerDetails(userId);
  const error = useKeptError(profile, userId);
  const isMissing = error instanceof ApiError && error.status === 404;
  const heading = profile.data ? 'Edit Company Profile' : isMissing ? 'Create Company Profile' : 'Company Profile';

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>{heading}</PageHeading>
      {!profile.data && !error ? <Loading label={EMPLOYER_PROFILE_VIEW_MESSAGES.loading} /> : null}
      {error && !isMissing && !profile.data ? (
        <div className="flex flex-col gap-3">
          <Alert tone="error">{EMPLOYER_PROFILE_VIEW_MESSAGES.loadFailed}</Alert>
          <Button
            variant="secondary"
            className="self-start"
            onPress={() => void profile.refetch()}
            isPending={profile.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : null}
      {profile.data || isMissing ? <EmployerProfileForm profile={profile.data ?? null} /> : null}
    </div>
  );
}
