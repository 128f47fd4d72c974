import type { ChatServerMessageFrame } from '@kakayahan/contracts';

interface WaitingFrame {
  frame: ChatServerMessageFrame;
  previousId: number | undefined;
}

/**
 * How far one chat socket has got in its room, so each stored message reaches it exactly once and in id
 * order, whether it comes live from the bus or from a read of the database.
 *
 * A room's messages commit in id order (insertMessage locks the room first), and each live frame names the
 * room's message before it. `sentThrough` is the id up to which the socket has every message of the room
 * (or its client had them already). A live frame that follows on from it is sent at once; one that does
 * not waits — an earlier message has not come, because its publish is late or was lost — until a read of
 * the database fills the gap (`hasGap` tells the socket to read). Everything up to `sentThrough` is
 * skipped when it comes again.
 */
export class RoomCursor {
  private readonly waiting: WaitingFrame[] = [];

  constructor(private through: number) {}

  /** Every message of the room up to this id has been sent; a read of the database starts after it. */
  get sentThrough(): number {
    return this.through;
  }

  /** A live frame waits for an earlier message: the socket should read the room after `sentThrough`. */
  get hasGap(): boolean {
    return this.waiting.length > 0;
  }

  /** A live frame: what to send now, in order (nothing while an earlier message is missing). */
  takeLive(frame: ChatServerMessageFrame, previousId: number | undefined): ChatServerMessageFrame[] {
    if (frame.id <= this.through || this.waiting.some((w) => w.frame.id === frame.id)) return [];
    this.waiting.push({ frame, previousId });
    return this.takeFollowing([]);
  }

  /**
   * The messages after `sentThrough` read from the database (oldest first, each following on from the one
   * before): what to send now, in order, with the live frames they unblock.
   */
  takeRead(frames: readonly ChatServerMessageFrame[]): ChatServerMessageFrame[] {
    const ready: ChatServerMessageFrame[] = [];
    for (const frame of frames) {
      if (frame.id <= this.through) continue;
      ready.push(frame);
      this.through = frame.id;
    }
    return this.takeFollowing(ready);
  }

  /** The client reads the messages up to this id from the history itself (a catch-up longer than a page). */
  skipTo(id: number): ChatServerMessageFrame[] {
    this.through = Math.max(this.through, id);
    return this.takeFollowing([]);
  }

  /** Moves waiting frames that now follow on to `ready`; drops those already sent (a read had them). */
  private takeFollowing(ready: ChatServerMessageFrame[]): ChatServerMessageFrame[] {
    this.waiting.sort((a, b) => a.frame.id - b.frame.id);
    while (this.waiting.length > 0) {
      const [next] = this.waiting;
      if (!next) break;
      if (next.frame.id <= this.through) {
        this.waiting.shift();
      } else if (next.previousId === this.through) {
        this.waiting.shift();
        ready.push(next.frame);
        this.through = next.frame.id;
      } else {
        break;
      }
    }
    return ready;
  }
}
