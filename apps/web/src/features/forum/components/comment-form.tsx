import { FORUM_LIMITS } from '@kakayahan/contracts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateComment } from '../api/create-comment';
import { FORUM_TEXT } from './forum-words';

/** Where the one open comment form writes: a post, and the top-level comment a reply answers (or null). */
export interface Composer {
  postId: number;
  parentId: number | null;
}

/** The id of the comment form for a composer, for the opener's aria-controls. */
export function composerFormId(composer: Composer): string {
  return `comment-form-${composer.postId}-${composer.parentId ?? 'post'}`;
}

/**
 * The comment (or reply) form. It takes the focus when it opens. The submit stays enabled while the text
 * is blank and says why nothing was sent, rather than being a silently disabled button. A failure shows
 * the server's own text (document 2 §8).
 */
export function CommentForm({
  composer,
  replyingTo,
  onCancel,
  onAdded,
}: {
  composer: Composer;
  /** The author of the comment a reply answers. */
  replyingTo?: string | undefined;
  onCancel: () => void;
  onAdded: (message: string) => void;
}) {
  const isReply = composer.parentId !== null;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateComment();

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) {
      setFieldError(isReply ? FORUM_TEXT.replyRequired : FORUM_TEXT.commentRequired);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    create.mutate(
      { post: composer.postId, content, parent: composer.parentId },
      { onSuccess: () => onAdded(isReply ? FORUM_TEXT.replyAdded : FORUM_TEXT.commentAdded) },
    );
  }

  const noun = isReply ? 'Reply' : 'Comment';
  return (
    <form
      id={composerFormId(composer)}
      noValidate
      aria-label={isReply ? `Reply to ${replyingTo ?? 'comment'}` : 'Add a comment'}
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-md border-2 border-slate-300 bg-slate-50 p-3"
    >
      <TextAreaField
        label={isReply ? `Your reply to ${replyingTo ?? 'this comment'}` : 'Your comment'}
        name="content"
        value={text}
        onChange={(value) => {
          setText(value);
          if (fieldError && value.trim()) setFieldError(undefined);
        }}
        description={`Up to ${FORUM_LIMITS.commentMax.toLocaleString('en-US')} characters.`}
        errorMessage={fieldError}
        isRequired
        rows={3}
        maxLength={FORUM_LIMITS.commentMax}
        inputRef={fieldRef}
      />
      {create.isError ? <Alert tone="error">{errorMessage(create.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={create.isPending}>
          Post {noun}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
