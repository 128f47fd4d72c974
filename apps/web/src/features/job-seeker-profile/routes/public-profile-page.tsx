import { useParams } from 'react-router';
import { ProfileView } from '../components/profile-view';

/** The user id of the address, or null when it is not a positive whole number. */
function parseUserId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/u.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * /job-seeker/profile/:userId: anyone may read a job seeker's professional profile. The server decides
 * what this reader sees (contact, disability and resume only for the person, employers and admins).
 */
export default function PublicProfilePage() {
  const { userId } = useParams();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <ProfileView userId={parseUserId(userId)} />
    </div>
  );
}
