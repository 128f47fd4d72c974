import type { ChatMessage } from '@kakayahan/contracts';
import { useState, type Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatMessageTime } from './chat-time';
import { UserText } from '../../../components/ui/user-text';
import { PersonAvatar } from './person-avatar';

export const HISTORY_FAILED = 'Failed to load chat history. Please try again.';

function MessageItem({ message, isOwn, now }: { message: ChatMessage; isOwn: boolean; now: Date }) {
  const time = formatMessageTime(message.timestamp, now);
  return (
    <li
      // Focus lands on a message after "Load older messages" when no older ones remain.
      tabIndex={-1}
      data-message-id={message.id}
      className={`flex items-end gap-2 focus:outline-none focus-visible:outline ${isOwn ? 'justify-end' : 'justify-start'}`}
    >
      {isOwn ? null : <PersonAvatar name={message.sender} size="sm" />}
      <div
        className={`flex max-w-[85%] min-w-0 flex-col gap-1 rounded-lg border-2 px-3 py-2 ${
          isOwn ? 'border-brand-700 bg-brand-50 text-right' : 'border-slate-300 bg-white'
        }`}
      >
        <p className="text-sm font-semibold text-slate-900">
          {isOwn ? 'You' : message.sender}
          <span className="sr-only"> said:</span>
        </p>
        <UserText text={message.content} className="text-left text-slate-900" />
        {time ? (
          <p className="text-sm text-slate-700">
            <span className="sr-only">Sent </span>
            <time dateTime={message.timestamp}>{time}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The conversation: a log the reader can walk through at their own pace. It is not live itself
 * (aria-live off) so history, older pages and one's own echoes are never read out unasked; messages
 * from the other person that arrive while here are announced by IncomingAnnouncer instead.
 */
export function MessageList({
  messages,
  myUserId,
  otherName,
  hasMore,
  isLoadingOlder,
  hasOlderError,
  onLoadOlder,
  listRef,
}: {
  messages: readonly ChatMessage[];
  myUserId: number | null;
  otherName: string;
  hasMore: boolean;
  isLoadingOlder: boolean;
  hasOlderError: boolean;
  onLoadOlder: () => void;
  listRef: Ref<HTMLOListElement>;
}) {
  // One "now" per visit keeps rendering pure; a message is "today" by the day the room was opened.
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-3">
      {hasMore ? (
        <div className="flex flex-col items-center gap-2">
          <Button variant="secondary" onPress={onLoadOlder} isPending={isLoadingOlder}>
            Load older messages
          </Button>
          {hasOlderError ? <Alert tone="error">{HISTORY_FAILED}</Alert> : null}
        </div>
      ) : null}
      <div role="log" aria-live="off" aria-label={`Messages with ${otherName}`}>
        {messages.length === 0 ? (
          <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
            <p className="text-lg font-semibold text-slate-900">No messages yet</p>
            <p className="text-slate-800">Be the first to send a message!</p>
          </div>
        ) : (
          <ol ref={listRef} className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} isOwn={message.sender_id === myUserId} now={now} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** One announcement of a message that arrived from the other person. */
export interface IncomingAnnouncement {
  id: number;
  text: string;
}

/** Reads out new messages from the other person, each once, without moving focus (a polite log). */
export function IncomingAnnouncer({ announcements }: { announcements: readonly IncomingAnnouncement[] }) {
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label="New messages" className="sr-only">
      {announcements.map((announcement) => (
        <p key={announcement.id}>{announcement.text}</p>
      ))}
    </div>
  );
}
