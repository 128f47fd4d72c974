import { CHAT_MESSAGES, type ChatMessage } from '@kakayahan/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import {
  chatHistory,
  chatMessage,
  chatTestSetup,
  FakeWebSocket,
  json,
  ME,
  mockChatApi,
  OTHER,
  ROOM_ID,
  type ChatApiCall,
} from '../components/chat-test-support';
import { HISTORY_FAILED } from '../components/message-list';
import { NOT_CONNECTED } from '../components/use-chat-room';
import ChatRoomPage from './chat-room-page';

chatTestSetup();

const at = (hours: number, minutes: number) => {
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  return date.toISOString();
};

const history = [
  chatMessage({ id: 10, content: 'Are you free for an interview?', timestamp: at(9, 5) }),
  chatMessage({ id: 11, sender: ME.username, sender_id: ME.userId, content: 'Yes, I am.', timestamp: at(9, 7) }),
];

/** An answer to ?before= or ?after=; null answers an empty page. */
type Pages = (call: ChatApiCall) => { messages: ChatMessage[]; hasMore?: boolean } | null;

/** A room whose first page is `first`; `pages` answers ?before= and ?after= (nothing newer by default). */
function mockRoom(first: ChatMessage[], { hasMore = false, pages }: { hasMore?: boolean; pages?: Pages } = {}) {
  return mockChatApi({
    [`GET /api/chat/messages/${ROOM_ID}/`]: (call) => {
      const { searchParams } = call.url;
      if (!searchParams.has('before') && !searchParams.has('after')) return json(chatHistory(first, hasMore));
      const page = pages?.(call) ?? null;
      return json(chatHistory(page?.messages ?? [], page?.hasMore ?? false));
    },
  });
}

/** The first render of a test file compiles a lot; later waits use the default timeout. */
const FIRST_LOAD = { timeout: 5000 };

function renderRoom() {
  return renderPage(<ChatRoomPage />, { path: '/chat/:roomId', url: `/chat/${ROOM_ID}` });
}

/** Waits for the history, then for the socket, and opens it. */
async function openRoom() {
  await screen.findByRole('heading', { level: 1, name: `Chat with ${OTHER.username}` }, FIRST_LOAD);
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  socket.open();
  await screen.findByText('Connected');
  return socket;
}

function log() {
  return screen.getByRole('log', { name: `Messages with ${OTHER.username}` });
}

function frame(message: Partial<ChatMessage> & { id: number }) {
  const m = chatMessage(message);
  return {
    type: 'message',
    id: m.id,
    sender: m.sender,
    sender_id: m.sender_id,
    message: m.content,
    timestamp: m.timestamp,
    room_id: m.room_id,
  };
}

describe('Chat room', { timeout: 15_000 }, () => {
  it('shows the history: others with initials and name, own messages as You, each with its time', async () => {
    mockRoom(history);
    renderRoom();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with Ana Reyes' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Conversations' })).toHaveAttribute('href', '/user-chats');
    const [theirs, mine] = within(log()).getAllByRole('listitem');
    // Name, text and time are separate paragraphs (textContent runs them together).
    expect(theirs).toHaveTextContent(/^ARAna Reyes said:Are you free for an interview\?Sent 9:05 AM$/u);
    expect(within(theirs!).getByText('AR')).toHaveAttribute('aria-hidden', 'true');
    expect(mine).toHaveTextContent(/^You said:Yes, I am\.Sent 9:07 AM$/u);
    expect(mine).toHaveClass('justify-end');
    expect(within(mine!).queryByTestId('initials-avatar')).not.toBeInTheDocument();
    // History is not read out as if it were new, and the message box has the focus.
    expect(screen.getByRole('log', { name: 'New messages' })).toBeEmptyDOMElement();
    expect(log()).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('textbox', { name: 'Message to Ana Reyes' })).toHaveFocus();
  });

  it('says which job, linked to its page, and which company the conversation is about', async () => {
    mockRoom(history);
    renderRoom();
    await screen.findByRole('heading', { level: 1, name: 'Chat with Ana Reyes' }, FIRST_LOAD);
    const about = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'About Web Developer at Bayanihan Tech',
    );
    expect(within(about).getByRole('link', { name: 'Web Developer' })).toHaveAttribute('href', '/jobs/31');
    // The composer is pinned to the bottom of a tall enough screen, beside the conversation.
    const form = screen.getByRole('form', { name: 'Send a message to Ana Reyes' });
    expect(form.parentElement).toHaveClass('[@media(min-height:30rem)]:sticky');
  });

  it('shows the empty state when nobody has written yet', async () => {
    mockRoom([]);
    renderRoom();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to send a message!')).toBeInTheDocument();
  });

  it('renders markup as text and links only web addresses, safely', async () => {
    mockRoom([chatMessage({ id: 3, content: '<img src=x onerror=alert(1)> see https://jobs.example.ph' })]);
    renderRoom();
    const item = within(await screen.findByRole('log', { name: /Messages with/u }, FIRST_LOAD)).getByRole('listitem');
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)> see https://jobs.example.ph');
    expect(item.querySelector('img')).toBeNull();
    // jsdom may drop the space before the visually hidden "(opens in a new tab)" in the computed name.
    const link = within(item).getByRole('link', { name: /^https:\/\/jobs\.example\.ph\s?\(opens in a new tab\)$/u });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('connects with the last message id, says so in words, and catches up on what was missed', async () => {
    const { calls } = mockRoom(history, {
      pages: (call) =>
        call.url.searchParams.get('after') === '11'
          ? { messages: [chatMessage({ id: 12, content: 'Missed while away' })] }
          : null,
    });
    renderRoom();
    await screen.findByText('Connecting…');
    const socket = await openRoom();
    const url = new URL(socket.url);
    expect(url.pathname).toBe(`/ws/chat/${ROOM_ID}/`);
    expect(url.searchParams.get('after')).toBe('11');
    expect(url.searchParams.get('ticket')).toBe('ticket-1');
    expect(await within(log()).findByText('Missed while away')).toBeInTheDocument();
    expect(calls.some((c) => c.url.searchParams.get('after') === '11')).toBe(true);

    act(() => {
      socket.dispatchEvent(new CloseEvent('close', { code: 1006 }));
    });
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and sends with the button', async () => {
    mockRoom(history);
    const user = userEvent.setup();
    renderRoom();
    const socket = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Message to Ana Reyes' });
    expect(box).toHaveAccessibleDescription(/Press Enter to send\. Press Shift and Enter together for a new line\./u);

    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second');
    expect(socket.sent).toEqual([]);
    expect(box).toHaveValue('First line\nsecond');
    await user.keyboard('{Enter}');
    expect(socket.sent).toEqual([{ message: 'First line\nsecond' }]);
    expect(box).toHaveValue('');

    await user.type(box, '  See you then  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(socket.sent).toEqual([{ message: 'First line\nsecond' }, { message: 'See you then' }]);
  });

  it('does not send a blank message and says why', async () => {
    mockRoom(history);
    const user = userEvent.setup();
    renderRoom();
    const socket = await openRoom();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.blank);
    await user.type(screen.getByRole('textbox', { name: 'Message to Ana Reyes' }), '   {Enter}');
    expect(socket.sent).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Message to Ana Reyes' })).toHaveAccessibleDescription(
      new RegExp(CHAT_MESSAGES.blank, 'u'),
    );
  });

  it('keeps the text and says so when not connected', async () => {
    mockRoom(history);
    const user = userEvent.setup();
    renderRoom();
    await screen.findByRole('heading', { level: 1, name: 'Chat with Ana Reyes' }, FIRST_LOAD);
    const box = screen.getByRole('textbox', { name: 'Message to Ana Reyes' });
    await user.type(box, 'Hello{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_CONNECTED);
    expect(box).toHaveValue('Hello');
  });

  it('shows a received message once even when it arrives twice, and announces it once', async () => {
    mockRoom(history);
    renderRoom();
    const socket = await openRoom();
    const incoming = frame({ id: 20, content: 'Please bring your resume.' });
    socket.receive(incoming);
    socket.receive(incoming);
    expect(within(log()).getAllByText('Please bring your resume.')).toHaveLength(1);
    const announcer = screen.getByRole('log', { name: 'New messages' });
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(
      within(announcer).getAllByText(/New message from Ana Reyes at .*: Please bring your resume\./u),
    ).toHaveLength(1);

    // One's own message comes back as an echo (twice here): shown once as You, never announced.
    const echo = frame({ id: 21, sender: ME.username, sender_id: ME.userId, content: 'I will.' });
    socket.receive(echo);
    socket.receive(echo);
    expect(within(log()).getAllByText('I will.')).toHaveLength(1);
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent(/^You said:I will\.Sent /u);
    expect(within(announcer).queryByText(/I will\./u)).not.toBeInTheDocument();
  });

  it('shows a refusal the server sends on the socket', async () => {
    mockRoom(history);
    renderRoom();
    const socket = await openRoom();
    socket.receive({ type: 'error', error: CHAT_MESSAGES.tooFast });
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooFast);
  });

  it('loads older messages above, keeping the focus on the button while more remain', async () => {
    const { calls } = mockRoom(history, {
      hasMore: true,
      pages: (call) =>
        call.url.searchParams.get('before') === '10'
          ? {
              messages: [chatMessage({ id: 8, content: 'Eight' }), chatMessage({ id: 9, content: 'Nine' })],
              hasMore: true,
            }
          : null,
    });
    const user = userEvent.setup();
    renderRoom();
    await openRoom();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await within(log()).findByText('Eight');
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((li) => li.dataset.messageId),
    ).toEqual(['8', '9', '10', '11']);
    expect(screen.getByRole('button', { name: 'Load older messages' })).toHaveFocus();
    expect(screen.getByText('Loaded 2 older messages.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.searchParams.has('before')).map((c) => c.url.searchParams.get('before'))).toEqual([
      '10',
    ]);
  });

  it('moves focus to the oldest message when no older ones remain', async () => {
    mockRoom(history, {
      hasMore: true,
      pages: (call) =>
        call.url.searchParams.has('before') ? { messages: [chatMessage({ id: 4, content: 'Four' })] } : null,
    });
    const user = userEvent.setup();
    renderRoom();
    await openRoom();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument());
    const first = within(log()).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Four');
    expect(first).toHaveFocus();
    expect(screen.getByText('Loaded 1 older message. This is the start of the conversation.')).toBeInTheDocument();
  });

  it('says when the history could not be loaded', async () => {
    mockChatApi({ [`GET /api/chat/messages/${ROOM_ID}/`]: () => json({ error: 'Server error.' }, 500) });
    renderRoom();
    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
