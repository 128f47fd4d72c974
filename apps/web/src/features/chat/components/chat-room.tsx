import { useEffect, useRef, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { ConnectionStatus } from './connection-status';
import { ConversationAbout } from './conversation-about';
import { MessageComposer } from './message-composer';
import { HISTORY_FAILED, IncomingAnnouncer, MessageList } from './message-list';
import { PersonAvatar } from './person-avatar';
import { useChatRoom } from './use-chat-room';

/** True when the page is scrolled to (or near) its end, where new messages appear. */
function isNearPageEnd(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - 160;
}

/**
 * The composer stays pinned to the bottom of the screen while the conversation scrolls, on a window at
 * least this tall (a phone upright, a laptop at 200 % zoom). On a shorter one (a phone on its side, 400 %
 * zoom) a pinned box would cover most of the conversation, so it sits at the conversation's end instead.
 */
const PINNED_COMPOSER = '[@media(min-height:30rem)]:sticky [@media(min-height:30rem)]:bottom-0';

/**
 * While the composer is pinned, the page keeps that much room at its bottom when it scrolls a message
 * into view (a focused or newest message is never hidden behind the composer, WCAG 2.4.11).
 */
function useScrollRoomAbove(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const isPinned = getComputedStyle(element).position === 'sticky';
      root.style.scrollPaddingBottom = isPinned ? `${element.offsetHeight + 8}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
    };
  }, [element]);
}

/**
 * A chat room (document 2 §2): "Chat with {name}" and Back, which company and job it is about, the
 * conversation, the connection in words and the message box (pinned to the bottom of the screen), which
 * takes the focus once the history is shown.
 */
export function ChatRoom({ roomId }: { roomId: number }) {
  const session = useSession();
  const myUserId = session?.userId ?? null;
  const [serverError, setServerError] = useState<string | null>(null);
  const [olderNote, setOlderNote] = useState('');
  const room = useChatRoom({ roomId, myUserId, onServerError: setServerError });
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFirstMessage = useRef(false);
  const [composerBox, setComposerBox] = useState<HTMLDivElement | null>(null);
  useScrollRoomAbove(composerBox);
  const wasNearEnd = useRef(true);
  const isShown = room.history.isSuccess;
  const lastMessage = room.messages.at(-1);

  useEffect(() => {
    if (isShown) composerRef.current?.focus({ preventScroll: true });
  }, [isShown]);

  useEffect(() => {
    // Follow the conversation when the reader is at its end or just sent something; leave them alone
    // while they read further up.
    if (!lastMessage) return;
    if (wasNearEnd.current || lastMessage.sender_id === myUserId) {
      listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [lastMessage, myUserId]);

  useEffect(() => {
    const track = () => {
      wasNearEnd.current = isNearPageEnd();
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useEffect(() => {
    if (!focusFirstMessage.current) return;
    focusFirstMessage.current = false;
    listRef.current?.querySelector<HTMLElement>('li')?.focus();
  }, [room.messages]);

  function handleLoadOlder() {
    setOlderNote('');
    room.loadOlder({
      onSuccess: (hasMore, count) => {
        // The button stays (and keeps the focus) while older messages remain; when it goes away, focus
        // moves to the oldest message, where the reader continues.
        if (!hasMore) focusFirstMessage.current = true;
        const loaded = count === 1 ? '1 older message' : `${count} older messages`;
        setOlderNote(hasMore ? `Loaded ${loaded}.` : `Loaded ${loaded}. This is the start of the conversation.`);
      },
    });
  }

  function handleSend(text: string): string | null {
    setServerError(null);
    return room.send(text);
  }

  const other = room.otherUser;
  let content;
  if (isShown && other) {
    content = (
      <>
        <MessageList
          messages={room.messages}
          myUserId={myUserId}
          otherName={other.username}
          hasMore={room.hasMore}
          isLoadingOlder={room.isLoadingOlder}
          hasOlderError={room.hasOlderError}
          onLoadOlder={handleLoadOlder}
          listRef={listRef}
        />
        <IncomingAnnouncer announcements={room.announcements} />
        <div
          ref={setComposerBox}
          data-chat-composer=""
          className={`flex flex-col gap-2 border-t-2 border-slate-200 bg-white pt-3 pb-4 ${PINNED_COMPOSER}`}
        >
          <ConnectionStatus state={room.connection} />
          <MessageComposer
            recipientName={other.username}
            onSend={handleSend}
            serverError={serverError}
            inputRef={composerRef}
          />
        </div>
      </>
    );
  } else if (room.history.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{HISTORY_FAILED}</Alert>
        <Button variant="secondary" onPress={() => void room.history.refetch()} isPending={room.history.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading messages…" />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <LinkButton to="/user-chats" variant="ghost" className="px-2">
          <span aria-hidden="true">←</span> Back <span className="sr-only">to My Conversations</span>
        </LinkButton>
        {other ? <PersonAvatar name={other.username} picture={other.profile_picture} /> : null}
        <PageHeading className="min-w-0 break-words" documentTitle={other ? `Chat with ${other.username}` : 'Chat'}>
          {other ? `Chat with ${other.username}` : 'Chat'}
        </PageHeading>
      </div>
      {room.history.data ? <ConversationAbout context={room.history.data} linkJob /> : null}
      <LiveRegion className="sr-only">{olderNote}</LiveRegion>
      {content}
    </div>
  );
}
