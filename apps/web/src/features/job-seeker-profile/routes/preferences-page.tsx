import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { usePreferences } from '../api/get-preferences';
import { PreferencesPicker } from '../components/preferences-picker';

export const PREFERENCES_PAGE_MESSAGES = {
  notSignedIn: 'User not logged in',
  loadError: 'Failed to load preferences. Please try again.',
} as const;

/** /job-seeker/preferences: the specialty preferences picker (document 2 §2, §5). */
export default function PreferencesPage() {
  const session = useSession();
  const query = usePreferences(session !== null);

  let content;
  if (!session) {
    content = <Alert tone="error">{PREFERENCES_PAGE_MESSAGES.notSignedIn}</Alert>;
  } else if (query.data) {
    content = <PreferencesPicker options={query.data} />;
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{PREFERENCES_PAGE_MESSAGES.loadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading preferences..." />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Job Preferences</PageHeading>
      <p className="text-lg text-slate-800">
        Choose the kinds of work you are good at or would like to do. We use your choices to recommend jobs to you. You
        can change them at any time.
      </p>
      {content}
    </div>
  );
}
