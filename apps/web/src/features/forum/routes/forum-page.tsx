import { useEffect, useRef, type ReactNode } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchForm } from '../../../components/ui/search-form';
import { useSession } from '../../../lib/session';
import { hasNextPage, pageCount, usePosts } from '../api/get-posts';
import { CreatePostForm } from '../components/create-post-form';
import type { ForumActions } from '../components/forum-actions';
import { ForumDialog, type ForumDialogAction } from '../components/forum-dialogs';
import { FORUM_TEXT, postsFoundText } from '../components/forum-words';
import { EmptyPosts, PostList } from '../components/post-list';
import { PostsPager } from '../components/posts-pager';
import { useComposer } from '../components/use-composer';
import { useForumSearch } from '../components/use-forum-search';

/**
 * /{product}/forum (document 2 §2): search over posts, comments and replies (on the server), Create New
 * Post, and per post and comment Comment / Reply (one form open at a time), Report, and Delete on one's
 * own. Every change reloads the list and its outcome is announced.
 */
export default function ForumPage() {
  const session = useSession();
  const search = useForumSearch();
  const query = usePosts(search.search, search.page);
  const { action, feedback, start, finish, close } = useActionFeedback<ForumDialogAction>();
  const composer = useComposer();
  const listRef = useRef<HTMLUListElement>(null);
  // Set when Previous or Next is pressed: the first post of the new page takes the focus once shown.
  const focusNewPage = useRef(false);
  const data = query.isPlaceholderData ? undefined : query.data;
  const shown = query.data;
  const { setPage } = search;

  useEffect(() => {
    if (!data || !focusNewPage.current) return;
    focusNewPage.current = false;
    listRef.current?.querySelector<HTMLElement>('article')?.focus();
  }, [data]);

  useEffect(() => {
    // The last post of a later page was deleted: go back to the last page that has posts.
    if (data && data.posts.length === 0 && data.page > 1) {
      setPage(Math.max(1, Math.min(data.page - 1, pageCount(data) ?? data.page - 1)));
    }
  }, [data, setPage]);

  const actions: ForumActions = {
    userId: session?.userId ?? null,
    composer: composer.composer,
    openComposer: composer.openComposer,
    cancelComposer: composer.cancelComposer,
    finishComposer: composer.finishComposer,
    askDeletePost: (post) => start({ kind: 'delete-post', post }),
    askDeleteComment: (comment) => start({ kind: 'delete-comment', comment }),
    askReport: (target, subject) => start({ kind: 'report', target, subject }),
  };

  function handlePage(page: number) {
    focusNewPage.current = true;
    search.setPage(page);
  }

  let content: ReactNode;
  if (shown) {
    content =
      shown.posts.length === 0 ? (
        <EmptyPosts isSearching={search.search !== ''} />
      ) : (
        <>
          <PostList posts={shown.posts} actions={actions} listRef={listRef} />
          <PostsPager page={shown.page} count={pageCount(shown)} hasNext={hasNextPage(shown)} onPage={handlePage} />
        </>
      );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{FORUM_TEXT.loadFailed}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading posts…" />;
  }

  const total = shown ? (shown.total ?? shown.posts.length) : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <PageHeading>Community Forum</PageHeading>
      <p className="text-slate-800">Ask questions, share tips and support each other.</p>
      <CreatePostForm onCreated={finish} />
      <SearchForm
        region="Forum"
        label="Search posts, comments and replies"
        name="search"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
      />
      <LiveRegion className="font-semibold text-slate-900">
        {total !== null && search.search !== '' ? postsFoundText(total) : null}
      </LiveRegion>
      <LiveRegion className="sr-only">
        {composer.announcement ? <span key={composer.announcement.id}>{composer.announcement.text}</span> : null}
      </LiveRegion>
      <ActionFeedback feedback={feedback} />
      {content}
      <ForumDialog action={action} onClose={close} onDone={finish} />
    </div>
  );
}
