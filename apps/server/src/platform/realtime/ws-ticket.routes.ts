import { errorResponses, wsTicketResponseSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../auth/access.js';
import { issueWsTicket } from './ws-tickets.js';

/** POST /api/ws-ticket/: a 30-second ticket to open one WebSocket (decision 014). */
export function registerWsTicketRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ws-ticket/',
    {
      preValidation: requireSignedIn,
      // Each (re)connection takes one; a flaky phone reconnecting often stays far below this.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Realtime'],
        security: [{ token: [] }],
        summary: 'A short-lived ticket for opening a WebSocket (chat, live notifications)',
        response: { 200: wsTicketResponseSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => {
      const { ticket, expiresIn } = issueWsTicket(ctx.signingKey, requireUser(request).id, ctx.now());
      return Promise.resolve({ ticket, expires_in: expiresIn });
    },
  );
}
