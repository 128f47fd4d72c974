import type { ForumPost } from '@kakayahan/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CommentForm, composerFormId } from './comment-form';
import { Byline, CommentItem } from './comment-item';
import { isComposerAt, type ForumActions } from './forum-actions';
import { commentCountText } from './forum-words';
import { UserText } from '../../../components/ui/user-text';

/** Comments and their replies together. */
function countComments(post: ForumPost): number {
  return post.comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
}

/**
 * One post: an article named by its title, the author and date, the text, Comment / Report / Delete (Delete
 * on one's own only), and its comments with one level of replies as nested lists.
 */
export function PostCard({ post, actions }: { post: ForumPost; actions: ForumActions }) {
  const headingId = useId();
  const commentsHeadingId = useId();
  const here = { postId: post.id, parentId: null };
  const isOpen = isComposerAt(actions.composer, post.id, null);
  const isOwn = actions.userId === post.user;
  return (
    <article
      aria-labelledby={headingId}
      data-post-id={post.id}
      // Focus lands here after paging, on the first post of the new page.
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:outline"
    >
      <h2 id={headingId} className="text-xl font-bold break-words text-slate-900">
        {post.title}
      </h2>
      <Byline prefix="Posted by " name={post.username} isOwn={isOwn} createdAt={post.created_at} />
      <UserText text={post.content} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={`Comment on ${post.title}`}
          aria-expanded={isOpen}
          aria-controls={isOpen ? composerFormId(here) : undefined}
          onPress={(event) => actions.openComposer(here, event.target)}
        >
          Comment
        </Button>
        <Button
          variant="ghost"
          aria-label={`Report post ${post.title}`}
          onPress={() => actions.askReport({ kind: 'post', id: post.id }, `the post “${post.title}”`)}
        >
          Report
        </Button>
        {isOwn ? (
          <Button variant="ghost" aria-label={`Delete post ${post.title}`} onPress={() => actions.askDeletePost(post)}>
            Delete
          </Button>
        ) : null}
      </div>
      {isOpen ? (
        <CommentForm composer={here} onCancel={actions.cancelComposer} onAdded={actions.finishComposer} />
      ) : null}
      <section aria-labelledby={commentsHeadingId} className="flex flex-col gap-2">
        <h3 id={commentsHeadingId} className="text-base font-bold text-slate-900">
          {commentCountText(countComments(post))}
        </h3>
        {post.comments.length > 0 ? (
          <ul aria-label={`Comments on ${post.title}`} className="flex flex-col gap-3">
            {post.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} actions={actions} />
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}
