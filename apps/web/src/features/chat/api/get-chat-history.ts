import { chatApi, type ChatHistory } from '@kakayahan/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Which part of the history to read: the newest page (neither), older than `before`, or newer than `after`. */
export interface ChatHistoryRange {
  before?: number;
  after?: number;
}

/** Messages of one room, oldest first (GET /api/chat/messages/{roomId}/, optionally ?before= or ?after=). */
export function getChatHistory(
  roomId: number,
  range: ChatHistoryRange = {},
  signal?: AbortSignal,
): Promise<ChatHistory> {
  // Undefined bounds are left out of the address.
  return callApi(chatApi.history, {
    params: { roomId },
    query: { before: range.before, after: range.after },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The newest page of a room, read once per visit: later messages arrive on the live socket and older
 * ones through "Load older messages", so this query is never refetched in the background (that would
 * only repeat what is on screen) and is dropped when the room is left (a new visit reads afresh).
 */
export function useChatHistory(roomId: number) {
  return useQuery({
    queryKey: ['chat', 'history', roomId],
    queryFn: ({ signal }) => getChatHistory(roomId, {}, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
