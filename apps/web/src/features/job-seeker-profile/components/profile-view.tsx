import type { JobSeekerProfile } from '@kakayahan/contracts';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { ApiError } from '../../../lib/api-client';
import { useKeptError } from '../../../lib/use-kept-error';
import { useUserDetails } from '../api/get-user-details';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { PreferencesBox } from './preferences-box';
import { PROFILE_VIEW_MESSAGES } from './profile-messages';
import { ProfileHeader, profileName } from './profile-header';
import { ProfileSections } from './profile-sections';
import { ResumeDownload } from './resume-download';

/** Edit and Delete, offered only on the person's own profile. */
function OwnProfileActions() {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <LinkButton to="/job-seeker/edit-profile">Edit Profile</LinkButton>
      <Button variant="danger-outline" onPress={() => setIsDeleteOpen(true)}>
        Delete Profile
      </Button>
      <DeleteProfileDialog isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </div>
  );
}

/** Whether the person has written nothing yet beyond their name. */
function isEmptyProfile(profile: JobSeekerProfile): boolean {
  return [profile.pro_headline, profile.bio, profile.role, profile.experience, profile.skills].every(
    (text) => !text.trim(),
  );
}

/** Everything below the header of a loaded profile. */
function ProfileDetails({ profile }: { profile: JobSeekerProfile }) {
  return (
    <>
      {profile.is_self ? <OwnProfileActions /> : null}
      {profile.is_self && isEmptyProfile(profile) ? (
        <Alert tone="info">
          Your profile is not complete yet. Choose Edit Profile to tell employers about yourself.
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ProfileSections profile={profile} />
        <div className="flex flex-col gap-4">
          <PreferencesBox preferences={profile.preferences} isSelf={profile.is_self} />
          <ResumeDownload profile={profile} />
        </div>
      </div>
    </>
  );
}

/**
 * A job seeker's profile with its loading, error and not-found states (document 2 §2, §8). What the
 * server withheld from this reader arrives as null and is not shown; Edit and Delete appear only when
 * the reader is the person. `userId` null means the address names no valid user. One heading, in the
 * same place in every state, says which state it is (see ProfileHeader).
 */
export function ProfileView({ userId }: { userId: number | null }) {
  const query = useUserDetails(userId);
  // Kept while Retry (or a window focus) fetches again, so Retry stays on screen, busy and focused.
  const error = useKeptError(query, userId);
  const isNotFound = userId === null || (error instanceof ApiError && error.status === 404);
  const profile = isNotFound ? null : (query.data ?? null);

  let heading: string;
  let documentTitle: string;
  let body: ReactNode;
  if (isNotFound) {
    heading = documentTitle = PROFILE_VIEW_MESSAGES.notFoundTitle;
    body = <p className="text-lg text-slate-800">{PROFILE_VIEW_MESSAGES.notFound}</p>;
  } else if (profile) {
    heading = profileName(profile);
    documentTitle = profile.is_self ? 'My Profile' : `${heading}'s profile`;
    body = <ProfileDetails profile={profile} />;
  } else if (error) {
    heading = documentTitle = PROFILE_VIEW_MESSAGES.loadErrorTitle;
    body = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{PROFILE_VIEW_MESSAGES.loadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    heading = documentTitle = 'Profile';
    body = <Loading label={PROFILE_VIEW_MESSAGES.loading} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader profile={profile} heading={heading} documentTitle={documentTitle} />
      {body}
    </div>
  );
}
