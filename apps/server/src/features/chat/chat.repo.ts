import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeeProfiles, employerProfiles, jobPosts, users } from '../../db/schema.js';
import { chatMessages, chatRooms } from '../../db/schema-community.js';

export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** A stored message with its sender's name parts (the presenter builds the display name). */
export interface ChatMessageRow {
  id: number;
  roomId: number;
  senderId: number;
  content: string;
  createdAt: Date;
  senderFirstName: string;
  senderLastName: string;
}

export type StoredMessageRow = Omit<ChatMessageRow, 'senderFirstName' | 'senderLastName'>;

/** A message just stored, with the id of the room's message before it (0 for the room's first). */
export type InsertedMessageRow = StoredMessageRow & { previousId: number };

/** The other member of a room as the chat screens show them. */
export interface ChatPersonRow {
  id: number;
  firstName: string;
  lastName: string;
  userType: 'Employee' | 'Employer' | 'Admin';
  /** The job seeker's picture key or the employer's logo key. */
  pictureKey: string | null;
}

/** What a room is about: the employer member's company and the room's job (see roomJobId). */
export interface ChatContextRow {
  companyName: string | null;
  jobId: number | null;
  jobTitle: string | null;
}

export interface ChatRoomSummaryRow extends ChatContextRow {
  roomId: number;
  other: ChatPersonRow;
  lastMessage: string | null;
  lastMessageAt: Date | null;
}

/** The picture of a person: a job seeker's profile picture, an employer's logo, nothing for admins. */
const pictureKeyOf = sql<
  string | null
>`case when ${users.userType} = 'Employee' then ${employeeProfiles.pictureKey} when ${users.userType} = 'Employer' then ${employerProfiles.compLogo} end`;

const personFields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  pictureKey: pictureKeyOf,
};

const messageFields = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  senderId: chatMessages.senderId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
};

/**
 * The room's job: the one it was last started from, else the job seeker member's latest application to a
 * job of the employer member (a room's pair is always one job seeker and one employer, so "either member"
 * names the right one on each side). Deleted jobs drop out (the room's column is set null, applications go).
 */
const roomJobId = sql<number | null>`coalesce(${chatRooms.jobPostId}, (
  select a.job_id from applications a inner join job_posts j on j.id = a.job_id
  where j.employer_id in (${chatRooms.userLowId}, ${chatRooms.userHighId})
    and a.applicant_id in (${chatRooms.userLowId}, ${chatRooms.userHighId})
  order by a.created_at desc, a.id desc limit 1))`;

/** The company of the room's employer member (only an employer has a company profile). */
const roomCompanyName = sql<string | null>`(
  select ep.comp_name from employer_profiles ep
  where ep.user_id in (${chatRooms.userLowId}, ${chatRooms.userHighId}) limit 1)`;

const contextFields = { companyName: roomCompanyName, jobId: jobPosts.id, jobTitle: jobPosts.jobTitle };

const isMember = (userId: number) => or(eq(chatRooms.userLowId, userId), eq(chatRooms.userHighId, userId));

/**
 * Creates the room of a pair unless it exists (the unique pair index decides under concurrency), then
 * reads it. `created` is true only for the call whose insert made the row.
 */
export async function insertOrFindRoom(
  db: Database,
  pair: { userLowId: number; userHighId: number },
  jobPostId?: number,
): Promise<{ room: ChatRoomRow; created: boolean } | undefined> {
  const [inserted] = await db
    .insert(chatRooms)
    .values({ ...pair, jobPostId: jobPostId ?? null })
    .onConflictDoNothing({ target: [chatRooms.userLowId, chatRooms.userHighId] })
    .returning();
  if (inserted) return { room: inserted, created: true };
  const samePair = and(eq(chatRooms.userLowId, pair.userLowId), eq(chatRooms.userHighId, pair.userHighId));
  // An existing room started again from a job is about that job from now on.
  const [existing] =
    jobPostId === undefined
      ? await db.select().from(chatRooms).where(samePair).limit(1)
      : await db.update(chatRooms).set({ jobPostId }).where(samePair).returning();
  return existing ? { room: existing, created: false } : undefined;
}

/** The employer who posted a job, or undefined for an unknown job. */
export async function findJobEmployerId(db: Database, jobId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ employerId: jobPosts.employerId })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobId))
    .limit(1);
  return row?.employerId;
}

/** What a room is about: its employer's company and its job (see roomJobId). */
export async function findRoomContext(db: Database, roomId: number): Promise<ChatContextRow> {
  const [row] = await db
    .select(contextFields)
    .from(chatRooms)
    .leftJoin(jobPosts, eq(jobPosts.id, roomJobId))
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  return row ?? { companyName: null, jobId: null, jobTitle: null };
}

/** The room when the user is one of its two members; undefined for other people's rooms and unknown ids. */
export async function findRoomOfMember(db: Database, roomId: number, userId: number): Promise<ChatRoomRow | undefined> {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), isMember(userId)))
    .limit(1);
  return row;
}

/** A person with their chat picture key. */
export async function findChatPerson(db: Database, userId: number): Promise<ChatPersonRow | undefined> {
  const [row] = await db
    .select(personFields)
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export interface MessagePageQuery {
  roomId: number;
  /** Only messages with a smaller id (paging back). */
  beforeId?: number | undefined;
  /** Only messages with a greater id (catching up); the page is then the oldest ones after it. */
  afterId?: number | undefined;
  limit: number;
}

/**
 * One page of a room's messages, oldest first. Without `afterId` it is the newest `limit` messages (before
 * `beforeId` when given); with it, the oldest `limit` messages after it. Reads one row more than asked to
 * tell whether the page is cut (`cut`: more messages exist beyond the page in its reading direction).
 */
export async function listRoomMessages(
  db: Database,
  query: MessagePageQuery,
): Promise<{ messages: ChatMessageRow[]; cut: boolean }> {
  const conditions: SQL[] = [eq(chatMessages.roomId, query.roomId)];
  if (query.beforeId !== undefined) conditions.push(lt(chatMessages.id, query.beforeId));
  if (query.afterId !== undefined) conditions.push(gt(chatMessages.id, query.afterId));
  const forward = query.afterId !== undefined;
  const rows = await db
    .select(messageFields)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(...conditions))
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(query.limit + 1);
  const cut = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { messages: forward ? page : page.reverse(), cut };
}

/** The id of the room's newest message, 0 when it has none. */
export async function findLastMessageId(db: Database, roomId: number): Promise<number> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.id ?? 0;
}

/** True when the room has a message older than the given id. */
export async function hasMessageBefore(db: Database, roomId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, messageId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a message and moves the room's last activity to its time, in one transaction. Undefined when the
 * room no longer exists (a member deleted their account meanwhile).
 *
 * The room row is locked first, so a room's messages commit one at a time in id order: a read that sees a
 * message sees every earlier one of its room, and `previousId` is exactly the room's message before it.
 */
export async function insertMessage(
  db: Database,
  values: { roomId: number; senderId: number; content: string },
): Promise<InsertedMessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .update(chatRooms)
      .set({ lastMessageAt: sql`greatest(${chatRooms.lastMessageAt}, now())` })
      .where(eq(chatRooms.id, values.roomId))
      .returning({ id: chatRooms.id });
    if (!room) return undefined;
    const [previous] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, values.roomId))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    const [message] = await tx.insert(chatMessages).values(values).returning({
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    });
    return message && { ...message, previousId: previous?.id ?? 0 };
  });
}

/**
 * The user's rooms, most recent activity first, each with the other member, the newest message and what
 * the room is about, in one query (a lateral join reads one message per room through the room/id index).
 */
export async function listRoomSummaries(db: Database, userId: number, limit: number): Promise<ChatRoomSummaryRow[]> {
  const last = db
    .select({ content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, chatRooms.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last_message');
  const otherId = sql`case when ${chatRooms.userLowId} = ${userId} then ${chatRooms.userHighId} else ${chatRooms.userLowId} end`;
  const rows = await db
    .select({
      roomId: chatRooms.id,
      other: personFields,
      lastMessage: last.content,
      lastMessageAt: last.createdAt,
      ...contextFields,
    })
    .from(chatRooms)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(jobPosts, eq(jobPosts.id, roomJobId))
    .leftJoinLateral(last, sql`true`)
    .where(isMember(userId))
    .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
    .limit(limit);
  return rows;
}
