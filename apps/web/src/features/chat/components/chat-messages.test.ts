import { describe, expect, it } from 'vitest';
import { filterConversations, mergeMessages, messageFromFrame } from './chat-messages';
import { chatMessage, roomSummary } from './chat-test-support';

describe('mergeMessages', () => {
  it('keeps each id once and orders by id', () => {
    const a = chatMessage({ id: 3, content: 'three' });
    const b = chatMessage({ id: 1, content: 'one' });
    const merged = mergeMessages([a], [b, a], [chatMessage({ id: 2 }), a]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('messageFromFrame', () => {
  it('turns a live frame into a stored message', () => {
    expect(
      messageFromFrame({
        type: 'message',
        id: 9,
        room_id: 5,
        sender: 'Ana',
        sender_id: 20,
        message: 'Hi',
        timestamp: '2026-03-12T07:00:00.000Z',
      }),
    ).toEqual({
      id: 9,
      room_id: 5,
      sender: 'Ana',
      sender_id: 20,
      content: 'Hi',
      timestamp: '2026-03-12T07:00:00.000Z',
    });
  });
});

describe('filterConversations', () => {
  const rooms = [
    roomSummary({ room_id: 1, other_user: 'Ana Reyes' }),
    roomSummary({ room_id: 2, other_user: 'Acme HR' }),
  ];
  it('matches part of the other person’s name, ignoring case and spaces around', () => {
    expect(filterConversations(rooms, '  aNa ').map((r) => r.room_id)).toEqual([1]);
    expect(filterConversations(rooms, 'a').map((r) => r.room_id)).toEqual([1, 2]);
    expect(filterConversations(rooms, '').map((r) => r.room_id)).toEqual([1, 2]);
    expect(filterConversations(rooms, 'zed')).toEqual([]);
  });
});
