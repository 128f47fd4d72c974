import { describe, expect, it } from 'vitest';
import { userChannel } from '../../platform/realtime/bus.js';
import { createMemoryBus } from '../../platform/realtime/memory-bus.js';
import type { NotificationRow } from './notifications.repo.js';
import { publishNotifications } from './notifications.service.js';

const row = (id: number, userId: number): NotificationRow => ({
  id,
  userId,
  title: `Title ${id}`,
  action: `Action ${id}`,
  isRead: false,
  createdAt: new Date(Date.UTC(2026, 4, 1, 8, 30, 0)),
});

/** A logger that keeps what was logged as errors. */
function errorLog() {
  const errors: { details: unknown; message: string }[] = [];
  return {
    errors,
    error: (details: unknown, message?: string) => {
      errors.push({ details, message: message ?? '' });
    },
  };
}

describe('publishNotifications', () => {
  it('publishes each row on its user’s channel as a notification frame', async () => {
    const bus = createMemoryBus();
    const received: unknown[] = [];
    const deliveredTwice = new Promise<void>((resolve) => {
      void bus.subscribe(userChannel(7), (payload) => {
        received.push(payload);
        if (received.length === 2) resolve();
      });
    });
    const otherUser: unknown[] = [];
    await bus.subscribe(userChannel(8), (payload) => otherUser.push(payload));

    const log = errorLog();
    await publishNotifications({ bus, log }, [row(1, 7), row(2, 7)]);
    await deliveredTwice;

    expect(received).toEqual([
      {
        type: 'notification',
        notification: {
          id: 1,
          title: 'Title 1',
          action: 'Action 1',
          timestamp: '2026-05-01T08:30:00.000Z',
          is_read: false,
        },
      },
      {
        type: 'notification',
        notification: {
          id: 2,
          title: 'Title 2',
          action: 'Action 2',
          timestamp: '2026-05-01T08:30:00.000Z',
          is_read: false,
        },
      },
    ]);
    expect(otherUser).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('logs a failed publish and still resolves, so the committed change is not reported as failed', async () => {
    const published: string[] = [];
    const bus = {
      publish: (channel: string) => {
        published.push(channel);
        return channel === userChannel(1) ? Promise.reject(new Error('Redis is down (test)')) : Promise.resolve();
      },
    };
    const log = errorLog();
    await expect(publishNotifications({ bus, log }, [row(10, 1), row(11, 2)])).resolves.toBeUndefined();
    // The failure of one does not stop the others.
    expect(published.sort()).toEqual([userChannel(1), userChannel(2)]);
    expect(log.errors).toEqual([
      {
        details: expect.objectContaining({ userId: 1, notificationId: 10 }) as unknown,
        message: 'notification could not be delivered live',
      },
    ]);
  });
});
