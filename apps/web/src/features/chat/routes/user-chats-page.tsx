import { useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { useUserChats } from '../api/get-user-chats';
import { filterConversations } from '../components/chat-messages';
import { ConversationRow } from '../components/conversation-row';

export const CHATS_FAILED = 'Failed to load your chats. Please try again.';

function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/** /user-chats: My Conversations, searchable by the other person's name (document 2 §2). */
export default function UserChatsPage() {
  const session = useSession();
  const query = useUserChats(session?.userId ?? null);
  const [search, setSearch] = useState('');
  // One "now" per visit keeps rendering pure ("Yesterday" is relative to when the list was opened).
  const [now] = useState(() => new Date());
  const rooms = query.data;
  const isSearching = search.trim() !== '';
  const visible = rooms ? filterConversations(rooms, search) : [];

  let content;
  if (rooms) {
    if (rooms.length === 0) {
      content = (
        <EmptyState title="No conversations yet">
          <p className="text-slate-800">Chats you start with employers or job seekers appear here.</p>
        </EmptyState>
      );
    } else if (visible.length === 0) {
      content = <EmptyState title="No results found" />;
    } else {
      content = (
        <ul aria-label="Your conversations" className="flex flex-col gap-3">
          {visible.map((room) => (
            <li key={room.room_id}>
              <ConversationRow room={room} now={now} />
            </li>
          ))}
        </ul>
      );
    }
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{CHATS_FAILED}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading your conversations…" />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading>My Conversations</PageHeading>
      {rooms && rooms.length > 0 ? (
        <div role="search" aria-label="Conversations">
          <TextField
            label="Search conversations"
            description="By name, company or job."
            name="search"
            type="search"
            autoComplete="off"
            value={search}
            onChange={setSearch}
          />
        </div>
      ) : null}
      <LiveRegion className="sr-only">
        {rooms && isSearching ? `Showing ${visible.length} of ${rooms.length} conversations` : null}
      </LiveRegion>
      {content}
    </div>
  );
}
