import { chatServerMessageFrameSchema, type ChatServerMessageFrame } from '@kakayahan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { chatRoomChannel, type RealtimeBus } from '../../platform/realtime/bus.js';

/**
 * A stored message as it goes over a room's bus channel: the client's frame, plus the id of the room's
 * message before it (0 for the first), so a socket notices one it has not had. Only the frame reaches
 * clients.
 */
export type RoomBusMessage = ChatServerMessageFrame & { previous_id: number };

const previousIdSchema = z.object({ previous_id: z.number().int().nonnegative() });

/** Something that receives a room's stored messages: one open chat socket. */
export interface RoomMember {
  /** `previousId` is undefined when the publisher did not say (a process of an older version). */
  deliver(frame: ChatServerMessageFrame, previousId: number | undefined): void;
  /** The bus may have lost messages of the room: read from the database what this socket missed. */
  catchUp(): void;
}

interface Room {
  members: Set<RoomMember>;
  /** The bus subscription of the room; resolves to the function that ends it. */
  subscription: Promise<() => Promise<void>>;
}

/**
 * Published on a room's channel (between server processes, never to a client) by a process that could not
 * publish some of the room's messages: the other processes' sockets of the room catch up.
 */
export const CATCH_UP_SIGNAL = { type: 'catch-up' } as const;

const catchUpSignalSchema = z.object({ type: z.literal(CATCH_UP_SIGNAL.type) });

/**
 * The chat sockets of this process, per room, with one bus subscription per room while at least one of
 * its sockets is open. A published message reaches every process's subscription once, and each
 * subscription hands it once to each of its local sockets (the sender's own socket included).
 *
 * When messages may have been lost on the way (decision 014, amended 2026-11-25) the sockets catch up from
 * the database: all of them when the bus reconnects; those of a room when this process could not publish
 * one of its messages, or another process says it could not (CATCH_UP_SIGNAL); and a socket by itself
 * when a message arrives whose `previous_id` it has not had.
 */
export class ChatRoomHub {
  private readonly rooms = new Map<number, Room>();
  /** Rooms with a message this process stored but could not publish since the bus last reconnected. */
  private readonly unannounced = new Set<number>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {
    // Ends with the bus (closed with the app), as the hub does.
    bus.onReconnect(() => this.handleBusReconnected());
  }

  /**
   * Adds a socket to a room at once (so it is counted by `leave` whatever happens next); the promise
   * resolves when the room's subscription is live, and rejects when the bus refused it.
   */
  async join(roomId: number, member: RoomMember): Promise<void> {
    let room = this.rooms.get(roomId);
    if (!room) {
      const members = new Set<RoomMember>();
      const subscription = this.bus.subscribe(chatRoomChannel(roomId), (payload) => this.deliver(members, payload));
      const created: Room = { members, subscription };
      room = created;
      this.rooms.set(roomId, created);
      // A failed subscription is forgotten, so the next socket of the room tries again.
      subscription.catch(() => {
        if (this.rooms.get(roomId) === created) this.rooms.delete(roomId);
      });
    }
    room.members.add(member);
    await room.subscription;
  }

  /** Removes a socket; the room's subscription ends with its last socket. */
  leave(roomId: number, member: RoomMember): void {
    const room = this.rooms.get(roomId);
    if (!room?.members.delete(member) || room.members.size > 0) return;
    this.rooms.delete(roomId);
    room.subscription
      .then((unsubscribe) => unsubscribe())
      .catch((error: unknown) => this.log.warn({ err: error, roomId }, 'chat room unsubscribe failed'));
  }

  /**
   * A message of the room was stored but not published: this process's sockets of the room catch up now,
   * and the other processes' once the bus is back (they are told with CATCH_UP_SIGNAL).
   */
  publishFailed(roomId: number): void {
    this.unannounced.add(roomId);
    this.catchUpRoom(roomId);
  }

  /** Open sockets of a room on this process (for tests and diagnostics). */
  size(roomId: number): number {
    return this.rooms.get(roomId)?.members.size ?? 0;
  }

  private handleBusReconnected(): void {
    for (const roomId of this.rooms.keys()) this.catchUpRoom(roomId);
    const rooms = [...this.unannounced];
    this.unannounced.clear();
    for (const roomId of rooms) {
      this.bus.publish(chatRoomChannel(roomId), CATCH_UP_SIGNAL).catch((error: unknown) => {
        this.unannounced.add(roomId);
        this.log.warn({ err: error, roomId }, 'chat catch-up signal not published');
      });
    }
  }

  private catchUpRoom(roomId: number): void {
    for (const member of this.rooms.get(roomId)?.members ?? []) this.safely(() => member.catchUp());
  }

  private deliver(members: Set<RoomMember>, payload: unknown): void {
    if (catchUpSignalSchema.safeParse(payload).success) {
      for (const member of members) this.safely(() => member.catchUp());
      return;
    }
    const parsed = chatServerMessageFrameSchema.safeParse(payload);
    if (!parsed.success) {
      this.log.warn({ issues: parsed.error.issues }, 'chat bus payload is not a message frame');
      return;
    }
    const previous = previousIdSchema.safeParse(payload);
    const previousId = previous.success ? previous.data.previous_id : undefined;
    for (const member of members) this.safely(() => member.deliver(parsed.data, previousId));
  }

  private safely(step: () => void): void {
    try {
      step();
    } catch (error) {
      this.log.warn({ err: error }, 'chat delivery to a socket failed');
    }
  }
}
