import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useCreateChat } from '../api/create-chat';

export const START_CHAT_WITH_EMPLOYER_FAILED = 'Failed to start chat with employer. Please try again.';
export const START_CHAT_WITH_APPLICANT_FAILED = 'Failed to start chat with applicant. Please try again.';

/**
 * A button that opens the chat with another person: it asks for the room (the same room every time for
 * the same two people) and goes to /chat/{room_id}. With `jobPostId` (the employer's job it is pressed
 * beside) the room says which job the conversation is about. A failure is said under the button.
 */
export function StartChatButton({
  otherUserId,
  jobPostId,
  failureMessage,
  variant = 'secondary',
  children,
}: {
  otherUserId: number;
  /** The employer's job the chat is about (a job card, an applicant's application). */
  jobPostId?: number | undefined;
  failureMessage: string;
  variant?: ButtonVariant;
  /** The label; add the person or job in sr-only text when several such buttons share a page. */
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const createChat = useCreateChat();

  function handlePress() {
    createChat.mutate(
      { otherUserId, jobPostId },
      {
        onSuccess: ({ room_id }) => void navigate(`/chat/${room_id}`),
        onError: (error) => console.warn('Could not start the chat', error),
      },
    );
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant={variant} onPress={handlePress} isPending={createChat.isPending}>
        {children}
      </Button>
      {createChat.isError ? <Alert tone="error">{failureMessage}</Alert> : null}
    </div>
  );
}
