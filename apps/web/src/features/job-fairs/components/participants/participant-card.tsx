import type { JobFairParticipant } from '@kakayahan/contracts';
import { useId } from 'react';
import { Accordion, AccordionItem } from '../../../../components/ui/accordion';
import { Button } from '../../../../components/ui/button';
import { StartChatButton } from '../../../chat';
import { START_CHAT_WITH_PARTICIPANT_FAILED, type ParticipantActionKind } from './participant-actions';
import { ParticipantAvatar } from './participant-avatar';
import { AccommodationRequest } from './participant-facts';
import { ParticipantContactFacts, ParticipantStandingFacts } from './participant-fact-groups';
import { canDecide, participantName } from './participant-format';

/**
 * One participant: picture or initials, name, role, location, registration date, place, invitation,
 * check-in, the accommodations they asked for (highlighted), expandable contact details and the actions.
 * Every button names the person in hidden text, since the list has many of them.
 */
export function ParticipantCard({
  participant,
  hasStarted,
  onAction,
}: {
  participant: JobFairParticipant;
  /** Outcomes can be recorded once the fair has started. */
  hasStarted: boolean;
  onAction: (kind: ParticipantActionKind, participant: JobFairParticipant) => void;
}) {
  const headingId = useId();
  const name = participantName(participant);
  const forName = <span className="sr-only">: {name}</span>;
  const canRecordOutcome = hasStarted && participant.status !== 'cancelled';
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border-2 border-slate-300 p-4">
      <div className="flex items-center gap-3">
        <ParticipantAvatar name={name} picture={participant.user_details.profile_picture} />
        <h3 id={headingId} className="min-w-0 text-xl font-bold break-words text-slate-900">
          {name}
        </h3>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <ParticipantStandingFacts participant={participant} hasStarted={hasStarted} />
      </dl>
      <AccommodationRequest participant={participant} />
      <div className="flex flex-wrap items-start gap-2">
        <Button variant="secondary" onPress={() => onAction('details', participant)}>
          View details{forName}
        </Button>
        <StartChatButton otherUserId={participant.user} failureMessage={START_CHAT_WITH_PARTICIPANT_FAILED}>
          Contact Participant{forName}
        </StartChatButton>
        {canDecide(participant, 'Invited') ? (
          <Button onPress={() => onAction('invite', participant)}>Invite to interview{forName}</Button>
        ) : null}
        {canDecide(participant, 'Declined') ? (
          <Button variant="secondary" onPress={() => onAction('decline', participant)}>
            Decline{forName}
          </Button>
        ) : null}
        {canRecordOutcome ? (
          <Button variant="secondary" onPress={() => onAction('outcome', participant)}>
            Record outcome{forName}
          </Button>
        ) : null}
      </div>
      <Accordion>
        <AccordionItem id={`participant-${participant.id}`} title={`More about ${name}`} headingLevel={4}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <ParticipantContactFacts participant={participant} />
          </dl>
        </AccordionItem>
      </Accordion>
    </article>
  );
}
