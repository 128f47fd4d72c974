import { formatNotificationDate, type Notification } from '@kakayahan/contracts';

/**
 * The words of one notification: read state, title, local date-time and action text. Built from
 * spans only, so it may sit inside a button. The read state is said in words, not by colour alone.
 */
export function NotificationSummary({
  notification,
  titleAs: Title = 'span',
}: {
  notification: Notification;
  /** 'h3' on the notifications page (under its list heading), so screen-reader users can jump between notifications. */
  titleAs?: 'span' | 'h3';
}) {
  const date = formatNotificationDate(notification.timestamp);
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {notification.is_read ? (
          <span className="text-sm text-slate-700">Read</span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 text-sm font-bold text-brand-900">
            <span aria-hidden="true" className="inline-block size-2 rounded-full bg-brand-700" />
            Unread
          </span>
        )}
        {date ? (
          <time dateTime={notification.timestamp} className="text-sm text-slate-700">
            {date}
          </time>
        ) : null}
      </span>
      <Title
        className={`m-0 block text-base break-words text-slate-900 ${notification.is_read ? 'font-normal' : 'font-bold'}`}
      >
        {notification.title}
      </Title>
      <span className="block break-words text-slate-800">{notification.action}</span>
    </span>
  );
}
