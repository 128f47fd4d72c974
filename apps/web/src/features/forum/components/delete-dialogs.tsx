import type { ForumPost, ForumReply } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteComment } from '../api/delete-comment';
import { useDeletePost } from '../api/delete-post';
import { FORUM_TEXT } from './forum-words';

interface DeleteDialogProps<T> {
  item: T;
  onClose: () => void;
  /** Called with the success message once the item is gone. */
  onDeleted: (message: string) => void;
}

/** "Are you sure?" before one's own post is deleted with its comments (document 2 §8). */
export function DeletePostDialog({ item: post, onClose, onDeleted }: DeleteDialogProps<ForumPost>) {
  const remove = useDeletePost();
  return (
    <ConfirmDialog
      title="Are you sure?"
      confirmLabel="Delete Post"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: FORUM_TEXT.postDeleteFailed, error: remove.error } : null}
      onConfirm={() => remove.mutate(post.id, { onSuccess: () => onDeleted(FORUM_TEXT.postDeleted) })}
      onClose={onClose}
    >
      <p className="break-words">
        Your post <strong>{post.title}</strong> and its comments will be deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

/** "Delete this comment?" before one's own comment (with its replies) or reply is deleted (document 2 §8). */
export function DeleteCommentDialog({ item: comment, onClose, onDeleted }: DeleteDialogProps<ForumReply>) {
  const remove = useDeleteComment();
  const isReply = comment.parent !== null;
  return (
    <ConfirmDialog
      title="Delete this comment?"
      confirmLabel={isReply ? 'Delete Reply' : 'Delete Comment'}
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: FORUM_TEXT.commentDeleteFailed, error: remove.error } : null}
      onConfirm={() => remove.mutate(comment.id, { onSuccess: () => onDeleted(FORUM_TEXT.commentDeleted) })}
      onClose={onClose}
    >
      <p className="break-words">
        {isReply
          ? 'Your reply will be deleted. This cannot be undone.'
          : 'Your comment and its replies will be deleted. This cannot be undone.'}
      </p>
    </ConfirmDialog>
  );
}
