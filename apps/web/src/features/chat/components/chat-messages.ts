import type { ChatMessage, ChatServerMessageFrame, UserType } from '@kakayahan/contracts';

/**
 * One list from several (older pages, the first page, live arrivals): each message once, by id, in the
 * order they were stored. Own messages come back from the server as an echo, and a reconnect may answer
 * what the socket already delivered, so the same id can arrive more than once.
 */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A live frame as a stored message (the frame carries the text as `message`, history as `content`). */
export function messageFromFrame(frame: ChatServerMessageFrame): ChatMessage {
  return {
    id: frame.id,
    room_id: frame.room_id,
    sender: frame.sender,
    sender_id: frame.sender_id,
    content: frame.message,
    timestamp: frame.timestamp,
  };
}

/** The user type in everyday words. */
export function userTypeLabel(userType: UserType): string {
  if (userType === 'Employee') return 'Job seeker';
  return userType;
}

interface Searchable {
  other_user: string;
  company_name?: string | null;
  job?: { job_title: string } | null;
}

/**
 * The conversations whose other person's name, company or job title contains the search, ignoring case
 * (all when it is empty). The spec searches the name only; the company and the job are what people
 * remember of a conversation about a job.
 */
export function filterConversations<T extends Searchable>(rooms: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...rooms];
  return rooms.filter((room) =>
    [room.other_user, room.company_name ?? '', room.job?.job_title ?? ''].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}
