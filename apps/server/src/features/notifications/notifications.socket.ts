import type { WebSocket } from '@fastify/websocket';
import { notificationFrameSchema } from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { userChannel } from '../../platform/realtime/bus.js';
import { authenticateSocket, WS_CLOSE, type SocketAuth } from '../../platform/realtime/ws-auth.js';

/** Close reasons of the notifications socket (at most 123 bytes each, as WebSocket allows). */
export const NOTIFICATION_SOCKET_CLOSE = {
  /** The client sent a frame: this socket only delivers, and there is nothing a client may send. */
  noFrames: { code: WS_CLOSE.badFrame, reason: 'This connection only delivers notifications; send nothing on it.' },
  /** The server could not check the ticket or follow the user's channel; the client reconnects later. */
  unavailable: { code: 1011, reason: 'Live notifications are unavailable right now. Try again later.' },
  /**
   * The bus lost its connection, so notifications may have been missed: the client reconnects and, as on
   * every (re)connection, fetches the list again (decision 014, amended 2026-11-25).
   */
  interrupted: { code: 1012, reason: 'Live notifications were interrupted. Reconnect to catch up.' },
} as const;

/**
 * GET /ws/notifications/?ticket=… (WebSocket): a signed-in user's open page receives each notification
 * created for them as `{ type: 'notification', notification }` (notificationFrameSchema), on whichever
 * process it was created (through the bus). The ticket comes from POST /api/ws-ticket/ (decision 014).
 * Refusals close the socket: 4401 for a missing, invalid, expired or reused ticket, 4403 for an Origin of
 * another site. The client sends nothing; a frame from it closes the socket with 4400. When the bus
 * reconnects, every open socket closes with 1012 (`interrupted`), so its page fetches what it missed.
 */
export function registerNotificationSocket(app: FastifyInstance, ctx: AppContext): void {
  const checked = new WeakMap<FastifyRequest, SocketAuth>();
  const following = new Set<WebSocket>();
  // Ends with the bus (closed with the app).
  ctx.bus.onReconnect(() => {
    const { code, reason } = NOTIFICATION_SOCKET_CLOSE.interrupted;
    for (const socket of following) socket.close(code, reason);
  });
  app.get(
    '/ws/notifications/',
    {
      websocket: true,
      // Checked before the handshake completes, so the handler below subscribes in the same tick as the
      // socket opens: with the in-process bus nothing created after the client sees "open" is missed.
      preValidation: async (request) => {
        if (!request.ws) return;
        try {
          checked.set(request, await authenticateSocket(ctx, request));
        } catch (error) {
          // No entry: the handler closes the socket as unavailable instead of answering an HTTP 500.
          ctx.log.error({ err: error }, 'notification socket could not be authenticated');
        }
      },
    },
    (socket, request) => followNotifications(ctx, socket, checked.get(request), following),
  );
}

/** Forwards the user's notification frames to the socket until it closes; it is in `following` meanwhile. */
function followNotifications(
  ctx: AppContext,
  socket: WebSocket,
  auth: SocketAuth | undefined,
  following: Set<WebSocket>,
): void {
  const closeWith = ({ code, reason }: { code: number; reason: string }) => socket.close(code, reason);
  socket.on('message', () => closeWith(NOTIFICATION_SOCKET_CLOSE.noFrames));
  if (!auth) {
    closeWith(NOTIFICATION_SOCKET_CLOSE.unavailable);
    return;
  }
  if (!auth.ok) {
    closeWith(auth);
    return;
  }

  const userId = auth.user.id;
  following.add(socket);
  const subscription = ctx.bus
    .subscribe(userChannel(userId), (payload) => {
      const frame = notificationFrameSchema.safeParse(payload);
      if (!frame.success) {
        ctx.log.warn({ userId }, 'a message on a user channel is not a notification frame; not forwarded');
        return;
      }
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame.data));
    })
    .catch((error: unknown) => {
      ctx.log.error({ err: error, userId }, 'notification socket could not subscribe');
      closeWith(NOTIFICATION_SOCKET_CLOSE.unavailable);
      return undefined;
    });
  socket.on('close', () => {
    following.delete(socket);
    void subscription
      .then((unsubscribe) => unsubscribe?.())
      .catch((error: unknown) => ctx.log.warn({ err: error, userId }, 'notification socket unsubscribe failed'));
  });
}
