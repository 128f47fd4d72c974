/** Placeholder replaced by the notifications feature (bell, badge, dropdown). */
export function NotificationsBell() {
  return null;
}
