/**
 * Query keys the admin screens share: an admin action (approve, reject, delete, resolve…) invalidates the
 * audit log, whose screen lives in another feature.
 */
export const AUDIT_LOG_QUERY_KEY = ['admin', 'audit-log'] as const;
export const PLATFORM_STATISTICS_QUERY_KEY = ['admin', 'platform-statistics'] as const;
