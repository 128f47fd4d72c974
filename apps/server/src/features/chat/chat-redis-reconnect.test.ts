import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisOutageProxy } from '../../../test/support/redis-outage.js';
import type { TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { TwoChatProcesses } from '../../../test/support/chat-processes.js';
import { ChatTestClient, pairWithRoom, storedCount } from '../../../test/support/chat.js';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server processes (two apps) on one database, each reaching Redis through its own proxy, so a test
 * can take Redis away from one process or both (as when Redis stops) without touching the shared server.
 * Whatever is stored while a process cannot hear the bus reaches its open sockets once Redis is back:
 * every message exactly once, in id order.
 */
describe.skipIf(!redisUrl)('chat when Redis goes away and comes back', () => {
  let processes: TwoChatProcesses;
  let t: TestApp;
  let firstBase: string;
  let secondBase: string;
  let firstProxy: RedisOutageProxy;
  let secondProxy: RedisOutageProxy;

  beforeAll(async () => {
    firstProxy = await RedisOutageProxy.start(redisUrl ?? '');
    secondProxy = await RedisOutageProxy.start(redisUrl ?? '');
    processes = await TwoChatProcesses.start(firstProxy.url, secondProxy.url);
    ({ t, firstBase, secondBase } = processes);
  });
  afterAll(async () => {
    firstProxy.restore();
    secondProxy.restore();
    await processes.close();
    await Promise.all([firstProxy.close(), secondProxy.close()]);
  });

  const connect = (base: string, user: TestUser, roomId: number) => processes.connect(base, user, roomId);

  /** A seeker's socket on the first process, the employer's on the second, and one message both got. */
  async function roomAcrossProcesses() {
    const { roomId, seeker, employer } = await pairWithRoom(t);
    const seekerOnFirst = await connect(firstBase, seeker, roomId);
    const employerOnSecond = await connect(secondBase, employer, roomId);
    seekerOnFirst.send({ message: 'Before the outage' });
    await employerOnSecond.message('Before the outage');
    await seekerOnFirst.message('Before the outage');
    return { roomId, seekerOnFirst, employerOnSecond };
  }

  /**
   * The employer replies once everything is in; the reply is published after the catch-up was read, so
   * once it has arrived on both sockets, each socket's list is final: each message once, ascending by id.
   */
  async function expectEachOnceInOrder(sockets: ChatTestClient[], replier: ChatTestClient, expected: string[]) {
    replier.send({ message: 'Reply after the outage' });
    for (const socket of sockets) await socket.message('Reply after the outage');
    for (const socket of sockets) {
      expect(socket.messages().map((m) => m.message)).toEqual([...expected, 'Reply after the outage']);
      const ids = socket.messages().map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  }

  it('sends a process what it missed while its own Redis connections were down', async () => {
    const { roomId, seekerOnFirst, employerOnSecond } = await roomAcrossProcesses();
    secondProxy.cut();
    const during = ['While process two was cut off 1', 'While process two was cut off 2', 'Cut off 3'];
    for (const message of during) seekerOnFirst.send({ message });
    // Published through Redis (the first process hears its own publish), while the second heard nothing.
    for (const message of during) await seekerOnFirst.message(message);
    secondProxy.restore();

    for (const message of during) await employerOnSecond.message(message);
    await expectEachOnceInOrder([seekerOnFirst, employerOnSecond], employerOnSecond, ['Before the outage', ...during]);
    expect(await storedCount(t, roomId)).toBe(5);
  });

  it('sends everything stored while Redis was gone for both processes, once Redis is back', async () => {
    const { roomId, seekerOnFirst, employerOnSecond } = await roomAcrossProcesses();
    firstProxy.cut();
    secondProxy.cut();
    const during = ['Redis is down 1', 'Redis is down 2', 'Redis is down 3'];
    for (const message of during) seekerOnFirst.send({ message });
    // Stored, not published: the sender's own socket still shows each one (read back from the database).
    for (const message of during) await seekerOnFirst.message(message);
    firstProxy.restore();
    secondProxy.restore();

    for (const message of during) await employerOnSecond.message(message);
    await expectEachOnceInOrder([seekerOnFirst, employerOnSecond], employerOnSecond, ['Before the outage', ...during]);
    expect(await storedCount(t, roomId)).toBe(5);
  });

  it('sends another process what one process could not publish, though that one never lost Redis', async () => {
    const { roomId, seekerOnFirst, employerOnSecond } = await roomAcrossProcesses();
    firstProxy.cut();
    const during = ['Only process one is cut off 1', 'Only process one is cut off 2'];
    for (const message of during) seekerOnFirst.send({ message });
    for (const message of during) await seekerOnFirst.message(message);
    firstProxy.restore();

    for (const message of during) await employerOnSecond.message(message);
    await expectEachOnceInOrder([seekerOnFirst, employerOnSecond], employerOnSecond, ['Before the outage', ...during]);
    expect(await storedCount(t, roomId)).toBe(4);
  });
});
