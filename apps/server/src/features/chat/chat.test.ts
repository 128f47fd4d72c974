import { ACCOUNT_STANDING, CHAT_MESSAGES, chatHistorySchema, chatRoomSummaryListSchema } from '@kakayahan/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, chatRooms } from '../../db/schema-community.js';
import { applications, employeeProfiles, employerProfiles, jobPosts } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createChatAs, pairWithRoom, roomBetween, storeMessages } from '../../../test/support/chat.js';

const t = await appForThisFile();

const history = (user: TestUser | undefined, roomId: number | string, query = '') =>
  t.request({
    method: 'GET',
    url: `/api/chat/messages/${roomId}/${query}`,
    ...(user ? { token: user.token } : {}),
  });

async function historyOf(user: TestUser, roomId: number, query = '') {
  const response = await history(user, roomId, query);
  expect(response.statusCode, response.body).toBe(200);
  return chatHistorySchema.parse(response.json());
}

async function chatsOf(user: TestUser) {
  const response = await t.request({ method: 'GET', url: '/api/user-chats/', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return chatRoomSummaryListSchema.parse(response.json());
}

describe('POST /api/create_chat/', () => {
  it('creates one room per pair: 201 the first time, then 200 with the same room from either side', async () => {
    const employer = await createEmployer(t);
    const seeker = await createEmployee(t);
    const first = await createChatAs(t, seeker, employer.id);
    expect(first.statusCode, first.body).toBe(201);
    const { room_id: roomId, created } = first.json<{ room_id: number; created: boolean }>();
    expect(created).toBe(true);

    const again = await createChatAs(t, seeker, employer.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ room_id: roomId, created: false });
    const reverse = await createChatAs(t, employer, seeker.id);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toEqual({ room_id: roomId, created: false });

    const rows = await t.db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    expect(rows).toEqual([
      expect.objectContaining({
        userLowId: Math.min(seeker.id, employer.id),
        userHighId: Math.max(seeker.id, employer.id),
      }),
    ]);
  });

  it('creates exactly one room when both people start the chat at the same time', async () => {
    const employer = await createEmployer(t);
    const seeker = await createEmployee(t);
    const answers = await Promise.all([
      createChatAs(t, seeker, employer.id),
      createChatAs(t, employer, seeker.id),
      createChatAs(t, seeker, employer.id),
    ]);
    const bodies = answers.map((a) => a.json<{ room_id: number; created: boolean }>());
    expect(new Set(bodies.map((b) => b.room_id)).size).toBe(1);
    expect(bodies.filter((b) => b.created)).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
  });

  it('refuses a chat with yourself (400) and with an unknown person (404)', async () => {
    const seeker = await createEmployee(t);
    const self = await createChatAs(t, seeker, seeker.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: CHAT_MESSAGES.selfChat });
    const unknown = await createChatAs(t, seeker, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: CHAT_MESSAGES.userNotFound });
    const bad = await createChatAs(t, seeker, 'abc');
    expect(bad.statusCode).toBe(400);
  });

  it('allows only a job seeker with an employer (403 otherwise), and never an unapproved job seeker', async () => {
    const employer = await createEmployer(t);
    const otherEmployer = await createEmployer(t);
    const seeker = await createEmployee(t);
    const otherSeeker = await createEmployee(t);
    const admin = await createAdmin(t);
    const pending = await createEmployee(t, { approved: false });
    const refused: [TestUser, TestUser][] = [
      [seeker, otherSeeker],
      [employer, otherEmployer],
      [admin, seeker],
      [employer, admin],
      [employer, pending],
    ];
    for (const [actor, other] of refused) {
      const response = await createChatAs(t, actor, other.id);
      expect(response.statusCode, `${actor.userType} → ${other.userType}`).toBe(403);
      expect(response.json()).toMatchObject({ error: CHAT_MESSAGES.notAllowed });
    }
    // A job seeker still waiting for approval may not act at all: the sign-in's own refusal.
    const asPending = await createChatAs(t, pending, employer.id);
    expect(asPending.statusCode).toBe(403);
    expect(asPending.json()).toEqual({ error: ACCOUNT_STANDING.pending_approval, code: 'pending_approval' });
    expect(
      await t.db
        .select()
        .from(chatRooms)
        .where(inArray(chatRooms.userLowId, [pending.id, admin.id])),
    ).toEqual([]);
  });

  it('answers 401 to anonymous calls of every chat endpoint', async () => {
    const { roomId, employer } = await pairWithRoom(t);
    expect((await createChatAs(t, undefined, employer.id)).statusCode).toBe(401);
    expect((await history(undefined, roomId)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user-chats/' })).statusCode).toBe(401);
  });
});

describe('GET /api/chat/messages/{roomId}/', () => {
  it('shows the history only to the two members; another pair’s room and unknown rooms are the same 404', async () => {
    const { roomId, employer, seeker } = await pairWithRoom(t);
    await storeMessages(t, roomId, seeker.id, ['Hello po!']);
    const outsider = await createEmployer(t);
    const theirRoom = await roomBetween(t, await createEmployee(t), outsider);

    for (const member of [employer, seeker]) {
      expect((await historyOf(member, roomId)).messages.map((m) => m.content)).toEqual(['Hello po!']);
    }
    const foreign = await history(outsider, roomId);
    const missing = await history(outsider, 987_654);
    const wrongPair = await history(seeker, theirRoom);
    for (const response of [foreign, missing, wrongPair]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CHAT_MESSAGES.roomNotFound });
    }
  });

  it('answers the other member with name, type and picture path, and each message with its sender', async () => {
    const { roomId, employer, seeker } = await pairWithRoom(t);
    await createEmployerProfile(t, employer.id, 'Santos Bakery');
    await t.db
      .update(employerProfiles)
      .set({ compLogo: 'public/logos/santos.webp' })
      .where(eq(employerProfiles.userId, employer.id));
    await t.db.insert(employeeProfiles).values({ userId: seeker.id, pictureKey: 'public/pictures/jose.webp' });
    const [id] = await storeMessages(t, roomId, employer.id, ['Welcome, Jose.']);

    const seen = await historyOf(seeker, roomId);
    expect(seen.other_user).toEqual({
      id: employer.id,
      username: 'Maria Santos',
      user_type: 'Employer',
      profile_picture: '/media/logos/santos.webp',
    });
    expect(seen.messages).toEqual([
      {
        id,
        room_id: roomId,
        sender: 'Maria Santos',
        sender_id: employer.id,
        content: 'Welcome, Jose.',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/u) as unknown,
      },
    ]);
    expect(seen.has_more).toBe(false);
    expect((await historyOf(employer, roomId)).other_user).toEqual({
      id: seeker.id,
      username: 'Jose Rizal',
      user_type: 'Employee',
      profile_picture: '/media/pictures/jose.webp',
    });
  });

  it('pages: newest page oldest first, `before` pages back, `after` answers what came later', async () => {
    const { roomId, employer, seeker } = await pairWithRoom(t);
    const ids = await storeMessages(t, roomId, seeker.id, ['m1', 'm2', 'm3', 'm4']);
    ids.push(...(await storeMessages(t, roomId, employer.id, ['m5', 'm6', 'm7'])));
    const contents = (page: { messages: { content: string }[] }) => page.messages.map((m) => m.content);

    const all = await historyOf(seeker, roomId);
    expect(contents(all)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(all.has_more).toBe(false);

    const newest = await historyOf(seeker, roomId, '?limit=3');
    expect(contents(newest)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.has_more).toBe(true);
    const back = await historyOf(seeker, roomId, `?limit=3&before=${newest.messages[0]?.id}`);
    expect(contents(back)).toEqual(['m2', 'm3', 'm4']);
    expect(back.has_more).toBe(true);
    const oldest = await historyOf(seeker, roomId, `?limit=3&before=${back.messages[0]?.id}`);
    expect(contents(oldest)).toEqual(['m1']);
    expect(oldest.has_more).toBe(false);

    const later = await historyOf(employer, roomId, `?after=${ids[1]}&limit=3`);
    expect(contents(later)).toEqual(['m3', 'm4', 'm5']);
    expect(later.has_more).toBe(true);
    const rest = await historyOf(employer, roomId, `?after=${later.messages.at(-1)?.id}`);
    expect(contents(rest)).toEqual(['m6', 'm7']);
    expect(contents(await historyOf(employer, roomId, `?after=${ids.at(-1)}`))).toEqual([]);
    expect(contents(await historyOf(employer, roomId, '?after=0&limit=2'))).toEqual(['m1', 'm2']);
  });

  it('refuses parameters outside the contract (400)', async () => {
    const { roomId, seeker } = await pairWithRoom(t);
    expect((await history(seeker, roomId, '?limit=0')).statusCode).toBe(400);
    expect((await history(seeker, roomId, '?limit=201')).statusCode).toBe(400);
    expect((await history(seeker, roomId, '?before=x')).statusCode).toBe(400);
    expect((await history(seeker, 'abc')).statusCode).toBe(400);
  });
});

describe('GET /api/user-chats/', () => {
  it('lists the caller’s rooms, most recent activity first, with the other person and the last message', async () => {
    const employer = await createEmployer(t, { firstName: 'Ana', lastName: 'Reyes' });
    const first = await createEmployee(t, { firstName: 'First', lastName: 'Seeker' });
    const quiet = await createEmployee(t, { firstName: 'Quiet', lastName: 'Seeker' });
    const recent = await createEmployee(t, { firstName: 'Recent', lastName: 'Seeker' });
    const firstRoom = await roomBetween(t, first, employer);
    const quietRoom = await roomBetween(t, employer, quiet);
    const recentRoom = await roomBetween(t, recent, employer);
    await storeMessages(t, recentRoom, recent.id, ['Good morning!']);
    // The oldest room becomes the most recent conversation with a new message.
    await storeMessages(t, firstRoom, first.id, ['Old news', 'Is the job still open?']);
    await roomBetween(t, await createEmployee(t), await createEmployer(t));

    const list = await chatsOf(employer);
    expect(list.map((s) => s.room_id)).toEqual([firstRoom, recentRoom, quietRoom]);
    expect(list[0]).toEqual({
      room_id: firstRoom,
      other_user: 'First Seeker',
      other_user_id: first.id,
      other_user_profile_picture: null,
      other_user_type: 'Employee',
      last_message: 'Is the job still open?',
      last_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/u) as unknown,
      company_name: null,
      job: null,
    });
    expect(list[2]).toMatchObject({ other_user: 'Quiet Seeker', last_message: null, last_timestamp: null });

    const seen = await chatsOf(first);
    expect(seen).toEqual([expect.objectContaining({ room_id: firstRoom, other_user: 'Ana Reyes' })]);
    expect(seen[0]?.other_user_type).toBe('Employer');
  });

  it('answers an empty list to someone without conversations', async () => {
    expect(await chatsOf(await createEmployer(t))).toEqual([]);
  });
});

describe('what a conversation is about (company and job)', () => {
  const createChatAbout = (user: TestUser, otherUserId: number, jobPostId: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/create_chat/',
      payload: { other_user_id: otherUserId, job_post_id: jobPostId },
      token: user.token,
    });

  it('names the employer’s company and the job the chat was started from, in the list and the room, on both sides', async () => {
    const employer = await createEmployer(t, { firstName: 'Ana', lastName: 'Reyes' });
    await createEmployerProfile(t, employer.id, 'Santos Bakery');
    const job = await createJob(t, employer.id, { title: 'Baker Assistant' });
    const seeker = await createEmployee(t);
    const started = await createChatAbout(seeker, employer.id, job.id);
    expect(started.statusCode, started.body).toBe(201);
    const roomId = started.json<{ room_id: number }>().room_id;

    const about = { company_name: 'Santos Bakery', job: { post_id: job.id, job_title: 'Baker Assistant' } };
    for (const member of [seeker, employer]) {
      expect(await chatsOf(member)).toEqual([expect.objectContaining({ room_id: roomId, ...about })]);
      expect(await historyOf(member, roomId)).toMatchObject(about);
    }
  });

  it('moves to the job the chat is started from again, and falls back to the latest application', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id, 'Mabuhay Foods');
    const first = await createJob(t, employer.id, { title: 'Cashier' });
    const second = await createJob(t, employer.id, { title: 'Packer' });
    const seeker = await createEmployee(t);
    // Started without a job and no application yet: the company alone.
    const roomId = await roomBetween(t, employer, seeker);
    expect(await historyOf(seeker, roomId)).toMatchObject({ company_name: 'Mabuhay Foods', job: null });

    await t.db.insert(applications).values({
      jobId: first.id,
      applicantId: seeker.id,
      applicantName: 'Jose Rizal',
      applicantRole: 'Cashier',
      applicantExperience: 'Two years',
      applicantLocation: 'Manila',
      applicantSkills: 'Cash handling',
    });
    expect((await historyOf(employer, roomId)).job).toEqual({ post_id: first.id, job_title: 'Cashier' });

    const again = await createChatAbout(employer, seeker.id, second.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ room_id: roomId, created: false });
    expect((await chatsOf(seeker))[0]?.job).toEqual({ post_id: second.id, job_title: 'Packer' });

    // A deleted job drops out: back to the application's job.
    await t.db.delete(jobPosts).where(eq(jobPosts.id, second.id));
    expect((await historyOf(seeker, roomId)).job).toEqual({ post_id: first.id, job_title: 'Cashier' });
  });

  it('refuses a job that is not the pair’s employer’s (400) and an id outside the contract, creating no room', async () => {
    const employer = await createEmployer(t);
    const otherEmployer = await createEmployer(t);
    const othersJob = await createJob(t, otherEmployer.id);
    const seeker = await createEmployee(t);
    for (const jobPostId of [othersJob.id, 987_654]) {
      const response = await createChatAbout(seeker, employer.id, jobPostId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: CHAT_MESSAGES.jobNotOfPair });
    }
    expect((await createChatAbout(seeker, employer.id, 'abc')).statusCode).toBe(400);
    expect(await chatsOf(seeker)).toEqual([]);
  });
});

describe('account deletion', () => {
  it('takes the person’s rooms and messages with it', async () => {
    const { roomId, employer, seeker } = await pairWithRoom(t);
    await storeMessages(t, roomId, seeker.id, ['Hi!']);
    await storeMessages(t, roomId, employer.id, ['Hello!']);
    const kept = await pairWithRoom(t);
    await storeMessages(t, kept.roomId, kept.seeker.id, ['Still here']);

    const deleted = await t.request({ method: 'DELETE', url: '/api/delete-account/', token: seeker.token });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await t.db.select().from(chatRooms).where(eq(chatRooms.id, roomId))).toEqual([]);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId))).toEqual([]);
    expect(await chatsOf(employer)).toEqual([]);
    expect((await history(employer, roomId)).statusCode).toBe(404);
    expect((await historyOf(kept.seeker, kept.roomId)).messages).toHaveLength(1);
  });
});
