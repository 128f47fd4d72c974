import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { ChatProcess } from '../../../test/support/chat-processes.js';
import { pairWithRoom, storeMessages } from '../../../test/support/chat.js';

let chat: ChatProcess;
let t: TestApp;
beforeAll(async () => {
  chat = await ChatProcess.start();
  t = chat.t;
});
afterAll(() => chat.close());

const connect = (user: TestUser, roomId: number, after?: number) => chat.connect(user, roomId, after);

/**
 * A message stored but never published (its process lost Redis, or died, between the two) is noticed by
 * every open socket of the room with the next message, which names the message before it: the socket reads
 * the gap from the database and delivers both, in id order, each once.
 */
describe('a chat socket that missed a published message', () => {
  it('gets it, before the next one, as soon as the next one arrives', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const employerSocket = await connect(employer, roomId);
    const seekerSocket = await connect(seeker, roomId);

    const [lostId] = await storeMessages(t, roomId, seeker.id, ['Stored, but its publish was lost']);
    seekerSocket.send({ message: 'The next message' });
    for (const socket of [employerSocket, seekerSocket]) await socket.message('The next message');

    for (const socket of [employerSocket, seekerSocket]) {
      expect(socket.messages().map((m) => m.message)).toEqual(['Stored, but its publish was lost', 'The next message']);
      expect(socket.messages()[0]?.id).toBe(lostId);
    }
    // Later messages follow once each, in order.
    employerSocket.send({ message: 'Reply' });
    for (const socket of [employerSocket, seekerSocket]) await socket.message('Reply');
    for (const socket of [employerSocket, seekerSocket]) {
      expect(socket.messages().map((m) => m.message)).toEqual([
        'Stored, but its publish was lost',
        'The next message',
        'Reply',
      ]);
    }
  });

  it('does not send again what the client said it has (`after`) when filling a gap', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const [seenId] = await storeMessages(t, roomId, employer.id, ['Seen before reconnecting']);
    const seekerSocket = await connect(seeker, roomId, seenId);
    await storeMessages(t, roomId, employer.id, ['Lost on the way']);
    const employerSocket = await connect(employer, roomId);
    employerSocket.send({ message: 'Are you there?' });
    await seekerSocket.message('Are you there?');
    expect(seekerSocket.messages().map((m) => m.message)).toEqual(['Lost on the way', 'Are you there?']);
  });
});
