import {
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatRoomSummaryListSchema,
  createChatRequestSchema,
  createChatResponseSchema,
  errorResponses,
  roomIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { createChat, getChatHistory, listMyChats } from './chat.service.js';
import { registerChatSocket } from './chat.socket.js';

/** Starting conversations: a recruiter writing to many candidates stays far below this. */
export const CHAT_RATE_LIMITS = {
  create: {
    max: 60,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  },
} as const;

const tags = ['Chat'];
const security = [{ token: [] }];

/** The chat rooms, history, summaries and the chat WebSocket. */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/create_chat/',
    {
      preValidation: requireSignedIn,
      config: { rateLimit: CHAT_RATE_LIMITS.create },
      schema: {
        tags,
        security,
        summary: 'Open the chat room with another person (a job seeker with an employer)',
        description: 'One room per pair: 201 when it was created now, 200 with the same room when it already existed.',
        body: createChatRequestSchema,
        response: {
          200: createChatResponseSchema,
          201: createChatResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await createChat(ctx, requireUser(request), request.body.other_user_id);
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  );

  r.get(
    '/api/chat/messages/:roomId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'A page of a chat room’s messages, oldest first (members only)',
        description:
          'Without parameters the newest page. `before` (a message id) pages back; `after` (a message id) ' +
          'answers the messages after it, for a client that reconnects. Rooms of other people answer 404.',
        params: roomIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getChatHistory(ctx, requireUser(request), request.params.roomId, request.query),
  );

  r.get(
    '/api/user-chats/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Your conversations, the most recent first, with the last message of each',
        response: { 200: chatRoomSummaryListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listMyChats(ctx, requireUser(request)),
  );

  registerChatSocket(app, ctx);
}
