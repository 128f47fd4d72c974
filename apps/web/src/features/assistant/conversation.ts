import { ASSISTANT_MESSAGES, type AssistantAnswer } from '@kakayahan/contracts';
import { ApiError } from '../../lib/api-client';
import { getAssistantAnswer } from './api/get-assistant-answer';

/** One question and what came back: the assistant's answer, or the message of a failed call. */
export type Exchange = { id: number; question: string } & (
  { kind: 'answer'; answer: AssistantAnswer } | { kind: 'error'; message: string }
);

export interface ConversationState {
  readonly exchanges: readonly Exchange[];
  /** A question is on its way: the dialog shows "Asking…" and takes no second one. */
  readonly isAsking: boolean;
}

/** The questions asked and their answers, kept while the page lives (closing the dialog keeps them). */
export interface Conversation {
  getState: () => ConversationState;
  subscribe: (onChange: () => void) => () => void;
  /**
   * Asks a question and adds the exchange when the answer (or the failure) arrives. Resolves true when
   * answered, false when it failed (the caller keeps the typed question) or another question is on its way.
   */
  ask: (question: string) => Promise<boolean>;
}

/** The server's own words (a 429's wait, a 400's reason); our own for a network failure or anything else. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.isServerMessage && error.message
    ? error.message
    : ASSISTANT_MESSAGES.failed;
}

/** A conversation with its own state; `fetchAnswer` is the call to the server. */
export function createConversation(
  fetchAnswer: (question: string) => Promise<AssistantAnswer> = getAssistantAnswer,
): Conversation {
  let state: ConversationState = { exchanges: [], isAsking: false };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const update = (next: ConversationState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    ask: async (question) => {
      if (state.isAsking) return false;
      update({ ...state, isAsking: true });
      const id = nextId++;
      try {
        const answer = await fetchAnswer(question);
        update({ exchanges: [...state.exchanges, { id, question, kind: 'answer', answer }], isAsking: false });
        return true;
      } catch (error) {
        const message = failureMessage(error);
        update({ exchanges: [...state.exchanges, { id, question, kind: 'error', message }], isAsking: false });
        return false;
      }
    },
  };
}

/** The page's one conversation: the dialog's code, and so this, stays loaded once opened. */
export const pageConversation = createConversation();
