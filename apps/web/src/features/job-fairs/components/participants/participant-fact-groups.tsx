import type { JobFairParticipant } from '@kakayahan/contracts';
import { UserText } from '../../../../components/ui/user-text';
import {
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
  participantPhone,
  participantRole,
} from './participant-format';

/** Who the participant is and where they stand at the fair (the facts a card shows at a glance). */
export function ParticipantStandingFacts({
  participant,
  hasStarted,
}: {
  participant: JobFairParticipant;
  hasStarted: boolean;
}) {
  return (
    <>
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
      <Fact term="Check-in">
        <CheckInState checkedInAt={participant.checked_in_at} />
      </Fact>
      {hasStarted ? <Fact term="Outcome">{OUTCOME_LABELS[participant.outcome]}</Fact> : null}
    </>
  );
}

/** How to reach the participant, the employer's note to them and whether their accommodations were provided. */
export function ParticipantContactFacts({ participant }: { participant: JobFairParticipant }) {
  return (
    <>
      <Fact term="E-mail">
        <EmailLink email={participant.user_details.email} />
      </Fact>
      <Fact term="Contact number">
        <PhoneLink phone={participantPhone(participant)} />
      </Fact>
      {participant.decision_note.trim() ? (
        <Fact term="Your note to them">
          <UserText as="span" text={participant.decision_note} />
        </Fact>
      ) : null}
      {hasAccommodationRequest(participant) ? (
        <Fact term="Accommodations provided">{accommodationProvidedInWords(participant.accommodation_provided)}</Fact>
      ) : null}
    </>
  );
}
