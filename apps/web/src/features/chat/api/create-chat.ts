import { chatApi, type createChatResponseSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { CHAT_ROOMS_QUERY_KEY } from './get-user-chats';

type CreateChatResponse = z.infer<typeof createChatResponseSchema>;

/** Opens the chat with another person (POST /api/create_chat/); asking again answers the same room. */
export function createChat(otherUserId: number): Promise<CreateChatResponse> {
  return callApi(chatApi.createChat, { body: { other_user_id: otherUserId } });
}

/** Starts (or finds) a chat; a new room shows up in My Conversations. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_QUERY_KEY }),
  });
}
