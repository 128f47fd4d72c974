import { chatServerFrameSchema, endpointUrl, SOCKET_PATHS, type ChatMessage } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { openLiveSocket, type LiveSocket, type LiveSocketStatus } from '../../../lib/live-socket';
import { getChatHistory, useChatHistory } from '../api/get-chat-history';
import { mergeMessages, messageFromFrame } from './chat-messages';
import { formatClockTime } from './chat-time';
import type { ConnectionState } from './connection-status';
import type { IncomingAnnouncement } from './message-list';

/** Only the latest few announcements stay in the (hidden) announcer; older ones were already read out. */
const ANNOUNCEMENTS_KEPT = 5;

export const NOT_CONNECTED =
  'Not sent: the chat is not connected right now. Your message is still in the box; send it again when the status says Connected.';

function announce(message: ChatMessage): IncomingAnnouncement {
  const time = formatClockTime(new Date(message.timestamp));
  return { id: message.id, text: `New message from ${message.sender} at ${time}: ${message.content}` };
}

/**
 * One chat room: its first page of history, older pages on request, and live messages on the room's
 * socket, merged into one list where each message appears once. The socket opens once the history is
 * shown and asks, on every (re)connection, for what came after the last message seen.
 */
export function useChatRoom({
  roomId,
  myUserId,
  onServerError,
}: {
  roomId: number;
  myUserId: number | null;
  /** A refusal sent back on the socket (for example sending too fast). */
  onServerError: (message: string) => void;
}) {
  const history = useChatHistory(roomId);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [announcements, setAnnouncements] = useState<IncomingAnnouncement[]>([]);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const socketRef = useRef<LiveSocket | null>(null);
  const knownIds = useRef(new Set<number>());
  const lastId = useRef(0);

  const firstPage = history.data?.messages;
  const messages = useMemo(() => mergeMessages(older, firstPage ?? [], live), [older, firstPage, live]);

  useEffect(() => {
    for (const message of messages) knownIds.current.add(message.id);
    lastId.current = Math.max(lastId.current, messages.at(-1)?.id ?? 0);
  }, [messages]);

  /** Adds messages not seen before; those from the other person are also announced. */
  const receive = useEffectEvent((arrived: readonly ChatMessage[]) => {
    const fresh = arrived.filter((m) => m.room_id === roomId && !knownIds.current.has(m.id));
    if (fresh.length === 0) return;
    for (const message of fresh) {
      knownIds.current.add(message.id);
      lastId.current = Math.max(lastId.current, message.id);
    }
    setLive((current) => [...current, ...fresh]);
    const fromOther = fresh.filter((m) => m.sender_id !== myUserId);
    if (fromOther.length > 0) {
      setAnnouncements((current) => [...current, ...fromOther.map(announce)].slice(-ANNOUNCEMENTS_KEPT));
    }
  });

  const handleFrame = useEffectEvent((data: unknown) => {
    const frame = chatServerFrameSchema.safeParse(data);
    if (!frame.success) return;
    if (frame.data.type === 'error') onServerError(frame.data.error);
    else receive([messageFromFrame(frame.data)]);
  });

  /** After a (re)connection: whatever was sent while this page was not connected. */
  const catchUp = useEffectEvent(() => {
    getChatHistory(roomId, { after: lastId.current })
      .then((page) => receive(page.messages))
      .catch((error: unknown) => console.warn('Could not fetch the messages missed while reconnecting', error));
  });

  const isShown = history.isSuccess;
  useEffect(() => {
    if (!isShown) return;
    let hasOpened = false;
    const socket = openLiveSocket({
      path: endpointUrl({ path: SOCKET_PATHS.chat }, { roomId }),
      query: () => ({ after: String(lastId.current) }),
      onMessage: (data) => handleFrame(data),
      onOpen: () => catchUp(),
      onStatus: (status: LiveSocketStatus) => {
        if (status === 'open') hasOpened = true;
        setConnection(status === 'open' ? 'connected' : hasOpened ? 'reconnecting' : 'connecting');
      },
    });
    socketRef.current = socket;
    return () => {
      socket.close();
      socketRef.current = null;
    };
  }, [roomId, isShown]);

  const olderPage = useMutation({
    mutationFn: (before: number) => getChatHistory(roomId, { before }),
    onSuccess: (page) => {
      setOlder((current) => mergeMessages(page.messages, current));
      setOlderHasMore(page.has_more);
    },
    onError: (error) => console.warn('Could not load older messages', error),
  });

  /** Sends one message; null when it went out, otherwise why not. It appears when the server echoes it. */
  function send(text: string): string | null {
    return socketRef.current?.send({ message: text }) ? null : NOT_CONNECTED;
  }

  return {
    history,
    messages,
    otherUser: history.data?.other_user ?? null,
    hasMore: olderHasMore ?? history.data?.has_more ?? false,
    loadOlder: (options: { onSuccess: (hasMore: boolean, count: number) => void }) => {
      const first = messages[0];
      if (!first) return;
      olderPage.mutate(first.id, { onSuccess: (page) => options.onSuccess(page.has_more, page.messages.length) });
    },
    isLoadingOlder: olderPage.isPending,
    hasOlderError: olderPage.isError,
    announcements,
    connection,
    send,
  };
}
