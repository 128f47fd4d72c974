import { initials, type JobSeekerProfile } from '@kakayahan/contracts';
import { PageHeading } from '../../../components/ui/page-heading';

/** The name a profile is shown under: the full name, else the username. */
export function profileName(profile: Pick<JobSeekerProfile, 'full_name' | 'username'>): string {
  return profile.full_name.trim() || profile.username;
}

/** The picture's public path (the contract carries it under two names). */
export function profilePicture(profile: Pick<JobSeekerProfile, 'profile_picture' | 'profile_image'>): string | null {
  return profile.profile_picture ?? profile.profile_image;
}

/**
 * The top of the profile page: the page's one heading, and once the profile is there its picture (or an
 * initials avatar), headline and location. The heading stays the same element whatever the state
 * (loading, error, not found, the profile), only its words change, so the focus a route change gives
 * it is not lost when the profile arrives. The initials avatar is hidden from screen readers: the name
 * beside it says the same.
 */
export function ProfileHeader({
  profile,
  heading,
  documentTitle,
}: {
  profile: JobSeekerProfile | null;
  heading: string;
  documentTitle: string;
}) {
  const picture = profile ? profilePicture(profile) : null;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {profile ? <ProfileAvatar name={heading} picture={picture} /> : null}
      <div className="flex min-w-0 flex-col gap-1">
        <PageHeading documentTitle={documentTitle} className="break-words">
          {heading}
        </PageHeading>
        {profile?.pro_headline ? <p className="text-lg text-slate-800">{profile.pro_headline}</p> : null}
        {profile?.location ? (
          <p className="text-slate-700">
            <span className="font-semibold">Location:</span> {profile.location}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  return picture ? (
    // eslint-disable-next-line jsx-a11y/img-redundant-alt -- the spec's alt text; it says whose picture it is
    <img
      src={picture}
      alt={`${name}'s profile picture`}
      className="size-24 shrink-0 rounded-full border-2 border-slate-300 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
    >
      {initials(name)}
    </span>
  );
}
