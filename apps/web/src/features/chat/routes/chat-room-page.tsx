import { CHAT_MESSAGES } from '@kakayahan/contracts';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ChatRoom } from '../components/chat-room';

/** /chat/:roomId — one conversation; a new room id starts afresh (its own history and socket). */
export default function ChatRoomPage() {
  const { roomId } = useParams();
  const id = Number(roomId);
  if (!Number.isSafeInteger(id) || id < 1) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4">
        <PageHeading>Chat</PageHeading>
        <Alert tone="error">{CHAT_MESSAGES.roomNotFound}</Alert>
        <LinkButton to="/user-chats" variant="secondary">
          Back to My Conversations
        </LinkButton>
      </div>
    );
  }
  return <ChatRoom key={id} roomId={id} />;
}
