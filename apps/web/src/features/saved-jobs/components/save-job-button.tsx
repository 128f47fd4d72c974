import { useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';
import { useSaveJob } from '../api/save-job';

export const SAVE_JOB_BUTTON_MESSAGES = {
  saveFailed: 'Could not save the job. Please try again.',
  removeFailed: 'Could not remove the job from your saved jobs. Please try again.',
} as const;

/** The outcome of the last press, shown beside the button. */
type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * "Save job" / "Saved" by a job (issue 16), for a signed-in job seeker only: a toggle (aria-pressed) whose
 * state is the shared saved-jobs list, so every button for the same job on the page agrees. It stays
 * enabled while its call is under way (a disabled button would drop the focus) and ignores presses
 * meanwhile. The server's answer is said beside it: a success politely, a failure as an alert.
 */
export function SaveJobButton({ postId, jobTitle }: { postId: number; jobTitle: string }) {
  const session = useSession();
  const isJobSeeker = session?.userType === 'Employee' && session.accountStatus === 'active';
  const savedJobs = useSavedJobs(isJobSeeker);
  const save = useSaveJob();
  const remove = useRemoveSavedJob();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!isJobSeeker) return null;

  const entry = savedJobs.data?.find((saved) => saved.post_id === postId);
  const isSaved = entry !== undefined;
  const isBusy = save.isPending || remove.isPending;

  function handlePress() {
    if (isBusy) return;
    setOutcome(null);
    // Until the list has loaded the state is unknown: saving is safe then, the server answers the same entry.
    if (entry) {
      remove.mutate(entry.saved_id, {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) =>
          setOutcome({ tone: 'error', text: failureMessage(error, { failed: SAVE_JOB_BUTTON_MESSAGES.removeFailed }) }),
      });
    } else {
      save.mutate(postId, {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) =>
          setOutcome({ tone: 'error', text: failureMessage(error, { failed: SAVE_JOB_BUTTON_MESSAGES.saveFailed }) }),
      });
    }
  }

  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <Button variant="secondary" aria-pressed={isSaved} onPress={handlePress}>
        {/* The mark repeats the state in a shape, the words say it: colour is never the only signal. */}
        <span aria-hidden="true">{isSaved ? '★' : '☆'}</span>
        {isSaved ? 'Saved' : 'Save job'}
        <span className="sr-only">: {jobTitle}</span>
      </Button>
      {outcome?.tone === 'error' ? (
        <div className="break-words">
          <Alert tone="error">{outcome.text}</Alert>
        </div>
      ) : null}
      <LiveRegion className="break-words text-green-900">
        {outcome?.tone === 'success' ? (
          <p className="flex items-start gap-2 font-semibold">
            <span aria-hidden="true">✓</span>
            <span>{outcome.text}</span>
          </p>
        ) : null}
      </LiveRegion>
    </div>
  );
}
