import { useSession } from '../../../lib/session';
import { ProfileView } from '../components/profile-view';

/** /job-seeker/profile-main (and /job-seeker/profile): the signed-in job seeker's own profile. */
export default function ProfileMainPage() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <ProfileView userId={session?.userId ?? null} />
    </div>
  );
}
