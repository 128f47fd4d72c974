import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useKeptError } from '../../../lib/use-kept-error';
import { useUserDetails } from '../api/get-user-details';
import { EditProfileForm } from '../components/edit-profile-form';
import { PROFILE_VIEW_MESSAGES } from '../components/profile-messages';

/**
 * /job-seeker/edit-profile: the form, prefilled from the person's current profile. A job seeker who has
 * no profile yet (404) starts from an empty form. A fetch again (Retry, the window regaining focus) leaves
 * the screen as it is until it answers, so Retry keeps the focus and the empty form what was typed.
 */
export default function EditProfilePage() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const query = useUserDetails(userId);
  const error = useKeptError(query, userId);
  const hasNoProfile = error instanceof ApiError && error.status === 404;

  let content;
  if (query.data || hasNoProfile) {
    content = <EditProfileForm profile={query.data ?? null} />;
  } else if (error) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{PROFILE_VIEW_MESSAGES.loadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label={PROFILE_VIEW_MESSAGES.loading} />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Edit Profile</PageHeading>
      {content}
    </div>
  );
}
