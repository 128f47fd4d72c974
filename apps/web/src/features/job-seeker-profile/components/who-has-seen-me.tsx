import { enUsDateFormat, type ProfileView } from '@kakayahan/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useProfileViews } from '../api/get-profile-views';

export const WHO_HAS_SEEN_ME_MESSAGES = {
  heading: 'Who has seen your profile',
  intro: 'Employers who opened your profile or a resume you sent them. Only you can see this list.',
  none: 'No employer has opened your profile or a resume yet.',
  loadError: 'Failed to load who has seen your profile. Please try again.',
} as const;

const WHAT: Record<ProfileView['kind'], string> = { profile: 'Opened your profile', resume: 'Opened your resume' };

/** "Nov 24, 2026, 3:05 PM" in Philippine time. */
function when(value: string): string {
  return enUsDateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Manila',
  }).format(new Date(value));
}

/** One employer's views of one kind, in words: what, how many times, the last time (and the first). */
function describe(view: ProfileView): string {
  const times = view.views === 1 ? 'once' : `${view.views} times`;
  const last = `last on ${when(view.last_viewed_at)}`;
  return view.views === 1
    ? `${WHAT[view.kind]} once, on ${when(view.last_viewed_at)}.`
    : `${WHAT[view.kind]} ${times}, ${last} (first on ${when(view.first_viewed_at)}).`;
}

/**
 * Who has seen me (issue 16, decision 036), on the job seeker's own profile page: each employer who opened
 * the profile or a resume, and when. A list of words, not a table: it reads the same on a phone.
 */
export function WhoHasSeenMe() {
  const query = useProfileViews();
  let content;
  if (query.data) {
    content =
      query.data.length === 0 ? (
        <p className="text-slate-800">{WHO_HAS_SEEN_ME_MESSAGES.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((view) => (
            <li key={`${view.employer_id}-${view.kind}`} className="rounded-md border-2 border-slate-200 p-3">
              <p className="font-semibold break-words text-slate-900">{view.company}</p>
              <p className="text-slate-800">{describe(view)}</p>
            </li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{WHO_HAS_SEEN_ME_MESSAGES.loadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading who has seen your profile..." />;
  }
  return (
    <section aria-labelledby="who-has-seen-me-heading" className="flex flex-col gap-3">
      <h2 id="who-has-seen-me-heading" className="text-2xl font-bold text-slate-900">
        {WHO_HAS_SEEN_ME_MESSAGES.heading}
      </h2>
      <p className="text-slate-800">{WHO_HAS_SEEN_ME_MESSAGES.intro}</p>
      {content}
    </section>
  );
}
