import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEmployerDetails } from '../api/get-employer-details';
import { EmployerProfileDetails } from './employer-profile-details';

export const EMPLOYER_PROFILE_VIEW_MESSAGES = {
  loading: 'Loading profile...',
  loadFailed: 'Failed to load profile information. Please try again later.',
  noProfile: EMPLOYER_PROFILE_MESSAGES.notFound,
  noProfileHint: 'Create your company profile so job seekers know who is hiring.',
} as const;

function CreateProfileLink() {
  return (
    <LinkButton to="/employer/edit-profile" className="self-start">
      Create Profile
    </LinkButton>
  );
}

/**
 * The signed-in employer's company profile (document 1 §2, §8), used on the profile page and on the
 * employer's home: the profile, or No Profile Found / a load failure, each with Create Profile.
 */
export function EmployerProfileView() {
  const session = useSession();
  const profile = useEmployerDetails(session?.userId ?? null);

  if (profile.isPending) return <Loading label={EMPLOYER_PROFILE_VIEW_MESSAGES.loading} />;
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <section aria-label="Company profile" className="flex flex-col gap-3">
        {isMissing ? (
          <Alert tone="info" title={EMPLOYER_PROFILE_VIEW_MESSAGES.noProfile}>
            {EMPLOYER_PROFILE_VIEW_MESSAGES.noProfileHint}
          </Alert>
        ) : (
          <Alert tone="error">{EMPLOYER_PROFILE_VIEW_MESSAGES.loadFailed}</Alert>
        )}
        <CreateProfileLink />
      </section>
    );
  }
  return <EmployerProfileDetails profile={profile.data} />;
}
