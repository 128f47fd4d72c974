import { realtimeApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { issueWsTicket } from '../../platform/realtime/ws-tickets.js';

/** Each (re)connection takes one ticket; a flaky phone reconnecting often stays far below this. */
export const WS_TICKET_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** POST /api/ws-ticket/: a 30-second ticket to open one WebSocket (decision 014). */
export function wsTicketRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      realtimeApi.wsTicket,
      ({ actor }) => {
        const { ticket, expiresIn } = issueWsTicket(ctx.signingKey, actor.id, ctx.now());
        return { ticket, expires_in: expiresIn };
      },
      { rateLimit: WS_TICKET_RATE_LIMIT },
    ),
  ];
}
