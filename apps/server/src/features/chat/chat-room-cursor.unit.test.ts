import type { ChatServerMessageFrame } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { RoomCursor } from './chat-room-cursor.js';

const frame = (id: number): ChatServerMessageFrame => ({
  type: 'message',
  sender: 'Jose Rizal',
  message: `message ${id}`,
  id,
  room_id: 1,
  sender_id: 7,
  timestamp: '2026-11-25T10:00:00.000Z',
});
const ids = (frames: ChatServerMessageFrame[]) => frames.map((f) => f.id);

describe('RoomCursor (where one chat socket is in its room)', () => {
  it('sends a live message that follows on from the last one at once, and each only once', () => {
    const cursor = new RoomCursor(10);
    expect(ids(cursor.takeLive(frame(14), 10))).toEqual([14]);
    expect(ids(cursor.takeLive(frame(14), 10))).toEqual([]);
    expect(ids(cursor.takeLive(frame(9), 3))).toEqual([]);
    expect(cursor.sentThrough).toBe(14);
    expect(cursor.hasGap).toBe(false);
  });

  it('holds a message whose predecessor has not come, and sends both in order once it does', () => {
    const cursor = new RoomCursor(10);
    expect(ids(cursor.takeLive(frame(20), 15))).toEqual([]);
    expect(cursor.hasGap).toBe(true);
    expect(ids(cursor.takeLive(frame(15), 10))).toEqual([15, 20]);
    expect(cursor.hasGap).toBe(false);
  });

  it('fills a gap from a read of the database, skipping what it had and what waits', () => {
    const cursor = new RoomCursor(10);
    cursor.takeLive(frame(30), 25);
    cursor.takeLive(frame(40), 30);
    // The read saw up to 30 (40 was stored after it): 30 comes from the read, 40 follows from the bus.
    expect(ids(cursor.takeRead([frame(12), frame(25), frame(30)]))).toEqual([12, 25, 30, 40]);
    expect(cursor.sentThrough).toBe(40);
    expect(ids(cursor.takeRead([frame(30), frame(40)]))).toEqual([]);
    expect(cursor.hasGap).toBe(false);
  });

  it('waits for the database for a message that does not say what came before it', () => {
    const cursor = new RoomCursor(10);
    expect(ids(cursor.takeLive(frame(11), undefined))).toEqual([]);
    expect(cursor.hasGap).toBe(true);
    expect(ids(cursor.takeRead([frame(11)]))).toEqual([11]);
    expect(cursor.hasGap).toBe(false);
  });

  it('skips what the client reads from the history itself, and never sends what it said it has', () => {
    const cursor = new RoomCursor(50);
    expect(ids(cursor.takeLive(frame(50), 40))).toEqual([]);
    cursor.takeLive(frame(900), 800);
    expect(ids(cursor.skipTo(800))).toEqual([900]);
  });
});
