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
import { RoomCursor } from './chat-room-cursor.js';
import { ChatRoomHub, type RoomBusMessage, type RoomMember } from './chat-room-hub.js';
import { presentErrorFrame, presentMessageFrame, presentStoredMessage } from './chat.presenter.js';
import { findMemberRoom, lastMessageId, listMessagesAfter, storeChatMessage } from './chat.service.js';

/** Messages one socket may send at once, and how many it regains per second (a token bucket). */
export const CHAT_SOCKET_BURST = 5;
export const CHAT_SOCKET_REFILL_PER_SECOND = 1;
/** Refused messages within a minute after which the socket is closed (a script, not a person). */
export const CHAT_SOCKET_ABUSE_LIMIT = 30;
/** A socket that reads nothing while this much waits to be sent is dropped (it reconnects with `after`). */
const SEND_BUFFER_LIMIT_BYTES = 1024 * 1024;

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

/**
 * One chat socket: authentication, membership, catch-up, then one stored-and-published message per frame.
 * Each stored message of the room reaches it once, in id order (RoomCursor): live, or read from the
 * database when the bus may have lost it (`catchUp`).
 */
class ChatConnection implements RoomMember {
  private session: { user: AuthUser; roomId: number } | null = null;
  private closed = false;
  private joined = false;
  /** Frames are handled one after the other (in the order they came), after the opening checks. */
  private work: Promise<void> = Promise.resolve();
  /** Live messages that came before the opening read was done (then handed to the cursor). */
  private early: { frame: ChatServerMessageFrame; previousId: number | undefined }[] | null = [];
  /** Where the socket is in its room, once the opening read is done. */
  private cursor: RoomCursor | null = null;
  private isCatchingUp = false;
  private isCatchUpWanted = false;
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

  deliver(frame: ChatServerMessageFrame, previousId: number | undefined): void {
    if (!this.cursor) {
      this.early?.push({ frame, previousId });
      return;
    }
    this.sendAll(this.cursor.takeLive(frame, previousId));
    // An earlier message has not come (late, or lost on the way): read it from the database.
    if (this.cursor.hasGap) this.catchUp();
  }

  /** The bus may have lost messages of the room: reads what came after what this socket has had. */
  catchUp(): void {
    if (this.closed) return;
    this.isCatchUpWanted = true;
    if (this.cursor && !this.isCatchingUp) void this.runCatchUps(this.cursor);
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
    // Subscribed before the database is read, so nothing stored in between is missed.
    const subscribed = this.hub.join(room.id, this);
    this.joined = true;
    await subscribed;
    const cursor = await this.openCursor(room.id, afterId);
    if (this.closed) return;
    this.cursor = cursor;
    const early = this.early ?? [];
    this.early = null;
    for (const { frame, previousId } of early) this.deliver(frame, previousId);
    if (this.isCatchUpWanted && !this.isCatchingUp) void this.runCatchUps(cursor);
  }

  /**
   * With `after`, sends what was stored after it (one page; beyond that the client reads the history).
   * Without, the socket starts at the room's newest message: what came before is history.
   */
  private async openCursor(roomId: number, afterId: number | undefined): Promise<RoomCursor> {
    if (afterId === undefined) return new RoomCursor(await lastMessageId(this.ctx, roomId));
    const cursor = new RoomCursor(afterId);
    const page = await this.sendStoredPage(cursor, roomId);
    if (page.isCut) this.sendAll(cursor.skipTo(await lastMessageId(this.ctx, roomId)));
    return cursor;
  }

  /** Catch-ups one after the other; one asked for while another reads runs after it. */
  private async runCatchUps(cursor: RoomCursor): Promise<void> {
    const roomId = this.session?.roomId;
    if (roomId === undefined) return;
    this.isCatchingUp = true;
    try {
      while (this.isCatchUpWanted && !this.closed) {
        this.isCatchUpWanted = false;
        let page: { isCut: boolean };
        do {
          page = await this.sendStoredPage(cursor, roomId);
        } while (page.isCut && !this.closed);
      }
    } catch (error) {
      // The client reconnects with `after` and gets what it missed then.
      this.ctx.log.error({ err: error, roomId }, 'chat catch-up failed');
      this.close(CLOSE_INTERNAL_ERROR, CHAT_MESSAGES.unavailable);
    } finally {
      this.isCatchingUp = false;
    }
  }

  /** Reads one page of the room after what the cursor has had, and sends what it lets through. */
  private async sendStoredPage(cursor: RoomCursor, roomId: number): Promise<{ isCut: boolean }> {
    const page = await listMessagesAfter(this.ctx, roomId, cursor.sentThrough);
    this.sendAll(cursor.takeRead(page.messages.map(presentMessageFrame)));
    return page;
  }

  private sendAll(frames: readonly ChatServerFrame[]): void {
    for (const frame of frames) this.send(frame);
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
    const frame = text === null ? { error: CHAT_MESSAGES.badFrame } : parseClientFrame(text);
    if ('error' in frame) return this.send(presentErrorFrame(frame.error));
    // The sender is always the authenticated user; a `sender` in the frame is ignored.
    const result = await storeChatMessage(this.ctx, session.user, session.roomId, frame.message);
    if (!result.ok) {
      if (result.roomGone) return this.close(WS_CLOSE.forbidden, result.error);
      return this.send(presentErrorFrame(result.error));
    }
    const message: RoomBusMessage = {
      ...presentMessageFrame(presentStoredMessage(result.row, session.user.username)),
      previous_id: result.row.previousId,
    };
    try {
      await this.ctx.bus.publish(chatRoomChannel(session.roomId), message);
    } catch (error) {
      // Stored but not fanned out: every socket of the room catches up from the database, in id order
      // (on this process now, the sender's own included; on the others once the bus is back).
      this.ctx.log.error({ err: error, roomId: session.roomId }, 'chat message not published');
      this.hub.publishFailed(session.roomId);
    }
  }

  private enqueue(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'chat socket failed');
      this.close(CLOSE_INTERNAL_ERROR, CHAT_MESSAGES.unavailable);
    });
  }

  private send(frame: ChatServerFrame): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > SEND_BUFFER_LIMIT_BYTES) {
      return this.close(CLOSE_TRY_AGAIN_LATER, CHAT_MESSAGES.unavailable);
    }
    this.socket.send(JSON.stringify(frame));
  }

  private close(code: number, reason: string): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.handleClose();
  }

  private handleClose(): void {
    this.closed = true;
    this.early = null;
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

/**
 * The message of a client frame, or the error to answer: the contract's own message for a message the
 * schema refuses (control characters), the frame-shape hint for anything else.
 */
function parseClientFrame(text: string): { message: string } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: CHAT_MESSAGES.badFrame };
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  if (parsed.success) return { message: parsed.data.message };
  const refusal = parsed.error.issues.find((issue) => issue.code === 'custom');
  return { error: refusal?.message ?? CHAT_MESSAGES.badFrame };
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
