import type { ChatRoomSummary } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { userTypeLabel } from './chat-messages';
import { formatConversationTime } from './chat-time';
import { ConversationAbout } from './conversation-about';
import { PersonAvatar } from './person-avatar';

/**
 * One conversation: picture or initials, the other person's name (the link into the chat, stretched
 * over the whole row for pointer users), their user type, which company and job it is about, the last
 * message and when it was sent.
 */
export function ConversationRow({ room, now }: { room: ChatRoomSummary; now: Date }) {
  const time = formatConversationTime(room.last_timestamp, now);
  return (
    <article className="relative flex items-start gap-3 rounded-lg border-2 border-slate-200 bg-white p-3 shadow-sm focus-within:border-brand-700 hover:border-brand-700">
      <PersonAvatar name={room.other_user} picture={room.other_user_profile_picture} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="min-w-0 text-lg font-bold break-words text-slate-900">
            <Link to={`/chat/${room.room_id}`} className="after:absolute after:inset-0 after:content-['']">
              {room.other_user}
            </Link>
          </h2>
          {time && room.last_timestamp ? (
            <p className="text-sm text-slate-700">
              <span className="sr-only">Last message: </span>
              <time dateTime={room.last_timestamp}>{time}</time>
            </p>
          ) : null}
        </div>
        <p className="text-sm font-medium text-slate-700">{userTypeLabel(room.other_user_type)}</p>
        <ConversationAbout context={room} className="text-sm" />
        <p className="line-clamp-2 break-words text-slate-800">
          {room.last_message ?? <span className="italic">No messages yet</span>}
        </p>
      </div>
    </article>
  );
}
