import { z } from 'zod';
import {
  FORUM_LIMITS,
  FORUM_PAGE_SIZE_MAX,
  FORUM_REPORT_REASONS,
  JOB_REPORT_REASONS,
  REPORT_CONTENT_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../constants.js';
import { boundedText, idSchema, requiredText, text } from './common.js';

/** The forum's and reports' user-facing messages (document 2 §8), where the server says them. */
export const FORUM_MESSAGES = {
  postCreated: 'Post created successfully.',
  postDeleted: 'Post deleted successfully',
  commentCreated: 'Comment added successfully.',
  commentDeleted: 'Comment deleted successfully',
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  notAuthor: 'You can delete only your own posts and comments.',
  replyDepth: 'You can reply only to a top-level comment.',
  parentElsewhere: 'The comment you reply to belongs to another post.',
  reportSubmitted: 'Report submitted successfully.',
  reportReasonRequired: 'Select a reason for reporting.',
  reportDescRequired: 'Please put details for reporting.',
  reportTargetRequired: 'Error: No post or comment selected.',
  reportBothTargets: 'Report one thing at a time: a post, a comment or a job.',
  reportReasonForJob: 'Choose why you are reporting this job: suspected scam, discriminatory, or other.',
  reportReasonForForum: 'Choose why you are reporting this: spam, inappropriate, harassment, or other.',
  jobReportSubmitted: 'Thank you. Your report was sent to the administrators, who will look at this job.',
  reportDuplicate: 'You have already reported this.',
  reportOwnJob: 'This is your own job post, so you cannot report it. You can edit or delete it from your dashboard.',
  reportNotFound: 'Report not found.',
  reportNotPending: 'Only a pending report can be resolved or dismissed.',
} as const;

const timestamp = z.string().meta({ format: 'date-time' });

/** A reply (one level deep: replies have no replies of their own). */
export const forumReplySchema = z
  .object({
    id: z.number().int(),
    post: z.number().int(),
    content: z.string(),
    parent: z.number().int().nullable(),
    user: z.number().int(),
    username: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'ForumReply' });
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumCommentSchema = forumReplySchema
  .extend({ replies: z.array(forumReplySchema) })
  .meta({ id: 'ForumComment' });
export type ForumComment = z.infer<typeof forumCommentSchema>;

export const forumPostSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    user: z.number().int(),
    username: z.string(),
    created_at: timestamp,
    comments: z.array(forumCommentSchema),
  })
  .meta({ id: 'ForumPost' });
export type ForumPost = z.infer<typeof forumPostSchema>;
export const forumPostListSchema = z.array(forumPostSchema);

/**
 * GET /api/posts/: without parameters the newest page of posts, each with its comments and replies.
 * `search` matches post titles and text, comments and replies (case-insensitive); `page` counts from 1.
 * The total number of matching posts is in the X-Total-Count header.
 */
export const forumPostsQuerySchema = z.object({
  search: boundedText('Search', 200).optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(FORUM_PAGE_SIZE_MAX).optional(),
});

/** POST /api/posts/: `user` is accepted for the original client and ignored (the author is the signed-in user). */
export const createPostRequestSchema = z
  .object({
    title: requiredText('Title', FORUM_LIMITS.titleMax),
    content: requiredText('Content', FORUM_LIMITS.contentMax),
    user: z.unknown().optional(),
  })
  .meta({ id: 'CreatePostRequest' });
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;

export const commentsQuerySchema = z.object({ post_id: idSchema });

/** POST /api/comments/: `parent` null or absent for a comment, a top-level comment's id for a reply. */
export const createCommentRequestSchema = z
  .object({
    post: idSchema,
    content: requiredText('Comment', FORUM_LIMITS.commentMax),
    parent: idSchema.nullish(),
    user: z.unknown().optional(),
  })
  .meta({ id: 'CreateCommentRequest' });
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: FORUM_MESSAGES.reportReasonRequired });
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const reportContentTypeSchema = z.enum(REPORT_CONTENT_TYPES);

/**
 * POST /api/reports/: exactly one of post, comment and job (issue 12 adds job posts, with their own reasons:
 * JOB_REPORT_REASONS; forum content takes FORUM_REPORT_REASONS); `reported_by` is ignored (the signed-in user).
 */
export const createReportRequestSchema = z
  .object({
    reason: reportReasonSchema,
    report_desc: text('Details', { error: FORUM_MESSAGES.reportDescRequired })
      .trim()
      .min(1, FORUM_MESSAGES.reportDescRequired)
      .max(FORUM_LIMITS.reportDescMax, `Details must be at most ${FORUM_LIMITS.reportDescMax} characters.`),
    post: idSchema.nullish(),
    comment: idSchema.nullish(),
    job: idSchema.nullish(),
    reported_by: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const targets = [value.post, value.comment, value.job].filter((target) => target != null).length;
    if (targets === 0) {
      ctx.addIssue({ code: 'custom', message: FORUM_MESSAGES.reportTargetRequired, path: ['post'] });
    } else if (targets > 1) {
      ctx.addIssue({ code: 'custom', message: FORUM_MESSAGES.reportBothTargets, path: ['comment'] });
    } else if (value.job != null && !(JOB_REPORT_REASONS as readonly string[]).includes(value.reason)) {
      ctx.addIssue({ code: 'custom', message: FORUM_MESSAGES.reportReasonForJob, path: ['reason'] });
    } else if (value.job == null && !(FORUM_REPORT_REASONS as readonly string[]).includes(value.reason)) {
      ctx.addIssue({ code: 'custom', message: FORUM_MESSAGES.reportReasonForForum, path: ['reason'] });
    }
  })
  .meta({ id: 'CreateReportRequest' });
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

export const createdReportSchema = z
  .object({ id: z.number().int(), message: z.string() })
  .meta({ id: 'CreatedReport' });

/** A report as the admin sees it (Manage Reports). Content fields are null once the content is deleted. */
export const adminReportSchema = z
  .object({
    id: z.number().int(),
    status: reportStatusSchema,
    reason: reportReasonSchema,
    report_desc: z.string(),
    reported_by_username: z.string(),
    created_at: timestamp,
    resolved_at: timestamp.nullable(),
    dismissed_at: timestamp.nullable(),
    content_type: reportContentTypeSchema,
    post: z.number().int().nullable(),
    comment: z.number().int().nullable(),
    /** A reported job post (issue 12): its id, title, company and description; null once it is deleted. */
    job: z.number().int().nullable(),
    job_title: z.string().nullable(),
    job_company: z.string().nullable(),
    job_content: z.string().nullable(),
    post_content: z.string().nullable(),
    comment_content: z.string().nullable(),
    post_author: z.string().nullable(),
    comment_author: z.string().nullable(),
    /** When the reported post or comment was written (for View Full Content). */
    content_created_at: timestamp.nullable(),
    content_deleted: z.boolean(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.array(adminReportSchema);
