import {
  CHAT_MESSAGES,
  chatClientFrameSchema,
  chatHistoryQuerySchema,
  roomIdParamsSchema,
  type ChatServerFrame,
  type ChatServerMessageFrame,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { chatRoomChannel } from '../../platform/realtime/bus.js';
import { authenticateSocket, WS_CLOSE } from '../../platform/realtime/ws-auth.js';
import { ChatRoomHub, type RoomMember } from './chat-room-hub.js';
import { presentErrorFrame, presentMessageFrame, presentStoredMessage } from './chat.presenter.js';
import { findMemberRoom, listMessagesAfter, storeChatMessage } from './chat.service.js';

/** Messages one socket may send at once, and how many it regains per second (a token bucket). */
export const CHAT_SOCKET_BURST = 5;
export const CHAT_SOCKET_REFILL_PER_SECOND = 1;
/** Refused messages within a minute after which the socket is closed (a script, not a person). */
export const CHAT_SOCKET_ABUSE_LIMIT = 30;
/** A socket that reads nothing while this much waits to be sent is dropped (it reconnects with `after`). */
const SEND_BUFFER_LIMIT_BYTES = 1024 * 1024;

export const CHAT_SOCKET_MESSAGES = {
  badFrame: 'Send each message as JSON text: {"message": "your message"}.',
  unavailable: 'The chat is not available right now. Reconnect in a moment.',
} as const;

/** What a connection uses of its socket. */
type ChatSocket = Pick<WebSocket, 'on' | 'send' | 'close' | 'readyState' | 'OPEN' | 'bufferedAmount'>;

/** WebSocket close codes of the standard: the server failed, or is going away. */
const CLOSE_INTERNAL_ERROR = 1011;
const CLOSE_TRY_AGAIN_LATER = 1013;

/** A token bucket: `take` answers whether one more message may go now. */
class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One chat socket: authentication, membership, catch-up, then one stored-and-published message per frame. */
class ChatConnection implements RoomMember {
  private session: { user: AuthUser; roomId: number } | null = null;
  private closed = false;
  private joined = false;
  /** Frames are handled one after the other (in the order they came), after the opening checks. */
  private work: Promise<void> = Promise.resolve();
  /** While the catch-up is read, live messages wait here (then those already sent are skipped). */
  private pending: ChatServerMessageFrame[] | null = null;
  private readonly bucket: TokenBucket;
  private refusals: number[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: ChatRoomHub,
    private readonly socket: ChatSocket,
  ) {
    this.bucket = new TokenBucket(CHAT_SOCKET_BURST, CHAT_SOCKET_REFILL_PER_SECOND, ctx.now().getTime());
    socket.on('message', (data, isBinary) => this.handleFrame(data, isBinary));
    socket.on('close', () => this.handleClose());
    socket.on('error', (error) => ctx.log.debug({ err: error }, 'chat socket error'));
  }

  start(request: FastifyRequest): void {
    this.enqueue(() => this.open(request));
  }

  deliver(frame: ChatServerMessageFrame): void {
    if (this.pending) this.pending.push(frame);
    else this.send(frame);
  }

  private async open(request: FastifyRequest): Promise<void> {
    const auth = await authenticateSocket(this.ctx, request);
    if (!auth.ok) return this.close(auth.code, auth.reason);
    const params = roomIdParamsSchema.safeParse(request.params);
    const room = params.success ? await findMemberRoom(this.ctx, auth.user, params.data.roomId) : undefined;
    if (!room) return this.close(WS_CLOSE.forbidden, CHAT_MESSAGES.roomNotFound);
    if (this.closed) return;

    const after = chatHistoryQuerySchema.shape.after.safeParse((request.query as Record<string, unknown>).after);
    const afterId = after.success ? after.data : undefined;
    this.session = { user: auth.user, roomId: room.id };
    if (afterId !== undefined) this.pending = [];
    // Subscribed before the catch-up is read, so nothing stored in between is missed.
    const subscribed = this.hub.join(room.id, this);
    this.joined = true;
    await subscribed;
    if (afterId !== undefined) await this.catchUp(room.id, afterId);
  }

  /** Sends what was stored after `afterId`, then the live messages that came meanwhile, each once. */
  private async catchUp(roomId: number, afterId: number): Promise<void> {
    const missed = await listMessagesAfter(this.ctx, roomId, afterId);
    const sent = new Set<number>();
    for (const message of missed) {
      this.send(presentMessageFrame(message));
      sent.add(message.id);
    }
    const live = this.pending ?? [];
    this.pending = null;
    for (const frame of live) if (!sent.has(frame.id)) this.send(frame);
  }

  private handleFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    const now = this.ctx.now().getTime();
    if (!this.bucket.take(now)) {
      this.refusals = this.refusals.filter((at) => now - at < 60_000);
      this.refusals.push(now);
      if (this.refusals.length >= CHAT_SOCKET_ABUSE_LIMIT) return this.close(WS_CLOSE.tooFast, CHAT_MESSAGES.tooFast);
      return this.send(presentErrorFrame(CHAT_MESSAGES.tooFast));
    }
    const text = isBinary ? null : rawText(data);
    this.enqueue(() => this.handleMessage(text));
  }

  private async handleMessage(text: string | null): Promise<void> {
    const session = this.session;
    if (this.closed || !session) return;
    const frame = text === null ? undefined : parseClientFrame(text);
    if (!frame) return this.send(presentErrorFrame(CHAT_SOCKET_MESSAGES.badFrame));
    // The sender is always the authenticated user; a `sender` in the frame is ignored.
    const result = await storeChatMessage(this.ctx, session.user, session.roomId, frame.message);
    if (!result.ok) {
      if (result.roomGone) return this.close(WS_CLOSE.forbidden, result.error);
      return this.send(presentErrorFrame(result.error));
    }
    const message = presentMessageFrame(presentStoredMessage(result.row, session.user.username));
    try {
      await this.ctx.bus.publish(chatRoomChannel(session.roomId), message);
    } catch (error) {
      // Stored but not fanned out: the sender still sees it; the other member gets it from history.
      this.ctx.log.error({ err: error, roomId: session.roomId }, 'chat message not published');
      this.send(message);
    }
  }

  private enqueue(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'chat socket failed');
      this.close(CLOSE_INTERNAL_ERROR, CHAT_SOCKET_MESSAGES.unavailable);
    });
  }

  private send(frame: ChatServerFrame): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > SEND_BUFFER_LIMIT_BYTES) {
      return this.close(CLOSE_TRY_AGAIN_LATER, CHAT_SOCKET_MESSAGES.unavailable);
    }
    this.socket.send(JSON.stringify(frame));
  }

  private close(code: number, reason: string): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.handleClose();
  }

  private handleClose(): void {
    this.closed = true;
    this.pending = null;
    if (this.joined && this.session) {
      this.joined = false;
      this.hub.leave(this.session.roomId, this);
    }
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function parseClientFrame(text: string): { message: string } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  return parsed.success ? { message: parsed.data.message } : undefined;
}

/**
 * WebSocket /ws/chat/{roomId}/?ticket=…[&after=…]: a ticket from POST /api/ws-ticket/ (never the session
 * token), an allowed Origin, and membership of the room; otherwise the socket closes with a WS_CLOSE code.
 * Each text frame {"message": "…"} is stored, then published on the room's bus channel, which delivers it
 * to every member's socket on every process.
 */
export function registerChatSocket(app: FastifyInstance, ctx: AppContext): void {
  const hub = new ChatRoomHub(ctx.bus, ctx.log);
  app.get('/ws/chat/:roomId/', { websocket: true }, (socket, request) => {
    new ChatConnection(ctx, hub, socket).start(request);
  });
}
