import { z } from 'zod';
import { boundedText } from './common.js';

/** Rows per page of the admin tables (Manage Users, User Approval, Manage Employers, Audit Log). */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;

/**
 * Paging of an admin list. Without `page` and `page_size` the call answers every matching row (the spec's
 * client reads the whole list); with either, one page (`page` counts from 1, `page_size` defaults to
 * ADMIN_PAGE_SIZE). Every answer carries the number of matching rows in the X-Total-Count header
 * (TOTAL_COUNT_HEADER), so a screen can say "41 users found" and offer the pages.
 */
export const adminPagingQueryShape = {
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page starts at 1.')
    .max(100_000, 'The page is too large.')
    .optional(),
  page_size: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(ADMIN_PAGE_SIZE_MAX, `The page size must be at most ${ADMIN_PAGE_SIZE_MAX}.`)
    .optional(),
};

/** Free-text search of an admin list: trimmed; blank means no search. */
export const adminSearchSchema = boundedText('The search', ADMIN_SEARCH_MAX).optional();

/**
 * GET /api/admin/users/ and GET /api/admin/pending-users/: `search` matches the ID number (digits, with or
 * without dashes), the disability, the name, the e-mail and the location, case-insensitively (the spec's
 * "Search by ID or disability type", done on the server).
 */
export const adminUserListQuerySchema = z.object({ search: adminSearchSchema, ...adminPagingQueryShape });
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** The page a paged admin call answers: `{ offset, limit }`, or null for "every row" (no paging asked). */
export function adminPageWindow(query: {
  page?: number;
  page_size?: number;
}): { offset: number; limit: number } | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  const limit = query.page_size ?? ADMIN_PAGE_SIZE;
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}
