import { assistantApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { answerQuestion } from './assistant.service.js';

/**
 * Per person (or address, for visitors): a person asking one question after another for an hour stays far
 * below it; a script asking thousands a minute is stopped.
 */
export const ASSISTANT_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
} as const;

/** The assistant panel's answers (issue 13). The answer is built by the service in the contract's shape. */
export function assistantRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(assistantApi.answer, ({ actor, query }) => answerQuestion(ctx, actor, query.q), {
      rateLimit: ASSISTANT_RATE_LIMIT,
    }),
  ];
}
