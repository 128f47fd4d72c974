import type { AddressInfo } from 'node:net';
import { CHAT_MESSAGES, notificationFrameSchema, type NotificationFrame } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { users } from '../../db/schema.js';
import { createAdmin, createJob, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeCard } from '../../../test/support/admin-users.js';
import { APPROVAL_NOTIFICATION } from './notifications.subscribers.js';
import {
  apply,
  createEmployerWithJob,
  createJobSeeker,
  type EmployerWithJob,
} from '../../../test/support/applications.js';
import { NOTIFICATION_SOCKET_CLOSE } from './notifications.socket.js';

let t: TestApp;
let baseUrl: string;
let posting: EmployerWithJob;
const clients: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  baseUrl = `ws://127.0.0.1:${port}/ws/notifications/`;
  posting = await createEmployerWithJob(t, { company: 'Liwanag Solar', title: 'Solar Panel Technician' });
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await t.close();
});

/** A test client of the notifications socket that queues every frame and records how it closed. */
class LiveClient {
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly frames: unknown[] = [];
  private readonly waiting: ((frame: unknown) => void)[] = [];

  constructor(url: string, origin?: string) {
    this.socket = new WebSocket(url, origin === undefined ? {} : { origin });
    clients.push(this);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    });
    this.socket.on('message', (data: Buffer) => {
      const frame: unknown = JSON.parse(data.toString('utf8'));
      const waiter = this.waiting.shift();
      if (waiter) waiter(frame);
      else this.frames.push(frame);
    });
  }

  /** The next frame the server sends, checked against the contract. */
  async nextFrame(): Promise<NotificationFrame> {
    const frame =
      this.frames.length > 0 ? this.frames.shift() : await new Promise((resolve) => this.waiting.push(resolve));
    return notificationFrameSchema.parse(frame);
  }
}

async function ticketFor(user: TestUser): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/ws-ticket/', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

/** Opens the socket for a user the way the web app does (with the site's Origin) and waits until it is open. */
async function connect(user: TestUser): Promise<LiveClient> {
  const client = new LiveClient(`${baseUrl}?ticket=${encodeURIComponent(await ticketFor(user))}`, t.config.publicUrl);
  await client.opened;
  return client;
}

const decide = async (applicationId: number, action: 'approve' | 'decline') => {
  const response = await t.request({
    method: 'POST',
    url: `/api/applications/${applicationId}/${action}/`,
    token: posting.employer.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  // The notification is created and pushed by the event's subscriber, after the commit.
  await t.jobs.drain();
};

const newestNotification = async (user: TestUser) => {
  const response = await t.request({ method: 'GET', url: '/api/get-notifications/', token: user.token });
  expect(response.statusCode).toBe(200);
  return response.json<unknown[]>()[0];
};

describe('GET /ws/notifications/ delivers new notifications live', () => {
  it('sends each notification to its own user only, as the stored notification', async () => {
    const first = await createJobSeeker(t);
    const second = await createJobSeeker(t);
    const firstApplication = await apply(t, first, posting.job.id);
    const secondApplication = await apply(t, second, posting.job.id);
    const firstClient = await connect(first);
    const secondClient = await connect(second);

    await decide(firstApplication, 'approve');
    const frame = await firstClient.nextFrame();
    // nextFrame checked the whole frame against the contract (type, id, ISO timestamp…).
    expect(frame.notification).toMatchObject({
      title: 'Application approved',
      action: 'Liwanag Solar approved your application for Solar Panel Technician.',
      is_read: false,
    });
    // The frame is the committed notification, exactly as the list shows it.
    expect(await newestNotification(first)).toEqual(frame.notification);

    // The second person's first frame is their own: the first person's notification never reached them.
    await decide(secondApplication, 'decline');
    const secondFrame = await secondClient.nextFrame();
    expect(secondFrame.notification).toMatchObject({
      title: 'Application declined',
      action: 'Liwanag Solar declined your application for Solar Panel Technician.',
    });
    expect(secondFrame.notification.id).not.toBe(frame.notification.id);

    // And the other way round: the first person's next frame is their next notification.
    const otherJob = await createJob(t, posting.employer.id, { title: 'Warehouse Inventory Clerk' });
    await decide(await apply(t, first, otherJob.id), 'approve');
    expect((await firstClient.nextFrame()).notification).toMatchObject({
      title: 'Application approved',
      action: 'Liwanag Solar approved your application for Warehouse Inventory Clerk.',
    });
  });

  it('delivers a notification created inside a transaction (an admin approval) once it has committed', async () => {
    const admin = await createAdmin(t);
    const seeker = await createJobSeeker(t);
    const client = await connect(seeker);
    // Pending again after the socket opened (a pending account cannot open one): the approval's event is
    // stored with the decision; its subscriber stores the notification and publishes it after committing.
    await t.db.update(users).set({ isApproved: false, approvedAt: null }).where(eq(users.id, seeker.id));
    await storeCard(t, seeker.id);

    const response = await t.request({
      method: 'POST',
      url: `/api/admin/approve-user/${seeker.id}/`,
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.jobs.drain();
    const frame = await client.nextFrame();
    expect(frame.notification).toMatchObject({
      title: APPROVAL_NOTIFICATION.title,
      action: APPROVAL_NOTIFICATION.action,
      is_read: false,
    });
    expect(await newestNotification(seeker)).toEqual(frame.notification);
  });
});

describe('GET /ws/notifications/ refuses', () => {
  it('an invalid ticket with close code 4401', async () => {
    const client = new LiveClient(`${baseUrl}?ticket=not-a-ticket`, t.config.publicUrl);
    expect(await client.closed).toEqual({ code: 4401, reason: CHAT_MESSAGES.ticketInvalid });
  });

  it('a missing ticket with close code 4401', async () => {
    const client = new LiveClient(baseUrl);
    expect((await client.closed).code).toBe(4401);
  });

  it('a ticket used a second time with close code 4401', async () => {
    const seeker = await createJobSeeker(t);
    const url = `${baseUrl}?ticket=${encodeURIComponent(await ticketFor(seeker))}`;
    const first = new LiveClient(url);
    await first.opened;
    const second = new LiveClient(url);
    expect((await second.closed).code).toBe(4401);
  });

  it('an Origin of another site with close code 4403, even with a valid ticket', async () => {
    const seeker = await createJobSeeker(t);
    const url = `${baseUrl}?ticket=${encodeURIComponent(await ticketFor(seeker))}`;
    const client = new LiveClient(url, 'https://evil.example');
    expect(await client.closed).toEqual({ code: 4403, reason: CHAT_MESSAGES.originRefused });
  });

  it('closes with 4400 when the client sends a frame (it is meant to send nothing)', async () => {
    const client = await connect(await createJobSeeker(t));
    client.socket.send('{"type":"hello"}');
    expect(await client.closed).toEqual(NOTIFICATION_SOCKET_CLOSE.noFrames);
  });
});
