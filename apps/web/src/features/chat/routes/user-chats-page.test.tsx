import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { chatTestSetup, json, mockChatApi, roomSummary } from '../components/chat-test-support';
import UserChatsPage, { CHATS_FAILED } from './user-chats-page';

chatTestSetup();

function renderChats() {
  return renderPage(<UserChatsPage />, { path: '/user-chats' });
}

const today = new Date();
today.setHours(9, 5, 0, 0);
const rooms = [
  roomSummary({
    room_id: 5,
    other_user: 'Ana Reyes',
    last_message: 'See you tomorrow',
    last_timestamp: today.toISOString(),
  }),
  roomSummary({
    room_id: 6,
    other_user: 'Ben Cruz',
    other_user_type: 'Employee',
    other_user_profile_picture: '/media/ben.webp',
    last_message: null,
    last_timestamp: null,
    company_name: 'Mabuhay Foods',
    job: null,
  }),
];

describe('My Conversations', { timeout: 15_000 }, () => {
  it('lists each conversation with picture or initials, name, user type, last message and time', async () => {
    mockChatApi({ 'GET /api/user-chats/': () => json(rooms) });
    const { container } = renderChats();
    expect(screen.getByRole('heading', { level: 1, name: 'My Conversations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const [ana, ben] = within(list).getAllByRole('listitem');

    expect(within(ana!).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/chat/5');
    expect(within(ana!).getByText('AR')).toBeInTheDocument();
    expect(within(ana!).getByText('Employer')).toBeInTheDocument();
    expect(within(ana!).getByText('See you tomorrow')).toBeInTheDocument();
    expect(within(ana!).getByText('9:05 AM')).toBeInTheDocument();

    expect(within(ben!).getByRole('link', { name: 'Ben Cruz' })).toHaveAttribute('href', '/chat/6');
    expect(within(ben!).getByText('Job seeker')).toBeInTheDocument();
    expect(within(ben!).getByText('No messages yet')).toBeInTheDocument();
    expect(within(ben!).queryByText('BC')).not.toBeInTheDocument();
    expect(container.querySelector('img[src="/media/ben.webp"]')).toHaveAttribute('alt', '');
  });

  it('says which job and which company each conversation is about, and finds it by them', async () => {
    mockChatApi({ 'GET /api/user-chats/': () => json(rooms) });
    const user = userEvent.setup();
    renderChats();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const [ana, ben] = within(list).getAllByRole('listitem');
    expect(ana).toHaveTextContent('About Web Developer at Bayanihan Tech');
    expect(ben).toHaveTextContent('Mabuhay Foods');
    expect(ben).not.toHaveTextContent('About');

    await user.type(screen.getByRole('searchbox', { name: /Search conversations/u }), 'web dev');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Ana Reyes' })).toBeInTheDocument();
  });

  it('searches by name ignoring case, and says No results found when nothing matches', async () => {
    mockChatApi({ 'GET /api/user-chats/': () => json(rooms) });
    const user = userEvent.setup();
    renderChats();
    const search = await screen.findByRole('searchbox', { name: /Search conversations/u });

    await user.type(search, 'BEN');
    const list = screen.getByRole('list', { name: 'Your conversations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Ben Cruz' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 conversations')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Zed');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your conversations' })).not.toBeInTheDocument();
  });

  it('says No conversations yet when there are none', async () => {
    mockChatApi({ 'GET /api/user-chats/': () => json([]) });
    renderChats();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('shows the load failure with a Retry that loads again', async () => {
    let fail = true;
    mockChatApi({ 'GET /api/user-chats/': () => (fail ? json({ error: 'Server error.' }, 500) : json(rooms)) });
    const user = userEvent.setup();
    renderChats();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHATS_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ana Reyes' })).toBeInTheDocument();
  });
});
