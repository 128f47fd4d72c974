import { JOB_FAIR_LIMITS, jobFairDecisionRequestSchema, type JobFairParticipant } from '@kakayahan/contracts';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { ActionDialog, ActionError } from '../../../../components/ui/action-dialog';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useDeclineParticipant } from '../../api/decline-participant';
import { useInviteParticipant } from '../../api/invite-participant';
import { participantName } from './participant-format';

export const INVITE_FAILED = 'Failed to invite the participant. Please try again.';
export const DECLINE_PARTICIPANT_FAILED = 'Failed to decline the participant. Please try again.';

interface DecisionDialogProps {
  participant: JobFairParticipant;
  fairTitle: string;
  onClose: () => void;
  /** Called with the server's message once the decision is saved. */
  onDone: (message: string) => void;
}

/**
 * Invite to interview (the spec's approve dialog, which the original never showed): an optional note
 * (time, table, what to bring) goes to the participant with the notification.
 */
export function InviteParticipantDialog({ participant, fairTitle, onClose, onDone }: DecisionDialogProps) {
  const invite = useInviteParticipant();
  const name = participantName(participant);
  return (
    <DecisionForm
      title="Invite to interview"
      confirmLabel="Send invitation"
      noteDescription="For example the time and table of the interview, or what to bring."
      isBusy={invite.isPending}
      failure={invite.isError ? { message: INVITE_FAILED, error: invite.error } : null}
      onSubmit={(note) =>
        invite.mutate({ registrationId: participant.id, note }, { onSuccess: (answer) => onDone(answer.message) })
      }
      onClose={onClose}
    >
      Invite <strong>{name}</strong> to an interview at <strong>{fairTitle}</strong>? They will be notified.
    </DecisionForm>
  );
}

/** Decline (the spec's decline dialog, made real): an optional note goes to the participant. */
export function DeclineParticipantDialog({ participant, fairTitle, onClose, onDone }: DecisionDialogProps) {
  const decline = useDeclineParticipant();
  const name = participantName(participant);
  return (
    <DecisionForm
      title="Decline participant"
      confirmLabel="Decline participant"
      isDestructive
      noteDescription="Optional. A kind word helps, for example another job that may suit them."
      isBusy={decline.isPending}
      failure={decline.isError ? { message: DECLINE_PARTICIPANT_FAILED, error: decline.error } : null}
      onSubmit={(note) =>
        decline.mutate({ registrationId: participant.id, note }, { onSuccess: (answer) => onDone(answer.message) })
      }
      onClose={onClose}
    >
      Decline <strong>{name}</strong> for <strong>{fairTitle}</strong>? They will be notified.
    </DecisionForm>
  );
}

/** The question, the optional note to the participant (checked with the contract's schema), Cancel and the action. */
function DecisionForm({
  title,
  confirmLabel,
  isDestructive = false,
  noteDescription,
  isBusy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  isDestructive?: boolean;
  noteDescription: string;
  isBusy: boolean;
  failure: { message: string; error: unknown } | null;
  onSubmit: (note: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);

  function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = jobFairDecisionRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    onSubmit(parsed.data.note);
  }

  return (
    <ActionDialog title={title} role={isDestructive ? 'alertdialog' : 'dialog'} isBusy={isBusy} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <p>{children}</p>
        <TextAreaField
          label="Note to the participant (optional)"
          name="note"
          description={`${noteDescription} At most ${JOB_FAIR_LIMITS.decisionNote} characters.`}
          value={note}
          onChange={setNote}
          rows={4}
          errorMessage={noteError}
        />
        {failure ? <ActionError message={failure.message} error={failure.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant={isDestructive ? 'danger' : 'primary'} isPending={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
