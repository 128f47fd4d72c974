import {
  APPLICATION_MESSAGES,
  PROFILE_MESSAGES,
  type AccommodationKind,
  type JobSeekerProfile,
} from '@kakayahan/contracts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldMessages } from '../../../lib/server-errors';
import { useSubmitApplication } from '../api/submit-application';
import {
  AccommodationRequestsFields,
  DisclosureField,
  type DisclosureChoice,
  type SentChoices,
} from './application-choices';
import { resumeProblem, ResumeInput } from './resume-input';

/**
 * The submit part of the application form: an optional resume, whether to show the disability type, the
 * accommodations asked for (issue 16) and Submit Application. Submitting with an incomplete profile is
 * refused here with the spec's message (the button stays usable, so keyboard and screen reader users can
 * reach it and hear why); server refusals show as "Error submitting application: …", and a refused note
 * also on the note itself.
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
  onSubmitted: (sent: SentChoices) => void;
}) {
  const submit = useSubmitApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const resumeRef = useRef<HTMLInputElement>(null);
  const [disclosure, setDisclosure] = useState<DisclosureChoice>('hide');
  const [accommodations, setAccommodations] = useState<AccommodationKind[]>([]);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

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
    // The server refuses "Other" without a note too; saying so here spares a round trip.
    if (accommodations.includes('other') && note.trim() === '') {
      setNoteError(APPLICATION_MESSAGES.otherNeedsNote);
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    const sent: SentChoices = {
      discloseDisability: disclosure === 'show',
      accommodations,
      accommodationNote: note.trim(),
    };
    submit.mutate(
      { postId, profile, resume, ...sent },
      {
        onSuccess: () => onSubmitted(sent),
        onError: (error) => {
          const [noteProblem] = serverFieldMessages(error, ['accommodation_note']);
          if (!noteProblem) return;
          setNoteError(noteProblem.message);
          noteRef.current?.focus();
        },
      },
    );
  }

  function handleNoteChange(value: string) {
    setNote(value);
    // The message was about the note as it was; once it changes, the next submit checks again.
    setNoteError(null);
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
      <DisclosureField value={disclosure} onChange={setDisclosure} disabilityType={profile?.user_disability || null} />
      <AccommodationRequestsFields
        value={accommodations}
        onChange={setAccommodations}
        note={note}
        onNoteChange={handleNoteChange}
        noteError={noteError}
        noteRef={noteRef}
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
