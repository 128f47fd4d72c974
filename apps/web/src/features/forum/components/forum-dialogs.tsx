import type { ForumPost, ForumReply } from '@kakayahan/contracts';
import type { ReportTarget } from '../api/create-report';
import { DeleteCommentDialog, DeletePostDialog } from './delete-dialogs';
import { ReportDialog } from './report-dialog';

/** The dialog open on the forum, and what it is about. */
export type ForumDialogAction =
  | { kind: 'delete-post'; post: ForumPost }
  | { kind: 'delete-comment'; comment: ForumReply }
  | { kind: 'report'; target: ReportTarget; subject: string };

/** Shows the open dialog (at most one); `onDone` closes it and announces the outcome. */
export function ForumDialog({
  action,
  onClose,
  onDone,
}: {
  action: ForumDialogAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  switch (action?.kind) {
    case 'delete-post':
      return <DeletePostDialog item={action.post} onClose={onClose} onDeleted={onDone} />;
    case 'delete-comment':
      return <DeleteCommentDialog item={action.comment} onClose={onClose} onDeleted={onDone} />;
    case 'report':
      return <ReportDialog target={action.target} subject={action.subject} onClose={onClose} onReported={onDone} />;
    default:
      return null;
  }
}
