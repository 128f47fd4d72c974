import { initials } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { LatestForumPosts } from '../../forum';
import { JobFeed } from '../../job-feed';
import { useUserDetails } from '../../job-seeker-profile';
import { JOB_SEEKER_STEPS, WelcomePanel } from '../components/welcome-panel';

/** The first word of the display name ("Maria dela Cruz" → "Maria"). */
function firstName(username: string): string {
  return username.trim().split(/\s+/u)[0] ?? '';
}

const PROFILE_LINKS = [
  { to: '/job-seeker/profile-main', label: 'View Profile' },
  { to: '/job-seeker/edit-profile', label: 'Edit Profile' },
  { to: '/job-seeker/preferences', label: 'Job Preferences' },
  { to: '/job-seeker/track-job', label: 'My applications' },
  { to: '/user-chats', label: 'Messages' },
  { to: '/kakayahan/forum', label: 'Community Forum' },
] as const;

/**
 * The profile panel: picture or initials, name, headline and the links to the person's own pages. The
 * links do not wait for the profile: they are useful even while it loads or when it fails.
 */
function ProfilePanel({ userId, username }: { userId: number | null; username: string }) {
  const query = useUserDetails(userId);
  const profile = query.data;
  const name = profile?.full_name.trim() || username.trim();
  const picture = profile?.profile_picture ?? null;
  return (
    <section
      aria-labelledby="profile-panel-heading"
      className="flex flex-col gap-4 rounded-lg border-2 border-slate-200 bg-white p-4"
    >
      <h2 id="profile-panel-heading" className="sr-only">
        Your profile
      </h2>
      <div className="flex items-center gap-3">
        {picture ? (
          // The name is written beside it, so the picture adds nothing a screen reader should repeat.
          <img src={picture} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {initials(name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-bold break-words text-slate-900">{name}</p>
          {profile?.pro_headline.trim() ? <p className="break-words text-slate-700">{profile.pro_headline}</p> : null}
        </div>
      </div>
      {query.isError ? (
        <p className="text-slate-700">Your profile could not be loaded. The links below still work.</p>
      ) : null}
      <nav aria-label="Your pages">
        <ul className="flex flex-col gap-2">
          {PROFILE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-block py-1 font-semibold">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/**
 * The job seeker's home (/employee-components): a greeting (and, on the first sign-in, the welcome with
 * the next steps), then jobs first, with the recommended ones on top; after them the profile panel and
 * the forum's latest posts below it (document 1 §2). On a wide screen the jobs take the main column and
 * the profile and forum sit beside them; on a phone or at high zoom everything stacks in that order.
 */
export default function EmployeeHomePage() {
  const session = useSession();
  const name = session ? firstName(session.username) : '';
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{name ? `Welcome, ${name}` : 'Welcome'}</PageHeading>
      <WelcomePanel steps={JOB_SEEKER_STEPS} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <section aria-labelledby="home-jobs-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="home-jobs-heading" className="text-2xl font-bold text-slate-900">
            Jobs for you
          </h2>
          <JobFeed headingLevel={3} />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <ProfilePanel userId={session?.userId ?? null} username={session?.username ?? ''} />
          <LatestForumPosts />
        </div>
      </div>
    </div>
  );
}
