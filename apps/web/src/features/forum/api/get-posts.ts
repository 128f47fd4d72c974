import { FORUM_PAGE_SIZE, forumApi, TOTAL_COUNT_HEADER, type ForumPost } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiWithHeaders } from '../../../lib/api-client';

/** Every cached forum list starts with this key, so one invalidation after a change refreshes them all. */
export const FORUM_QUERY_KEY = ['forum', 'posts'] as const;

export interface PostsPage {
  posts: ForumPost[];
  page: number;
  /** Posts matching on every page, or null when the server did not say. */
  total: number | null;
}

/** The total count header as a whole number, or null when it is missing or not a count. */
export function readTotal(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** One page of posts (newest first), each with its comments and their replies. */
export async function getPosts(search: string, page: number, signal?: AbortSignal): Promise<PostsPage> {
  // Search only when there is one (an empty value is left out), page always.
  const { data, headers } = await callApiWithHeaders(forumApi.listPosts, {
    query: { search, page },
    ...(signal ? { signal } : {}),
  });
  return { posts: data, page, total: readTotal(headers.get(TOTAL_COUNT_HEADER)) };
}

/** How many pages there are, or null when the server did not send the total. */
export function pageCount(page: PostsPage): number | null {
  return page.total === null ? null : Math.max(1, Math.ceil(page.total / FORUM_PAGE_SIZE));
}

/** Whether a page follows this one (by the total, or by a full page when the total is unknown). */
export function hasNextPage(page: PostsPage): boolean {
  const count = pageCount(page);
  return count === null ? page.posts.length === FORUM_PAGE_SIZE : page.page < count;
}

export function postsQueryOptions(search: string, page: number) {
  const words = search.trim();
  return queryOptions({
    queryKey: [...FORUM_QUERY_KEY, words, page] as const,
    queryFn: ({ signal }) => getPosts(words, page, signal),
    // The page on screen stays while the next one loads, so the list does not jump to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** One page of the forum, searched on the server. */
export function usePosts(search: string, page: number) {
  return useQuery(postsQueryOptions(search, page));
}
