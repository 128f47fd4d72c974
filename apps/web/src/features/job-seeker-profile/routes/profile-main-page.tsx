import { useSession } from '../../../lib/session';
import { ProfileView } from '../components/profile-view';
import { WhoHasSeenMe } from '../components/who-has-seen-me';

/**
 * /job-seeker/profile-main (and /job-seeker/profile): the signed-in job seeker's own profile, then who has
 * seen it (issue 16).
 */
export default function ProfileMainPage() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <ProfileView userId={session?.userId ?? null} />
      {session ? <WhoHasSeenMe /> : null}
    </div>
  );
}
