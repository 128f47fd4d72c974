import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  type ChatHistory,
  type ChatMessage,
  type ChatRoomSummary,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../accounts/index.js';
import { findUserById } from '../accounts/index.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { presentChatHistory, presentChatMessage, presentChatRoomSummary } from './chat.presenter.js';
import {
  findChatPerson,
  findJobEmployerId,
  findLastMessageId,
  findRoomContext,
  findRoomOfMember,
  hasMessageBefore,
  insertMessage,
  insertOrFindRoom,
  listRoomMessages,
  listRoomSummaries,
  type ChatRoomRow,
  type InsertedMessageRow,
} from './chat.repo.js';

/** The most conversations the list answers (far beyond what one person keeps; it bounds the payload). */
export const CHAT_ROOM_LIST_LIMIT = 500;

/**
 * Chat is between a job seeker and an employer, both allowed to use the product: a job seeker waiting
 * for approval can neither start a chat nor be chatted with.
 */
function mayChat(a: UserRow, b: UserRow): boolean {
  const types = new Set([a.userType, b.userType]);
  if (!types.has('Employee') || !types.has('Employer')) return false;
  return [a, b].every((person) => person.userType !== 'Employee' || person.isApproved);
}

/**
 * POST /api/create_chat/: the one room of the actor and another person, created on first asking. The pair
 * is stored ordered (smaller id first) and the unique pair index settles two simultaneous first calls.
 * A job, when named, must be one of the pair's employer's jobs; the room is then about it.
 */
export async function createChat(
  ctx: AppContext,
  actor: AuthUser,
  otherUserId: number,
  jobPostId?: number,
): Promise<{ room_id: number; created: boolean }> {
  if (otherUserId === actor.id) throw badRequest(CHAT_MESSAGES.selfChat);
  const [me, other] = await Promise.all([findUserById(ctx.db, actor.id), findUserById(ctx.db, otherUserId)]);
  if (!me) throw unauthorized();
  if (!other) throw notFound(CHAT_MESSAGES.userNotFound);
  if (!mayChat(me, other)) throw forbidden(CHAT_MESSAGES.notAllowed);
  if (jobPostId !== undefined) {
    const employerId = me.userType === 'Employer' ? me.id : other.id;
    if ((await findJobEmployerId(ctx.db, jobPostId)) !== employerId) throw badRequest(CHAT_MESSAGES.jobNotOfPair);
  }
  const pair = { userLowId: Math.min(me.id, other.id), userHighId: Math.max(me.id, other.id) };
  const result = await insertOrFindRoom(ctx.db, pair, jobPostId);
  // Only a deletion of one of the two between the insert and the read leaves nothing.
  if (!result) throw notFound(CHAT_MESSAGES.userNotFound);
  return { room_id: result.room.id, created: result.created };
}

/** The room when the user is one of its two members, otherwise undefined (the socket's check). */
export function findMemberRoom(ctx: AppContext, actor: AuthUser, roomId: number): Promise<ChatRoomRow | undefined> {
  return findRoomOfMember(ctx.db, roomId, actor.id);
}

/** The room when the user is a member; others' rooms and unknown ids are the same 404. */
export async function requireRoomMember(ctx: AppContext, actor: AuthUser, roomId: number): Promise<ChatRoomRow> {
  const room = await findMemberRoom(ctx, actor, roomId);
  if (!room) throw notFound(CHAT_MESSAGES.roomNotFound);
  return room;
}

const otherMemberId = (room: ChatRoomRow, userId: number) =>
  room.userLowId === userId ? room.userHighId : room.userLowId;

export interface HistoryQuery {
  before?: number | undefined;
  after?: number | undefined;
  limit?: number | undefined;
}

/**
 * GET /api/chat/messages/{roomId}/: a page of the room's history, oldest first. Newest page by default;
 * `before` pages back; `after` answers the oldest messages after that id (a reconnecting client asks
 * again with the last id it got while the page comes back full). `has_more` tells of older messages.
 */
export async function getChatHistory(
  ctx: AppContext,
  actor: AuthUser,
  roomId: number,
  query: HistoryQuery,
): Promise<ChatHistory> {
  const room = await requireRoomMember(ctx, actor, roomId);
  const [other, context] = await Promise.all([
    findChatPerson(ctx.db, otherMemberId(room, actor.id)),
    findRoomContext(ctx.db, roomId),
  ]);
  if (!other) throw notFound(CHAT_MESSAGES.roomNotFound);
  const limit = query.limit ?? CHAT_HISTORY_PAGE_SIZE;
  const page = await listRoomMessages(ctx.db, { roomId, beforeId: query.before, afterId: query.after, limit });
  let hasMore: boolean;
  if (query.after === undefined) hasMore = page.cut;
  else {
    const first = page.messages[0];
    hasMore = await hasMessageBefore(ctx.db, roomId, first ? first.id : query.after + 1);
  }
  return presentChatHistory(page.messages, other, hasMore, context);
}

/** GET /api/user-chats/: the actor's conversations, most recent activity first. */
export async function listMyChats(ctx: AppContext, actor: AuthUser): Promise<ChatRoomSummary[]> {
  const rows = await listRoomSummaries(ctx.db, actor.id, CHAT_ROOM_LIST_LIMIT);
  return rows.map(presentChatRoomSummary);
}

/**
 * The stored messages after an id, oldest first, one page at most (a socket's catch-up); `isCut` says that
 * more follow the page.
 */
export async function listMessagesAfter(
  ctx: AppContext,
  roomId: number,
  afterId: number,
): Promise<{ messages: ChatMessage[]; isCut: boolean }> {
  const page = await listRoomMessages(ctx.db, { roomId, afterId, limit: CHAT_HISTORY_PAGE_SIZE_MAX });
  return { messages: page.messages.map(presentChatMessage), isCut: page.cut };
}

/** The id of the room's newest message (0 when none): where an opening socket's catch-ups start. */
export function lastMessageId(ctx: AppContext, roomId: number): Promise<number> {
  return findLastMessageId(ctx.db, roomId);
}

export type SendResult =
  | { ok: true; row: InsertedMessageRow }
  | { ok: false; error: string; /** The room was deleted meanwhile (a member's account went). */ roomGone?: boolean };

/**
 * Stores a message of the authenticated sender (never a sender the client names): trimmed, not blank,
 * at most CHAT_MESSAGE_MAX characters. The caller publishes it only after this commits.
 */
export async function storeChatMessage(
  ctx: AppContext,
  sender: AuthUser,
  roomId: number,
  text: string,
): Promise<SendResult> {
  const content = text.trim();
  if (content === '') return { ok: false, error: CHAT_MESSAGES.blank };
  if (content.length > CHAT_MESSAGE_MAX) return { ok: false, error: CHAT_MESSAGES.tooLong };
  const row = await insertMessage(ctx.db, { roomId, senderId: sender.id, content });
  if (!row) return { ok: false, error: CHAT_MESSAGES.roomNotFound, roomGone: true };
  return { ok: true, row };
}
