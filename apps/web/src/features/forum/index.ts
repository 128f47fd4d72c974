/** What other features may use of the forum (its public surface; lint refuses deeper imports). */
export { LatestForumPosts } from './components/latest-posts';
