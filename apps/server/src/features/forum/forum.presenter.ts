import { displayName, type ForumComment, type ForumPost, type ForumReply } from '@kakayahan/contracts';
import type { CommentRow, PostRow } from './forum.repo.js';

/** A reply, or a comment without its replies. */
export function presentReply(row: CommentRow): ForumReply {
  return {
    id: row.id,
    post: row.postId,
    content: row.content,
    parent: row.parentId,
    user: row.userId,
    username: displayName(row.authorFirstName, row.authorLastName),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Top-level comments with their replies nested one level deep. `rows` come oldest first, and both lists
 * keep that order. A reply whose parent is not among the rows is left out (it cannot be placed).
 */
export function presentCommentTree(rows: readonly CommentRow[]): ForumComment[] {
  const repliesByParent = new Map<number, ForumReply[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const replies = repliesByParent.get(row.parentId) ?? [];
    replies.push(presentReply(row));
    repliesByParent.set(row.parentId, replies);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ ...presentReply(row), replies: repliesByParent.get(row.id) ?? [] }));
}

/** A post with its comment tree; `comments` are the post's comment and reply rows, oldest first. */
export function presentPost(row: PostRow, comments: readonly CommentRow[] = []): ForumPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    user: row.userId,
    username: displayName(row.authorFirstName, row.authorLastName),
    created_at: row.createdAt.toISOString(),
    comments: presentCommentTree(comments),
  };
}

/** A page of posts, each given the comments that belong to it (from one list of all their comments). */
export function presentPostPage(posts: readonly PostRow[], comments: readonly CommentRow[]): ForumPost[] {
  const commentsByPost = new Map<number, CommentRow[]>();
  for (const comment of comments) {
    const list = commentsByPost.get(comment.postId) ?? [];
    list.push(comment);
    commentsByPost.set(comment.postId, list);
  }
  return posts.map((post) => presentPost(post, commentsByPost.get(post.id)));
}

/** A comment just written: a reply or a comment, which has no replies yet. */
export function presentNewComment(row: CommentRow): ForumComment {
  return { ...presentReply(row), replies: [] };
}
