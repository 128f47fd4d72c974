import type { ForumPost } from '@kakayahan/contracts';
import type { Ref } from 'react';
import type { ForumActions } from './forum-actions';
import { FORUM_TEXT } from './forum-words';
import { PostCard } from './post-card';

/** Nothing to show: the search matched nothing, or nobody has posted yet. */
export function EmptyPosts({ isSearching }: { isSearching: boolean }) {
  return (
    <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
      {isSearching ? (
        <p className="text-lg font-semibold text-slate-900">{FORUM_TEXT.noMatches}</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-slate-900">No posts yet</p>
          <p className="text-slate-800">Be the first to start a conversation: choose Create New Post.</p>
        </>
      )}
    </div>
  );
}

/** The posts of one page, newest first, each an article in a list. */
export function PostList({
  posts,
  actions,
  listRef,
}: {
  posts: readonly ForumPost[];
  actions: ForumActions;
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} aria-label="Posts" className="flex flex-col gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
