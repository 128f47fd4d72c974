import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, chatHistorySchema, chatRoomSummaryListSchema } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createEmployer, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { ChatProcess } from '../../../test/support/chat-processes.js';
import { WS_CLOSE } from '../../platform/realtime/ws-auth.js';
import { pairWithRoom, storedCount, ticketFor } from '../../../test/support/chat.js';

let chat: ChatProcess;
let t: TestApp;
beforeAll(async () => {
  chat = await ChatProcess.start();
  t = chat.t;
});
afterAll(() => chat.close());

const open = (roomId: number, query: Record<string, string | number | undefined>, origin?: string) =>
  chat.open(roomId, query, origin);
const connect = (user: TestUser, roomId: number, after?: number) => chat.connect(user, roomId, after);

async function historyOf(user: TestUser, roomId: number) {
  const response = await t.request({ method: 'GET', url: `/api/chat/messages/${roomId}/`, token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return chatHistorySchema.parse(response.json());
}

describe('opening /ws/chat/{roomId}/', () => {
  it('refuses a missing, invalid, reused or expired ticket with 4401', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const refusals = [open(roomId, {}), open(roomId, { ticket: 'not-a-ticket' })];

    const ticket = await ticketFor(t, seeker);
    const first = open(roomId, { ticket });
    await first.ready();
    refusals.push(open(roomId, { ticket }));

    const stale = await ticketFor(t, seeker);
    t.clock.advance(31_000);
    try {
      const expired = open(roomId, { ticket: stale });
      refusals.push(expired);
      expect(await expired.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: CHAT_MESSAGES.ticketInvalid });
    } finally {
      t.clock.advance(-31_000);
    }
    for (const refused of refusals) {
      expect(await refused.closed).toEqual({ code: WS_CLOSE.unauthorized, reason: CHAT_MESSAGES.ticketInvalid });
    }
    expect(first.socket.readyState).toBe(first.socket.OPEN);
  });

  it('refuses a job seeker who is not approved (4401), even with a ticket from before', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const ticket = await ticketFor(t, seeker);
    // No ticket is given to an account waiting for approval; one that lost it keeps none it had.
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, seeker.id));
    const refusedTicket = await t.request({ method: 'POST', url: '/api/ws-ticket/', token: seeker.token });
    expect(refusedTicket.statusCode).toBe(403);
    const client = open(roomId, { ticket });
    expect((await client.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('refuses someone who is not a member, and an unknown room, with 4403', async () => {
    const { roomId } = await pairWithRoom(t);
    const outsider = await createEmployer(t);
    const notMember = open(roomId, { ticket: await ticketFor(t, outsider) });
    const unknown = open(9_999_999, { ticket: await ticketFor(t, outsider) });
    for (const client of [notMember, unknown]) {
      expect(await client.closed).toEqual({ code: WS_CLOSE.forbidden, reason: CHAT_MESSAGES.roomNotFound });
    }
  });

  it('refuses an Origin of another site (4403) and accepts the site’s own', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const foreign = open(roomId, { ticket: await ticketFor(t, seeker) }, 'https://evil.example');
    expect(await foreign.closed).toEqual({ code: WS_CLOSE.originRefused, reason: CHAT_MESSAGES.originRefused });

    const own = open(roomId, { ticket: await ticketFor(t, seeker) }, t.config.publicUrl);
    await own.ready();
    own.send({ message: 'From the site itself' });
    expect((await own.message('From the site itself')).sender_id).toBe(seeker.id);
  });
});

describe('sending messages', () => {
  it('delivers to the other member with the server-decided sender, stored before delivery', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const seekerSocket = await connect(seeker, roomId);
    const employerSocket = await connect(employer, roomId);

    seekerSocket.send({ message: '  Magandang umaga po!  ', sender: 'Maria Santos' });
    const received = await employerSocket.message('Magandang umaga po!');
    // Read at once on arrival: the message was committed before it was published.
    const stored = await historyOf(employer, roomId);
    expect(stored.messages.map((m) => m.id)).toContain(received.id);

    expect(received).toEqual({
      type: 'message',
      sender: 'Jose Rizal',
      message: 'Magandang umaga po!',
      id: received.id,
      room_id: roomId,
      sender_id: seeker.id,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/u) as unknown,
    });
    expect(stored.messages.find((m) => m.id === received.id)).toMatchObject({
      sender: 'Jose Rizal',
      sender_id: seeker.id,
      content: 'Magandang umaga po!',
    });
    // The sender's own socket gets the stored message too (the client dedupes by id).
    expect((await seekerSocket.message('Magandang umaga po!')).id).toBe(received.id);

    employerSocket.send({ message: 'Good morning, Jose.', sender: seeker.id });
    expect(await seekerSocket.message('Good morning, Jose.')).toMatchObject({
      sender: 'Maria Santos',
      sender_id: employer.id,
    });
    // Each socket got each message once.
    await employerSocket.message('Good morning, Jose.');
    for (const socket of [seekerSocket, employerSocket]) {
      expect(socket.messages().map((m) => m.message)).toEqual(['Magandang umaga po!', 'Good morning, Jose.']);
    }

    const summaries = chatRoomSummaryListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user-chats/', token: seeker.token })).json(),
    );
    expect(summaries[0]).toMatchObject({ room_id: roomId, last_message: 'Good morning, Jose.' });
  });

  it('answers blank, too long and malformed frames with error frames and stores nothing', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const socket = await connect(seeker, roomId);
    const errorsBefore = socket.errors().length;
    socket.send({ message: '   \n\t ' });
    expect(await socket.error(errorsBefore)).toBe(CHAT_MESSAGES.blank);
    socket.send({ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
    expect(await socket.error(errorsBefore + 1)).toBe(CHAT_MESSAGES.tooLong);
    socket.send('{"message": "unterminated');
    expect(await socket.error(errorsBefore + 2)).toBe(CHAT_MESSAGES.badFrame);
    expect(await storedCount(t, roomId)).toBe(0);

    // The socket still works after refused frames, and a message of exactly the maximum is stored.
    socket.send({ message: 'y'.repeat(CHAT_MESSAGE_MAX) });
    await socket.message('y'.repeat(CHAT_MESSAGE_MAX));
    expect(await storedCount(t, roomId)).toBe(1);
  });

  it('answers a message with a NUL or another control character with an error frame and keeps the socket', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const socket = await connect(seeker, roomId);
    const other = await connect(employer, roomId);
    const errorsBefore = socket.errors().length;
    socket.send({ message: 'Hello\u0000there' });
    expect(await socket.error(errorsBefore)).toBe('Message contains characters that are not allowed.');
    socket.send('{"message": "bell \\u0007"}');
    expect(await socket.error(errorsBefore + 1)).toBe('Message contains characters that are not allowed.');
    expect(await storedCount(t, roomId)).toBe(0);

    // The same socket still sends, and line breaks are kept.
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.send({ message: 'Hello\nthere' });
    expect((await other.message('Hello\nthere')).sender_id).toBe(seeker.id);
    expect(await storedCount(t, roomId)).toBe(1);
  });

  it('refuses messages sent too fast with an error frame, and stores only the accepted ones', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const socket = await connect(seeker, roomId);
    const sent = Array.from({ length: 10 }, (_, i) => `burst ${i}`);
    for (const message of sent) socket.send({ message });
    // Every frame gets an answer: its stored message, or the refusal.
    const answered = () => socket.messages().length + socket.errors().filter((e) => e === CHAT_MESSAGES.tooFast).length;
    await socket.waitFor(() => answered() === sent.length, 'an answer to every frame of the burst');

    const refused = socket.errors().filter((e) => e === CHAT_MESSAGES.tooFast).length;
    expect(refused).toBeGreaterThan(0);
    expect(socket.messages().length).toBe(sent.length - refused);
    expect(await storedCount(t, roomId)).toBe(sent.length - refused);
  });

  it('closes a socket that keeps sending too fast (4429)', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    const socket = await connect(seeker, roomId);
    for (let i = 0; i < 60; i += 1) socket.send({ message: `flood ${i}` });
    expect(await socket.closed).toEqual({ code: WS_CLOSE.tooFast, reason: CHAT_MESSAGES.tooFast });
  });
});

describe('reconnecting', () => {
  it('sends the messages stored after `after` on connect, then live ones, each once', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const employerSocket = await connect(employer, roomId);
    const firstSocket = await connect(seeker, roomId);
    employerSocket.send({ message: 'Before the tunnel' });
    const lastSeen = await firstSocket.message('Before the tunnel');
    firstSocket.close();
    await firstSocket.closed;

    employerSocket.send({ message: 'While you were away 1' });
    employerSocket.send({ message: 'While you were away 2' });
    await employerSocket.message('While you were away 2');

    const back = await connect(seeker, roomId, lastSeen.id);
    expect(back.messages().map((m) => m.message)).toEqual(['While you were away 1', 'While you were away 2']);
    employerSocket.send({ message: 'Welcome back' });
    await back.message('Welcome back');
    expect(back.messages().map((m) => m.message)).toEqual([
      'While you were away 1',
      'While you were away 2',
      'Welcome back',
    ]);
  });

  it('ends the room’s delivery to a closed socket without touching the others', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const tabOne = await connect(seeker, roomId);
    const tabTwo = await connect(seeker, roomId);
    const employerSocket = await connect(employer, roomId);
    tabOne.close();
    await tabOne.closed;
    employerSocket.send({ message: 'Still there?' });
    await tabTwo.message('Still there?');
    await employerSocket.message('Still there?');
    expect(tabOne.messages()).toEqual([]);
    expect(tabTwo.messages().map((m) => m.message)).toEqual(['Still there?']);
  });
});
