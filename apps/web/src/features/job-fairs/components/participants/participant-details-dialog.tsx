import type { JobFairParticipant } from '@kakayahan/contracts';
import { ActionDialog } from '../../../../components/ui/action-dialog';
import { Button } from '../../../../components/ui/button';
import { StartChatButton } from '../../../chat';
import { START_CHAT_WITH_PARTICIPANT_FAILED } from './participant-actions';
import { ParticipantContactFacts, ParticipantStandingFacts } from './participant-fact-groups';
import { AccommodationRequest, Fact } from './participant-facts';
import { participantName } from './participant-format';

/** Everything the fair's employer knows about one participant, with a way to contact them by chat. */
export function ParticipantDetailsDialog({
  participant,
  hasStarted,
  onClose,
}: {
  participant: JobFairParticipant;
  hasStarted: boolean;
  onClose: () => void;
}) {
  const name = participantName(participant);
  return (
    <ActionDialog title={`Participant: ${name}`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <Fact term="Name">{name}</Fact>
          <ParticipantContactFacts participant={participant} />
          <ParticipantStandingFacts participant={participant} hasStarted={hasStarted} />
        </dl>
        <AccommodationRequest participant={participant} />
        <StartChatButton otherUserId={participant.user} failureMessage={START_CHAT_WITH_PARTICIPANT_FAILED}>
          Contact Participant<span className="sr-only">: {name}</span>
        </StartChatButton>
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}
