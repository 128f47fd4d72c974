import type { ForumPost, ForumReply } from '@kakayahan/contracts';
import type { ReportTarget } from '../api/create-report';
import type { Composer } from './comment-form';

/** What a post or comment on the page may do, and who is looking (for Delete on one's own content). */
export interface ForumActions {
  /** The signed-in person's id; their own posts and comments offer Delete. */
  userId: number | null;
  /** The one open comment or reply form, if any. */
  composer: Composer | null;
  /** Opens the comment form (closing any other); `opener` gets the focus back on Cancel. */
  openComposer: (composer: Composer, opener: Element) => void;
  /** Closes the comment form and returns the focus to the button that opened it. */
  cancelComposer: () => void;
  /** The comment or reply was added: close the form, announce `message`, return the focus. */
  finishComposer: (message: string) => void;
  askDeletePost: (post: ForumPost) => void;
  askDeleteComment: (comment: ForumReply) => void;
  /** Opens the report dialog; `subject` names what is reported ("the post “…”"). */
  askReport: (target: ReportTarget, subject: string) => void;
}

/** Whether the composer is the form at this place (a post's comment form, or a comment's reply form). */
export function isComposerAt(composer: Composer | null, postId: number, parentId: number | null): boolean {
  return composer !== null && composer.postId === postId && composer.parentId === parentId;
}
