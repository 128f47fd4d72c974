import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { usePreferences } from '../api/get-preferences';
import { useWorkNeeds } from '../api/get-work-needs';
import { PreferencesPicker } from '../components/preferences-picker';
import { WorkNeedsForm } from '../components/work-needs-form';

export const PREFERENCES_PAGE_MESSAGES = {
  notSignedIn: 'User not logged in',
  loadError: 'Failed to load preferences. Please try again.',
  workNeedsLoadError: 'Failed to load what you need at work. Please try again.',
} as const;

/**
 * /job-seeker/preferences: the specialty preferences picker (document 2 §2, §5) and, below it, what the job
 * seeker needs at work (issue 16), private to them.
 */
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
      {session ? <WorkNeedsSection /> : null}
    </div>
  );
}

/** "What you need at work": private, used only to tell the job seeker which jobs have it. */
function WorkNeedsSection() {
  const query = useWorkNeeds();
  let content;
  if (query.data) {
    content = <WorkNeedsForm initial={query.data.work_needs} />;
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="error">{PREFERENCES_PAGE_MESSAGES.workNeedsLoadError}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading what you need at work..." />;
  }
  return (
    <section aria-labelledby="work-needs-heading" className="flex flex-col gap-3 border-t-2 border-slate-200 pt-6">
      <h2 id="work-needs-heading" className="text-2xl font-bold text-slate-900">
        What you need at work
      </h2>
      <p className="text-slate-800">
        <strong>Private: only you can see this.</strong> Employers and administrators never do. Your recommended jobs
        will say which of these each job has. To see only jobs that have them, use the Workplace accessibility filter in
        All Jobs.
      </p>
      {content}
    </section>
  );
}
