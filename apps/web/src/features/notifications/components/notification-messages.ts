/** What the notifications screens say after an action. The original only logged failures; we say so. */
export const ALL_MARKED_READ_MESSAGE = 'All notifications marked as read';
export const MARK_READ_FAILED = 'Could not mark the notification as read. Please try again.';
export const MARK_ALL_READ_FAILED = 'Could not mark all notifications as read. Please try again.';
export const DELETE_FAILED = 'Could not delete the notification. Please try again.';
export const CLEAR_ALL_FAILED = 'Could not clear your notifications. Please try again.';

/** Said politely when a notification arrives over the live socket. */
export function newNotificationMessage(title: string): string {
  return `New notification: ${title}`;
}
