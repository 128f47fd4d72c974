import {
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatRoomSummaryListSchema,
  createChatRequestSchema,
  createChatResponseSchema,
  roomIdParamsSchema,
} from '../schemas/chat.js';
import { endpoint } from './endpoint.js';

const tag = 'Chat';

/** The chat rooms, their history and summaries (the live messages go over the chat WebSocket). */
export const chatApi = {
  createChat: endpoint({
    method: 'POST',
    path: '/api/create_chat/',
    access: 'signed in',
    tag,
    summary: 'Open the chat room with another person (a job seeker with an employer)',
    description:
      'One room per pair: 201 when it was created now, 200 with the same room when it already existed. ' +
      '`job_post_id` (optional) names the employer’s job the chat is started from; the room is then about it.',
    bodyKind: 'json',
    body: createChatRequestSchema,
    status: 201,
    otherStatuses: [200],
    response: createChatResponseSchema,
    errors: [400, 403, 404, 429],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/chat/messages/:roomId/',
    access: 'signed in',
    tag,
    summary: 'A page of a chat room’s messages, oldest first (members only)',
    description:
      'Without parameters the newest page. `before` (a message id) pages back; `after` (a message id) ' +
      'answers the messages after it, for a client that reconnects. Rooms of other people answer 404.',
    params: roomIdParamsSchema,
    query: chatHistoryQuerySchema,
    bodyKind: 'none',
    response: chatHistorySchema,
    errors: [400, 404],
  }),
  myChats: endpoint({
    method: 'GET',
    path: '/api/user-chats/',
    access: 'signed in',
    tag,
    summary: 'Your conversations, the most recent first, with the last message of each',
    bodyKind: 'none',
    response: chatRoomSummaryListSchema,
  }),
} as const;
