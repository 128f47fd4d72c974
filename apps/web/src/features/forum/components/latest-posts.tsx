import { PRODUCT_SLUG } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { usePosts } from '../api/get-posts';
import { Byline } from './comment-item';

/** How many of the newest posts the job seeker's home shows. */
export const LATEST_POSTS_COUNT = 5;
export const LATEST_POSTS_FAILED = 'The latest posts could not be loaded. The forum link below still works.';

const FORUM_PATH = `/${PRODUCT_SLUG}/forum`;

/**
 * The forum's newest posts (title, author, date) and the way into the forum: the job seeker's home shows
 * them below the profile (document 1 §2). Titles are text, not links: the forum has no page per post, and
 * one link to the forum says where they all are. A failure keeps the link.
 */
export function LatestForumPosts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = usePosts('', 1);
  const posts = query.data?.posts.slice(0, LATEST_POSTS_COUNT);
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  let content;
  if (posts) {
    content =
      posts.length === 0 ? (
        <p className="text-slate-800">No posts yet. Be the first to start a conversation.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id} className="border-b border-slate-200 pb-3 last:border-b-0 last:pb-0">
              <ItemHeading className="font-semibold break-words text-slate-900">{post.title}</ItemHeading>
              <Byline prefix="By " name={post.username} isOwn={false} createdAt={post.created_at} />
            </li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = <p className="text-slate-800">{LATEST_POSTS_FAILED}</p>;
  } else {
    content = <Loading label="Loading the latest posts…" />;
  }
  return (
    <section
      aria-labelledby="latest-posts-heading"
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4"
    >
      <Heading id="latest-posts-heading" className="text-xl font-bold text-slate-900">
        Latest from the Community Forum
      </Heading>
      {content}
      <p>
        <Link to={FORUM_PATH} className="font-semibold">
          Go to the Community Forum
        </Link>
      </p>
    </section>
  );
}
