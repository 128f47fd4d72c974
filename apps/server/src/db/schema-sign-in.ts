import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/**
 * Failed sign-ins per account and client address (decision 004, amended): ten from one address lock that
 * address out of that account for a while, without locking the owner out from anywhere else. The
 * account-wide lock for guessing from many addresses is `users.locked_until`.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client address as Fastify sees it (`request.ip`; the real client behind a trusted proxy). */
    address: text('address').notNull(),
    /** Failures since the last lock of this pair (or since they went stale). */
    failedCount: integer('failed_count').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
