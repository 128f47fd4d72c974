import type { ForumComment, ForumReply } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CommentForm, composerFormId } from './comment-form';
import { isComposerAt, type ForumActions } from './forum-actions';
import { formatForumDate } from './forum-words';
import { UserText } from '../../../components/ui/user-text';

/** "Ana Reyes · Mar 5, 2026", with "(you)" on one's own. */
export function Byline({
  name,
  isOwn,
  createdAt,
  prefix = '',
}: {
  name: string;
  isOwn: boolean;
  createdAt: string;
  prefix?: string;
}) {
  const date = formatForumDate(createdAt);
  return (
    <p className="text-sm text-slate-700">
      {prefix}
      <span className="font-semibold text-slate-900">{name}</span>
      {isOwn ? ' (you)' : null}
      {date ? (
        <>
          {' on '}
          <time dateTime={createdAt}>{date}</time>
        </>
      ) : null}
    </p>
  );
}

function ItemActions({
  item,
  kind,
  actions,
  children,
}: {
  item: ForumReply;
  kind: 'comment' | 'reply';
  actions: ForumActions;
  children?: ReactNode;
}) {
  const isOwn = actions.userId === item.user;
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button
        variant="ghost"
        className="min-h-11 px-3"
        aria-label={`Report ${kind} by ${item.username}`}
        onPress={() => actions.askReport({ kind: 'comment', id: item.id }, `the ${kind} by ${item.username}`)}
      >
        Report
      </Button>
      {isOwn ? (
        <Button
          variant="ghost"
          className="min-h-11 px-3"
          aria-label={`Delete your ${kind}`}
          onPress={() => actions.askDeleteComment(item)}
        >
          Delete
        </Button>
      ) : null}
    </div>
  );
}

function ReplyItem({ reply, actions }: { reply: ForumReply; actions: ForumActions }) {
  return (
    <li className="flex flex-col gap-1 border-l-4 border-slate-300 pl-3">
      <Byline name={reply.username} isOwn={actions.userId === reply.user} createdAt={reply.created_at} />
      <UserText text={reply.content} />
      <ItemActions item={reply} kind="reply" actions={actions} />
    </li>
  );
}

/** A top-level comment: its text, Reply (which opens the one comment form here), and its replies. */
export function CommentItem({ comment, actions }: { comment: ForumComment; actions: ForumActions }) {
  const here = { postId: comment.post, parentId: comment.id };
  const isOpen = isComposerAt(actions.composer, comment.post, comment.id);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3">
      <Byline name={comment.username} isOwn={actions.userId === comment.user} createdAt={comment.created_at} />
      <UserText text={comment.content} />
      <ItemActions item={comment} kind="comment" actions={actions}>
        <Button
          variant="ghost"
          className="min-h-11 px-3"
          aria-label={`Reply to comment by ${comment.username}`}
          aria-expanded={isOpen}
          aria-controls={isOpen ? composerFormId(here) : undefined}
          onPress={(event) => actions.openComposer(here, event.target)}
        >
          Reply
        </Button>
      </ItemActions>
      {isOpen ? (
        <CommentForm
          composer={here}
          replyingTo={comment.username}
          onCancel={actions.cancelComposer}
          onAdded={actions.finishComposer}
        />
      ) : null}
      {comment.replies.length > 0 ? (
        <ul aria-label={`Replies to ${comment.username}`} className="flex flex-col gap-3 pl-2 sm:pl-4">
          {comment.replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
