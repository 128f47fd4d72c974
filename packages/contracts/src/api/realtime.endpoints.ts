import { wsTicketResponseSchema } from '../schemas/chat.js';
import { endpoint } from './endpoint.js';

/** The tickets that open the WebSockets (chat, live notifications; decision 014). */
export const realtimeApi = {
  wsTicket: endpoint({
    method: 'POST',
    path: '/api/ws-ticket/',
    access: 'signed in',
    tag: 'Realtime',
    summary: 'A short-lived ticket for opening a WebSocket (chat, live notifications)',
    bodyKind: 'none',
    response: wsTicketResponseSchema,
    errors: [429],
  }),
} as const;

/**
 * The WebSocket paths (decision 014). They open with a `ticket` query from `realtimeApi.wsTicket`; their
 * authentication is tested by the socket tests, not by the HTTP access matrix.
 */
export const SOCKET_PATHS = {
  /** A chat room's live messages: `/ws/chat/{roomId}/?ticket=…[&after=…]`. */
  chat: '/ws/chat/:roomId/',
  /** The signed-in person's live notifications. */
  notifications: '/ws/notifications/',
} as const;
