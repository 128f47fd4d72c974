import { formatNotificationDate } from '@kakayahan/contracts';

/** A date as the admin screens show it (e.g. "Mar 01, 2026, 10:30 AM"), machine-readable too. */
export function ReportDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatNotificationDate(value) || value}</time>;
}
