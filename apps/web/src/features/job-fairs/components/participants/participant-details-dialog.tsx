import type { JobFairParticipant } from '@kakayahan/contracts';
import { ActionDialog } from '../../../../components/ui/action-dialog';
import { Button } from '../../../../components/ui/button';
import { UserText } from '../../../../components/ui/user-text';
import { StartChatButton } from '../../../chat';
import { START_CHAT_WITH_PARTICIPANT_FAILED } from './participant-actions';
import {
  AccommodationRequest,
  CheckInState,
  DecisionBadge,
  EmailLink,
  Fact,
  orNotProvided,
  PhoneLink,
  RegisteredOn,
  StatusBadge,
} from './participant-facts';
import {
  accommodationProvidedInWords,
  hasAccommodationRequest,
  OUTCOME_LABELS,
  participantLocation,
  participantName,
  participantPhone,
  participantRole,
} from './participant-format';

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
          <Fact term="E-mail">
            <EmailLink email={participant.user_details.email} />
          </Fact>
          <Fact term="Contact number">
            <PhoneLink phone={participantPhone(participant)} />
          </Fact>
          <Fact term="Role">{orNotProvided(participantRole(participant))}</Fact>
          <Fact term="Location">{orNotProvided(participantLocation(participant))}</Fact>
          <Fact term="Registered on">
            <RegisteredOn participant={participant} />
          </Fact>
          <Fact term="Status">
            <StatusBadge participant={participant} />
          </Fact>
          <Fact term="Invitation">
            <DecisionBadge decision={participant.application_status} />
          </Fact>
          {participant.decision_note.trim() ? (
            <Fact term="Your note to them">
              <UserText as="span" text={participant.decision_note} />
            </Fact>
          ) : null}
          <Fact term="Check-in">
            <CheckInState checkedInAt={participant.checked_in_at} />
          </Fact>
          {hasStarted ? <Fact term="Outcome">{OUTCOME_LABELS[participant.outcome]}</Fact> : null}
          {hasAccommodationRequest(participant) ? (
            <Fact term="Accommodations provided">
              {accommodationProvidedInWords(participant.accommodation_provided)}
            </Fact>
          ) : null}
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
