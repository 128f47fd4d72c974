import { chatApi, type createChatResponseSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { CHAT_ROOMS_QUERY_KEY } from './get-user-chats';

type CreateChatResponse = z.infer<typeof createChatResponseSchema>;

/** Who to chat with, and the employer's job the chat is about, when it is started from one. */
export interface CreateChatInput {
  otherUserId: number;
  jobPostId?: number | undefined;
}

/**
 * Opens the chat with another person (POST /api/create_chat/); asking again answers the same room. With
 * a job, the room is about that job from now on.
 */
export function createChat({ otherUserId, jobPostId }: CreateChatInput): Promise<CreateChatResponse> {
  return callApi(chatApi.createChat, {
    body: { other_user_id: otherUserId, ...(jobPostId === undefined ? {} : { job_post_id: jobPostId }) },
  });
}

/** Starts (or finds) a chat; a new room shows up in My Conversations. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_QUERY_KEY }),
  });
}
