import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { TwoChatProcesses } from '../../../test/support/chat-processes.js';
import { ChatTestClient, pairWithRoom, storedCount } from '../../../test/support/chat.js';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server processes (two apps) on one database, each with its own Redis bus: a member connected to one
 * gets what a member connected to the other sends, exactly once, and so does the sender's own socket.
 */
describe.skipIf(!redisUrl)('chat across two processes through Redis', () => {
  let processes: TwoChatProcesses;
  let t: TestApp;
  let firstBase: string;
  let secondBase: string;

  beforeAll(async () => {
    processes = await TwoChatProcesses.start(redisUrl ?? '', redisUrl ?? '');
    ({ t, firstBase, secondBase } = processes);
    // With REDIS_URL in the configuration, each app builds its own Redis bus (two connections each).
    expect(t.config.redisUrl).toBe(redisUrl);
  });
  afterAll(() => processes.close());

  const connect = (base: string, user: TestUser, roomId: number) => processes.connect(base, user, roomId);

  const contents = (client: ChatTestClient) => client.messages().map((m) => m.message);

  it('delivers each message once to every socket of the room on both processes', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const seekerOnFirst = await connect(firstBase, seeker, roomId);
    const seekerSecondTab = await connect(firstBase, seeker, roomId);
    const employerOnSecond = await connect(secondBase, employer, roomId);

    seekerOnFirst.send({ message: 'Hello from process one', sender: 'Someone else' });
    seekerOnFirst.send({ message: 'Second line' });
    const received = await employerOnSecond.message('Hello from process one');
    expect(received).toMatchObject({ sender: 'Jose Rizal', sender_id: seeker.id, room_id: roomId });
    for (const socket of [seekerOnFirst, seekerSecondTab, employerOnSecond]) await socket.message('Second line');

    employerOnSecond.send({ message: 'Reply from process two' });
    // The reply is published after the earlier ones were delivered, so once it has arrived everywhere no
    // copy of them is still on its way.
    for (const socket of [seekerOnFirst, seekerSecondTab, employerOnSecond]) {
      expect((await socket.message('Reply from process two')).sender_id).toBe(employer.id);
    }
    for (const socket of [seekerOnFirst, seekerSecondTab, employerOnSecond]) {
      expect(contents(socket)).toEqual(['Hello from process one', 'Second line', 'Reply from process two']);
    }
    expect(await storedCount(t, roomId)).toBe(3);
  });

  it('keeps delivering on one process after the other process’s last socket of the room closed', async () => {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const seekerOnFirst = await connect(firstBase, seeker, roomId);
    const employerOnSecond = await connect(secondBase, employer, roomId);
    employerOnSecond.close();
    await employerOnSecond.closed;

    const employerBack = await connect(secondBase, employer, roomId);
    seekerOnFirst.send({ message: 'Are you back?' });
    await employerBack.message('Are you back?');
    employerBack.send({ message: 'Yes' });
    await seekerOnFirst.message('Yes');
    expect(contents(employerBack)).toEqual(['Are you back?', 'Yes']);
    expect(contents(seekerOnFirst)).toEqual(['Are you back?', 'Yes']);
    expect(contents(employerOnSecond)).toEqual([]);
  });
});
