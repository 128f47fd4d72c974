import { PROFILE_MESSAGES, type JobSeekerProfile } from '@kakayahan/contracts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitApplication } from '../api/submit-application';
import { resumeProblem, ResumeInput } from './resume-input';

/**
 * The submit part of the application form: an optional resume and Submit Application. Submitting with an
 * incomplete profile is refused here with the spec's message (the button stays usable, so keyboard and
 * screen reader users can reach it and hear why); server refusals show as "Error submitting application: …".
 */
export function ApplicationForm({
  postId,
  profile,
  isProfileComplete,
  onSubmitted,
}: {
  postId: number;
  /** null when the person has no profile yet (then the form refuses, as for an incomplete one). */
  profile: JobSeekerProfile | null;
  isProfileComplete: boolean;
  onSubmitted: () => void;
}) {
  const submit = useSubmitApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const resumeRef = useRef<HTMLInputElement>(null);

  function handleChoose(file: File | null) {
    const problem = file ? resumeProblem(file) : null;
    setResumeError(problem);
    setResume(problem ? null : file);
    // A refused file is cleared, so what the input shows is what will be sent.
    if (problem && resumeRef.current) resumeRef.current.value = '';
  }

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.reset();
    if (!isProfileComplete || !profile) {
      setBlocked(PROFILE_MESSAGES.incomplete);
      return;
    }
    setBlocked(null);
    if (resumeError) {
      resumeRef.current?.focus();
      return;
    }
    submit.mutate({ postId, profile, resume }, { onSuccess: onSubmitted });
  }

  const failure = blocked ?? (submit.isError ? `Error submitting application: ${errorMessage(submit.error)}` : null);

  return (
    <form
      noValidate
      aria-labelledby="submit-heading"
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-md border-2 border-slate-200 p-4"
    >
      <h2 id="submit-heading" className="text-2xl font-bold text-slate-900">
        Submit your application
      </h2>
      <ResumeInput
        profileResumeName={profile?.resume_name ?? null}
        errorMessage={resumeError}
        onChoose={handleChoose}
        inputRef={resumeRef}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <Button type="submit" isPending={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
