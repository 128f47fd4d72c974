import { NOTIFICATION_MESSAGES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { createEmployee, createEmployer, createNotification } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

interface NotificationBody {
  id: number;
  title: string;
  action: string;
  timestamp: string;
  is_read: boolean;
}

const list = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/api/get-notifications/', token });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationBody[]>();
};

const markRead = (token: string, id: number | string, payload?: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/mark-notification-read/${id}/`, token, ...(payload ? { payload } : {}) });

/** Inserts a notification with a chosen time (createNotification stamps "now"). */
async function notificationAt(userId: number, title: string, createdAt: Date, isRead = false) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, title, action: `${title} happened.`, createdAt, isRead })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

describe('GET /api/get-notifications/', () => {
  it('lists only the caller’s notifications, newest first, with id, title, action, ISO timestamp and is_read', async () => {
    const seeker = await createEmployee(t);
    const other = await createEmployee(t);
    const base = Date.UTC(2026, 4, 1, 8, 0, 0);
    // Inserted out of order, so the order must come from the time and not from the id.
    const middle = await notificationAt(seeker.id, 'Middle', new Date(base + 60_000), true);
    const newest = await notificationAt(seeker.id, 'Newest', new Date(base + 120_000));
    const oldest = await notificationAt(seeker.id, 'Oldest', new Date(base));
    await notificationAt(other.id, 'Not yours', new Date(base + 180_000));

    const body = await list(seeker.token);
    expect(body).toEqual([
      {
        id: newest.id,
        title: 'Newest',
        action: 'Newest happened.',
        timestamp: '2026-05-01T08:02:00.000Z',
        is_read: false,
      },
      {
        id: middle.id,
        title: 'Middle',
        action: 'Middle happened.',
        timestamp: '2026-05-01T08:01:00.000Z',
        is_read: true,
      },
      {
        id: oldest.id,
        title: 'Oldest',
        action: 'Oldest happened.',
        timestamp: '2026-05-01T08:00:00.000Z',
        is_read: false,
      },
    ]);
  });

  it('answers an empty list for someone without notifications', async () => {
    const boss = await createEmployer(t);
    expect(await list(boss.token)).toEqual([]);
  });

  it('gives every timestamp as an ISO 8601 date-time that reads back to the same instant', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id, 'Account approved', 'You can now apply for jobs.');
    const [item] = await list(seeker.token);
    expect(item?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u);
    expect(new Date(item?.timestamp ?? '').getTime()).toBe(row.createdAt.getTime());
  });

  it('shows at most the newest 200', async () => {
    const seeker = await createEmployee(t);
    const base = Date.UTC(2026, 0, 1);
    await t.db.insert(notifications).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId: seeker.id,
        title: `N${i}`,
        action: 'x',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const body = await list(seeker.token);
    expect(body).toHaveLength(200);
    expect(body[0]?.title).toBe('N204');
    expect(body.at(-1)?.title).toBe('N5');
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/get-notifications/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });
});

describe('PATCH /api/mark-notification-read/{id}/', () => {
  it('marks one of the caller’s notifications read and answers it', async () => {
    const seeker = await createEmployee(t);
    const target = await createNotification(t, seeker.id, 'First');
    const untouched = await createNotification(t, seeker.id, 'Second');

    const response = await markRead(seeker.token, target.id, { is_read: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: target.id,
      title: 'First',
      action: target.action,
      timestamp: target.createdAt.toISOString(),
      is_read: true,
    });
    const after = await list(seeker.token);
    expect(after.find((n) => n.id === target.id)?.is_read).toBe(true);
    expect(after.find((n) => n.id === untouched.id)?.is_read).toBe(false);
  });

  it('works without a body and when the notification is already read', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    expect((await markRead(seeker.token, row.id)).statusCode).toBe(200);
    const again = await markRead(seeker.token, row.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<NotificationBody>().is_read).toBe(true);
  });

  it('answers 404 for someone else’s notification, exactly like a missing one, and leaves it unread', async () => {
    const owner = await createEmployee(t);
    const intruder = await createEmployer(t);
    const row = await createNotification(t, owner.id, 'Private');

    const response = await markRead(intruder.token, row.id, { is_read: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Notification not found.' });
    const missing = await markRead(intruder.token, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(response.body);

    expect((await list(owner.token)).find((n) => n.id === row.id)?.is_read).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '%20'])('answers the id %j with 400 and an error', async (id) => {
    const seeker = await createEmployee(t);
    const response = await markRead(seeker.token, id);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('refuses is_read false (notifications are only ever marked read)', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await markRead(seeker.token, row.id, { is_read: false });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('is_read must be true.');
    expect((await list(seeker.token))[0]?.is_read).toBe(false);
  });

  it('answers malformed JSON with 400 and an error', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/mark-notification-read/${row.id}/`,
      token: seeker.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"is_read": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('asks anonymous callers to sign in (401) and changes nothing', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/mark-notification-read/${row.id}/`,
      payload: { is_read: true },
    });
    expect(response.statusCode).toBe(401);
    expect((await list(seeker.token))[0]?.is_read).toBe(false);
  });
});

describe('PATCH /api/mark-all-notifications-read/', () => {
  it('marks all of the caller’s notifications read and no one else’s', async () => {
    const seeker = await createEmployee(t);
    const other = await createEmployee(t);
    await createNotification(t, seeker.id, 'A');
    await createNotification(t, seeker.id, 'B');
    const alreadyRead = await createNotification(t, seeker.id, 'C');
    await markRead(seeker.token, alreadyRead.id);
    const othersRow = await createNotification(t, other.id, 'Theirs');

    const response = await t.request({
      method: 'PATCH',
      url: '/api/mark-all-notifications-read/',
      token: seeker.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'All notifications are marked as read.', updated: 2 });

    expect((await list(seeker.token)).every((n) => n.is_read)).toBe(true);
    const [theirs] = await t.db.select().from(notifications).where(eq(notifications.id, othersRow.id));
    expect(theirs?.isRead).toBe(false);

    const again = await t.request({ method: 'PATCH', url: '/api/mark-all-notifications-read/', token: seeker.token });
    expect(again.json()).toEqual({ message: 'All notifications are marked as read.', updated: 0 });
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const response = await t.request({ method: 'PATCH', url: '/api/mark-all-notifications-read/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });
});

const deleteOne = (token: string | undefined, id: number | string, headers?: Record<string, string>) =>
  t.request({
    method: 'DELETE',
    url: `/api/delete-notification/${id}/`,
    ...(token ? { token } : {}),
    ...(headers ? { headers } : {}),
  });
const deleteAll = (token?: string) =>
  t.request({ method: 'DELETE', url: '/api/delete-all-notifications/', ...(token ? { token } : {}) });
const stored = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('DELETE /api/delete-notification/{id}/', () => {
  it('deletes one of the caller’s notifications: gone from the list, the others stay', async () => {
    const seeker = await createEmployee(t);
    const target = await createNotification(t, seeker.id, 'Delete me');
    const kept = await createNotification(t, seeker.id, 'Keep me');

    const response = await deleteOne(seeker.token, target.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: NOTIFICATION_MESSAGES.deleted });
    expect((await list(seeker.token)).map((n) => n.id)).toEqual([kept.id]);
    expect(await stored(target.id)).toBeUndefined();

    const again = await deleteOne(seeker.token, target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: NOTIFICATION_MESSAGES.notFound });
  });

  it('accepts the empty JSON body some clients send', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await deleteOne(seeker.token, row.id, { 'content-type': 'application/json' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
  });

  it('answers 404 for someone else’s notification, exactly like an unknown one, and deletes nothing', async () => {
    const owner = await createEmployee(t);
    const intruder = await createEmployer(t);
    const row = await createNotification(t, owner.id, 'Private');

    const response = await deleteOne(intruder.token, row.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NOTIFICATION_MESSAGES.notFound });
    const unknown = await deleteOne(intruder.token, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(response.body);

    expect(await stored(row.id)).toMatchObject({ userId: owner.id, title: 'Private' });
    expect((await list(owner.token)).map((n) => n.id)).toEqual([row.id]);
  });

  it.each(['abc', '0', '-1'])('answers the id %j with 400 and an error', async (id) => {
    const seeker = await createEmployee(t);
    const response = await deleteOne(seeker.token, id);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('asks anonymous callers to sign in (401) and deletes nothing', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await deleteOne(undefined, row.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect(await stored(row.id)).toBeDefined();
  });
});

describe('DELETE /api/delete-all-notifications/', () => {
  it('deletes all of the caller’s notifications, read and unread, reports how many, and no one else’s', async () => {
    const seeker = await createEmployee(t);
    const other = await createEmployee(t);
    await createNotification(t, seeker.id, 'A');
    const read = await createNotification(t, seeker.id, 'B');
    await markRead(seeker.token, read.id);
    await createNotification(t, seeker.id, 'C');
    const theirs = await createNotification(t, other.id, 'Theirs');

    const response = await deleteAll(seeker.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: NOTIFICATION_MESSAGES.allDeleted, deleted: 3 });
    expect(await list(seeker.token)).toEqual([]);
    expect((await list(other.token)).map((n) => n.id)).toEqual([theirs.id]);

    const again = await deleteAll(seeker.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NOTIFICATION_MESSAGES.allDeleted, deleted: 0 });
  });

  it('asks anonymous callers to sign in (401) and deletes nothing', async () => {
    const seeker = await createEmployee(t);
    const row = await createNotification(t, seeker.id);
    const response = await deleteAll();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect(await stored(row.id)).toBeDefined();
  });
});

describe('order of checks', () => {
  it('refuses a signed-out call with 401 before looking at its body', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/mark-notification-read/1/',
      payload: { is_read: 'not-a-boolean' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });
});
