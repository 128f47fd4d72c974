import {
  displayName,
  type ChatHistory,
  type ChatMessage,
  type ChatRoomSummary,
  type ChatServerFrame,
  type ChatServerMessageFrame,
} from '@kakayahan/contracts';
import { publicMediaPath } from '../../platform/files/public-media.js';
import type {
  ChatContextRow,
  ChatMessageRow,
  ChatPersonRow,
  ChatRoomSummaryRow,
  StoredMessageRow,
} from './chat.repo.js';

/** A stored message with the contract's field names; `sender` is the sender's display name. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    room_id: row.roomId,
    sender: displayName(row.senderFirstName, row.senderLastName),
    sender_id: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}

/** A message just stored: the sender is the authenticated user, whose display name is known. */
export function presentStoredMessage(row: StoredMessageRow, senderName: string): ChatMessage {
  return {
    id: row.id,
    room_id: row.roomId,
    sender: senderName,
    sender_id: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}

export function presentChatPerson(row: ChatPersonRow): ChatHistory['other_user'] {
  return {
    id: row.id,
    username: displayName(row.firstName, row.lastName),
    user_type: row.userType,
    profile_picture: publicMediaPath(row.pictureKey),
  };
}

/** What a conversation is about: the company and the job (a job without its title is no job to show). */
export function presentChatContext(row: ChatContextRow): Pick<ChatHistory, 'company_name' | 'job'> {
  return {
    company_name: row.companyName,
    job: row.jobId !== null && row.jobTitle !== null ? { post_id: row.jobId, job_title: row.jobTitle } : null,
  };
}

export function presentChatHistory(
  messages: ChatMessageRow[],
  other: ChatPersonRow,
  hasMore: boolean,
  context: ChatContextRow,
): ChatHistory {
  return {
    messages: messages.map(presentChatMessage),
    other_user: presentChatPerson(other),
    has_more: hasMore,
    ...presentChatContext(context),
  };
}

export function presentChatRoomSummary(row: ChatRoomSummaryRow): ChatRoomSummary {
  return {
    room_id: row.roomId,
    other_user: displayName(row.other.firstName, row.other.lastName),
    other_user_id: row.other.id,
    other_user_profile_picture: publicMediaPath(row.other.pictureKey),
    other_user_type: row.other.userType,
    last_message: row.lastMessage,
    last_timestamp: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
    ...presentChatContext(row),
  };
}

/** The WebSocket frame of a stored message: the contract's `sender` and `message`, plus the stored fields. */
export function presentMessageFrame(message: ChatMessage): ChatServerMessageFrame {
  return {
    type: 'message',
    sender: message.sender,
    message: message.content,
    id: message.id,
    room_id: message.room_id,
    sender_id: message.sender_id,
    timestamp: message.timestamp,
  };
}

export function presentErrorFrame(error: string): ChatServerFrame {
  return { type: 'error', error };
}
