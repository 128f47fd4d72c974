import { chatApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { createChat, getChatHistory, listMyChats } from './chat.service.js';

/** Starting conversations: a recruiter writing to many candidates stays far below this. */
export const CHAT_RATE_LIMITS = {
  create: {
    max: 60,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  },
} as const;

/** The chat rooms, history and summaries (the chat WebSocket is registered from chat.socket.ts). */
export function chatRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      chatApi.createChat,
      async ({ actor, body, reply }) => {
        const answer = await createChat(ctx, actor, body.other_user_id, body.job_post_id);
        if (answer.created) return answer;
        // An existing room answers 200 with the same body (the declaration's other status).
        return reply.code(200).send(answer);
      },
      { rateLimit: CHAT_RATE_LIMITS.create },
    ),
    route(chatApi.history, ({ actor, params, query }) => getChatHistory(ctx, actor, params.roomId, query)),
    route(chatApi.myChats, ({ actor }) => listMyChats(ctx, actor)),
  ];
}
