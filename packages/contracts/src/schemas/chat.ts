import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE_MAX, CHAT_MESSAGE_MAX, USER_TYPES } from '../constants.js';
import { idSchema, text } from './common.js';

export const CHAT_MESSAGES = {
  selfChat: 'You cannot start a chat with yourself.',
  userNotFound: 'That person was not found.',
  notAllowed: 'You can chat only with employers and job seekers, and an admin only as an admin.',
  roomNotFound: 'Chat not found.',
  jobNotOfPair: 'That job was not found among this employer’s jobs.',
  blank: 'Type a message before sending.',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX} characters.`,
  tooFast: 'You are sending messages too quickly. Wait a moment and send again.',
  ticketInvalid: 'Your live connection ticket is not valid or has expired. Reconnect to get a new one.',
  originRefused: 'Connections are accepted only from this site.',
  badFrame: 'Send each message as JSON text: {"message": "your message"}.',
  unavailable: 'The chat is not available right now. Reconnect in a moment.',
} as const;

const timestamp = z.string().meta({ format: 'date-time' });

/**
 * POST /api/create_chat/: one room per pair of people; asking again answers the same room. `job_post_id`
 * (ours, optional) is the employer's job the chat is started from: the room is then about that job.
 */
export const createChatRequestSchema = z
  .object({ other_user_id: idSchema, job_post_id: idSchema.optional() })
  .meta({ id: 'CreateChatRequest' });
export const createChatResponseSchema = z
  .object({ room_id: z.number().int(), created: z.boolean() })
  .meta({ id: 'CreateChatResponse' });

export const roomIdParamsSchema = z.object({ roomId: idSchema });

/**
 * What a conversation is about (ours): the employer's company, and the job it was last started from, else
 * the job seeker's latest application to that employer. Null where unknown (no company profile yet, a chat
 * started without a job, a deleted job).
 */
const chatContextFields = {
  company_name: z.string().nullable(),
  job: z.object({ post_id: z.number().int(), job_title: z.string() }).nullable(),
};
export type ChatJob = NonNullable<z.infer<typeof chatContextFields.job>>;

/** One stored message. `sender` is the sender's username (the contract); `sender_id` tells own messages apart. */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    room_id: z.number().int(),
    sender: z.string(),
    sender_id: z.number().int(),
    content: z.string(),
    timestamp,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/chat/messages/{roomId}/: without parameters the newest page, oldest first within it.
 * `before` (a message id) pages back; `after` (a message id) answers what came after it, for a client
 * that reconnects.
 */
export const chatHistoryQuerySchema = z.object({
  before: idSchema.optional(),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE_MAX).optional(),
});

export const chatHistorySchema = z
  .object({
    messages: z.array(chatMessageSchema),
    other_user: z.object({
      id: z.number().int(),
      username: z.string(),
      user_type: z.enum(USER_TYPES),
      profile_picture: z.string().nullable(),
    }),
    /** True when older messages exist before the first one here. */
    has_more: z.boolean(),
    ...chatContextFields,
  })
  .meta({ id: 'ChatHistory' });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** GET /api/user-chats/: one summary per room, the most recent conversation first. */
export const chatRoomSummarySchema = z
  .object({
    room_id: z.number().int(),
    other_user: z.string(),
    other_user_id: z.number().int(),
    other_user_profile_picture: z.string().nullable(),
    other_user_type: z.enum(USER_TYPES),
    last_message: z.string().nullable(),
    last_timestamp: timestamp.nullable(),
    ...chatContextFields,
  })
  .meta({ id: 'ChatRoomSummary' });
export type ChatRoomSummary = z.infer<typeof chatRoomSummarySchema>;
export const chatRoomSummaryListSchema = z.array(chatRoomSummarySchema);

/** POST /api/ws-ticket/: a single-purpose, short-lived ticket to open a WebSocket (never the session token). */
export const wsTicketResponseSchema = z
  .object({ ticket: z.string(), expires_in: z.number().int() })
  .meta({ id: 'WsTicketResponse' });
export type WsTicketResponse = z.infer<typeof wsTicketResponseSchema>;

// ---- WebSocket frames (JSON text frames) -----------------------------------------------------------

/** Client → server on /ws/chat/{roomId}/: `sender` may be sent (the original client does) and is ignored. */
export const chatClientFrameSchema = z.object({
  message: text('Message'),
  sender: z.unknown().optional(),
});

/** Server → client on /ws/chat/{roomId}/: the contract's sender and message, plus the stored message. */
export const chatServerMessageFrameSchema = z.object({
  type: z.literal('message'),
  sender: z.string(),
  message: z.string(),
  id: z.number().int(),
  room_id: z.number().int(),
  sender_id: z.number().int(),
  timestamp,
});
export type ChatServerMessageFrame = z.infer<typeof chatServerMessageFrameSchema>;

export const chatServerErrorFrameSchema = z.object({ type: z.literal('error'), error: z.string() });
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  chatServerMessageFrameSchema,
  chatServerErrorFrameSchema,
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
