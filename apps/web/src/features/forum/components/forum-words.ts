import { enUsDateFormat, FORUM_MESSAGES, type FORUM_REPORT_REASONS } from '@kakayahan/contracts';

/** The forum's messages as the web app says them (document 2 §5, §8). */
export const FORUM_TEXT = {
  noMatches: 'No posts found matching the search.',
  postDeleted: FORUM_MESSAGES.postDeleted,
  postDeleteFailed: 'Failed to delete post. Please try again.',
  commentDeleted: FORUM_MESSAGES.commentDeleted,
  commentDeleteFailed: 'Failed to delete comment. Please try again.',
  postCreated: FORUM_MESSAGES.postCreated,
  commentAdded: FORUM_MESSAGES.commentCreated,
  replyAdded: 'Reply added successfully.',
  reportSubmitted: FORUM_MESSAGES.reportSubmitted,
  reportFailed: 'Failed to submit report. Please try again.',
  loadFailed: 'Failed to load posts. Please try again.',
  commentRequired: 'Comment is required.',
  replyRequired: 'Reply is required.',
} as const;

/** The new post error of document 2 §8: "Unable to create post ({message})". */
export function createPostFailedText(message: string): string {
  return `Unable to create post (${message})`;
}

/** The forum's report reasons in words, in the contract's order. */
export const REPORT_REASON_LABELS: Record<(typeof FORUM_REPORT_REASONS)[number], string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  harassment: 'Harassment',
  other: 'Other',
};

/** "1 post found", "3 posts found". */
export function postsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'} found`;
}

/** "1 comment", "2 comments" (replies counted too). */
export function commentCountText(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A forum date (en-US short month, document 2 §9): "Mar 5, 2026"; '' when unreadable. */
export function formatForumDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enUsDateFormat(shortDate).format(date);
}
