import { assistantApi, type AssistantAnswer } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * Asks the assistant one question (GET /api/assistant/answer/?q=). A signed-in person's token goes along,
 * so the answer can add a line about their own account. The conversation calls this directly rather than
 * through a mutation hook: an answer that arrives after the dialog closed must still join the conversation.
 */
export function getAssistantAnswer(question: string): Promise<AssistantAnswer> {
  return callApi(assistantApi.answer, { query: { q: question } });
}
