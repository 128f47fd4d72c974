import { chatServerMessageFrameSchema, type ChatServerMessageFrame } from '@kakayahan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { chatRoomChannel, type RealtimeBus } from '../../platform/realtime/bus.js';

/** Something that receives a room's stored messages: one open chat socket. */
export interface RoomMember {
  deliver(frame: ChatServerMessageFrame): void;
}

interface Room {
  members: Set<RoomMember>;
  /** The bus subscription of the room; resolves to the function that ends it. */
  subscription: Promise<() => Promise<void>>;
}

/**
 * The chat sockets of this process, per room, with one bus subscription per room while at least one of
 * its sockets is open. A published message reaches every process's subscription once, and each
 * subscription hands it once to each of its local sockets (the sender's own socket included).
 */
export class ChatRoomHub {
  private readonly rooms = new Map<number, Room>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  /** Open sockets of a room on this process (for tests and diagnostics). */
  size(roomId: number): number {
    return this.rooms.get(roomId)?.members.size ?? 0;
  }

  private deliver(members: Set<RoomMember>, payload: unknown): void {
    const parsed = chatServerMessageFrameSchema.safeParse(payload);
    if (!parsed.success) {
      this.log.warn({ issues: parsed.error.issues }, 'chat bus payload is not a message frame');
      return;
    }
    for (const member of members) {
      try {
        member.deliver(parsed.data);
      } catch (error) {
        this.log.warn({ err: error }, 'chat delivery to a socket failed');
      }
    }
  }
}
