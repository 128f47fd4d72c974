import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Raw bytes. node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer (no copy).
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files (PWD card images, resumes, business registrations, logos, profile pictures) when the app
 * runs on PostgreSQL, so every server process reads what any one of them stored (issue 15). The key is the
 * same as the disk store's relative path (`cards/7-ab12.webp`, `public/logos/<uuid>.webp`).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Keys the processes of one site must share when APP_SECRET is not set: `link-signing` signs short-lived
 * links, WebSocket tickets and sealed job payloads. Created once (insert … on conflict do nothing).
 */
export const sharedKeys = pgTable('shared_keys', {
  name: text('name').primaryKey(),
  key: bytea('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
