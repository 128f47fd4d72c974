import { chatApi, type ChatRoomSummary } from '@kakayahan/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of every conversation-list query; starting a chat invalidates by it. */
export const CHAT_ROOMS_QUERY_KEY = ['chat', 'rooms'] as const;

/** The signed-in person's conversations, the most recent first (GET /api/user-chats/). */
export function getUserChats(signal?: AbortSignal): Promise<ChatRoomSummary[]> {
  return callApi(chatApi.myChats, { ...(signal ? { signal } : {}) });
}

/** The conversations of the given user (one cache entry per person, so a new sign-in never sees another's). */
export function useUserChats(userId: number | null) {
  return useQuery({
    queryKey: [...CHAT_ROOMS_QUERY_KEY, userId ?? 0],
    queryFn: ({ signal }) => getUserChats(signal),
    enabled: userId !== null,
  });
}
