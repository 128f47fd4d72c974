/** The dialogs a participant's row opens. */
export type ParticipantActionKind = 'details' | 'invite' | 'decline' | 'outcome';

/** The dialog open on the participants screen, and whom it is about (by id, so it always shows fresh data). */
export interface ParticipantAction {
  kind: ParticipantActionKind;
  participantId: number;
}

/** Said under Contact Participant when the chat could not be opened. */
export const START_CHAT_WITH_PARTICIPANT_FAILED = 'Failed to start chat with participant. Please try again.';
