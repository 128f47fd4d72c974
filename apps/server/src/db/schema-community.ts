import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobPosts, users } from './schema.js';

// Forum, reports and chat (document 2 §3). Everything a person wrote goes with their account (cascade);
// a report outlives the content it points at (set null), so the admin still sees that it was deleted.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forum_posts_created_idx').on(t.createdAt, t.id), index('forum_posts_user_idx').on(t.userId)],
);

/** A comment (parent null) or a reply to a top-level comment of the same post (one level deep). */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => forumComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('forum_comments_post_idx').on(t.postId, t.createdAt),
    index('forum_comments_parent_idx').on(t.parentId),
    index('forum_comments_user_idx').on(t.userId),
  ],
);

export const reportReasonEnum = pgEnum('report_reason', [
  'spam',
  'inappropriate',
  'harassment',
  'other',
  'suspected_scam',
  'discriminatory',
]);
export const reportStatusEnum = pgEnum('report_status', ['pending', 'resolved', 'dismissed']);
export const reportContentTypeEnum = pgEnum('report_content_type', ['post', 'comment', 'job']);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reason: reportReasonEnum('reason').notNull(),
    reportDesc: text('report_desc').notNull(),
    /** Null once the reporter's account is deleted. */
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    contentType: reportContentTypeEnum('content_type').notNull(),
    postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'set null' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'set null' }),
    /** A reported job post (issue 12); null once the job is deleted (content_deleted says so). */
    jobId: integer('job_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    status: reportStatusEnum('status').notNull().default('pending'),
    contentDeleted: boolean('content_deleted').notNull().default(false),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_post_idx').on(t.postId),
    index('reports_comment_idx').on(t.commentId),
    index('reports_job_idx').on(t.jobId),
    // One open report per person and piece of content (a second one adds nothing for the admin).
    uniqueIndex('reports_pending_post_unique')
      .on(t.reportedBy, t.postId)
      .where(sql`status = 'pending' AND post_id IS NOT NULL`),
    uniqueIndex('reports_pending_comment_unique')
      .on(t.reportedBy, t.commentId)
      .where(sql`status = 'pending' AND comment_id IS NOT NULL`),
    uniqueIndex('reports_pending_job_unique')
      .on(t.reportedBy, t.jobId)
      .where(sql`status = 'pending' AND job_id IS NOT NULL`),
  ],
);

/** One room per pair of people: the smaller user id is always user_low. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * The job the conversation is about: the one it was last started from (a job card's Chat with Employer,
     * an applicant's Message); null when it was started without one, or when that job was deleted.
     */
    jobPostId: integer('job_post_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    /** The time of the newest message (or the creation time): orders the conversation list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_unique').on(t.userLowId, t.userHighId),
    index('chat_rooms_high_idx').on(t.userHighId),
    check('chat_rooms_pair_order', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_room_id_idx').on(t.roomId, t.id)],
);
