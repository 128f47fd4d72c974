import type { Notification } from '@kakayahan/contracts';
import type { NotificationRow } from './notifications.repo.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    action: row.action,
    timestamp: row.createdAt.toISOString(),
    is_read: row.isRead,
  };
}
