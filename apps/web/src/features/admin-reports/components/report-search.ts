import {
  REPORT_PREVIEW_CHARS,
  REPORT_REASON_NAMES,
  UNKNOWN_COMPANY,
  type AdminReport,
  type ReportContentType,
  type ReportStatus,
} from '@kakayahan/contracts';

/** The content type select (document 2 §2), with the job posts people report (issue 12). */
export const CONTENT_TYPE_FILTERS = [
  { value: 'all', label: 'All Content' },
  { value: 'post', label: 'Posts Only' },
  { value: 'comment', label: 'Comments Only' },
  { value: 'job', label: 'Jobs Only' },
] as const;
export type ContentTypeFilter = (typeof CONTENT_TYPE_FILTERS)[number]['value'];

/** The status select. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The sort select: by when the report was made. */
export const SORT_ORDERS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

/** What the admin narrowed the list by. */
export interface ReportFilters {
  search: string;
  contentType: ContentTypeFilter;
  status: StatusFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: ReportFilters = { search: '', contentType: 'all', status: 'all', sort: 'newest' };

export const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const CONTENT_TYPE_LABELS: Record<ReportContentType, string> = { post: 'Post', comment: 'Comment', job: 'Job' };

/**
 * Manage Reports search (document 2 §6): reporter name, reason or description, case-insensitive; for a
 * job report also the job's title and company, the words an admin remembers a scam by.
 */
export function matchesReportSearch(report: AdminReport, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return [
    report.reported_by_username,
    report.reason,
    REPORT_REASON_NAMES[report.reason],
    report.report_desc,
    report.job_title,
    report.job_company,
  ].some((text) => text != null && text.toLowerCase().includes(query));
}

function createdTime(report: AdminReport): number {
  const time = Date.parse(report.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** The reports that pass the search and both filters, in the chosen order (ties by report number). */
export function visibleReports(reports: readonly AdminReport[], filters: ReportFilters): AdminReport[] {
  const direction = filters.sort === 'newest' ? -1 : 1;
  return reports
    .filter(
      (report) =>
        (filters.contentType === 'all' || report.content_type === filters.contentType) &&
        (filters.status === 'all' || report.status === filters.status) &&
        matchesReportSearch(report, filters.search),
    )
    .sort((a, b) => direction * (createdTime(a) - createdTime(b) || a.id - b.id));
}

/**
 * The reported post's, comment's or job's id and text (a job's description), whichever the report is
 * about, and the post's or comment's author (a job has a company instead: reportedJob).
 */
export function reportedContent(report: AdminReport): {
  id: number | null;
  text: string | null;
  author: string | null;
} {
  switch (report.content_type) {
    case 'post':
      return { id: report.post, text: report.post_content, author: report.post_author };
    case 'comment':
      return { id: report.comment, text: report.comment_content, author: report.comment_author };
    case 'job':
      return { id: report.job, text: report.job_content, author: null };
  }
}

/** A reported job's title and company as the screen shows them (placeholders in words when blank). */
export function reportedJob(report: AdminReport): { title: string; company: string } {
  return {
    title: report.job_title?.trim() || 'Untitled job',
    company: report.job_company?.trim() || UNKNOWN_COMPANY,
  };
}

export const CONTENT_DELETED = 'Content has been deleted';
export const NO_PREVIEW = 'No preview available';

/**
 * The preview of the reported content (document 2 §9): its first 100 characters and an ellipsis when
 * longer; counted in characters as people see them, so an emoji is never cut in half.
 */
export function contentPreview(report: AdminReport): string {
  if (report.content_deleted) return CONTENT_DELETED;
  const text = reportedContent(report).text?.trim();
  if (!text) return NO_PREVIEW;
  const characters = Array.from(text);
  return characters.length > REPORT_PREVIEW_CHARS
    ? `${characters.slice(0, REPORT_PREVIEW_CHARS).join('').trimEnd()}…`
    : text;
}
