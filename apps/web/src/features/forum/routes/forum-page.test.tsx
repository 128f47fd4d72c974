import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { ANA, json, mockForumApi, post, samplePosts, signInForEachTest } from '../components/forum-test-data';
import ForumPage from './forum-page';

function show() {
  return renderPage(<ForumPage />, { path: '/kakayahan/forum' });
}

async function postTitles() {
  const list = await screen.findByRole('list', { name: 'Posts' });
  return within(list)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
}

signInForEachTest();

describe('Forum', { timeout: 30_000 }, () => {
  it('shows posts as articles with author, date, text, comments and one level of replies', async () => {
    mockForumApi();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    expect(await postTitles()).toEqual(['Tips for job interviews', 'Accessible offices in Pasig']);

    const tips = screen.getByRole('article', { name: 'Tips for job interviews' });
    expect(within(tips).getByText(/^Posted by/u)).toHaveTextContent('Posted by Maria dela Cruz (you) on Mar 5, 2026');
    // Line breaks are kept as written.
    expect(within(tips).getByText(/Practice your answers/u).textContent).toBe(
      'Practice your answers.\nBring your PWD ID.',
    );
    expect(within(tips).getByRole('heading', { level: 3, name: '2 comments' })).toBeInTheDocument();
    const comments = within(tips).getByRole('list', { name: 'Comments on Tips for job interviews' });
    const [first] = within(comments).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ana Reyes on Mar 5, 2026');
    expect(first).toHaveTextContent('Great tips!');
    const replies = within(first!).getByRole('list', { name: 'Replies to Ana Reyes' });
    expect(within(replies).getByRole('listitem')).toHaveTextContent('Maria dela Cruz (you) on Mar 6, 2026Thank you!');
    // Replies are one level deep: a reply offers no Reply of its own.
    expect(within(replies).queryByRole('button', { name: /^Reply/u })).not.toBeInTheDocument();
  });

  it('sends the search to the server, says how many posts were found, and says when none match', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    await postTitles();
    const box = screen.getByRole('searchbox', { name: 'Search posts, comments and replies' });
    await user.type(box, 'pasig');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('pasig'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('1 post found')).toBeInTheDocument();
    expect(await postTitles()).toEqual(['Accessible offices in Pasig']);

    await user.clear(box);
    await user.type(box, 'nothing like this{Enter}');
    expect(await screen.findByText('No posts found matching the search.')).toBeInTheDocument();
    expect(screen.getByText('0 posts found')).toBeInTheDocument();
    expect(calls.at(-1)?.url.search).toBe('?search=nothing+like+this&page=1');
  });

  it('shows a friendly empty state when nobody has posted yet', async () => {
    mockForumApi([]);
    show();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByText('No posts found matching the search.')).not.toBeInTheDocument();
  });

  it('asks for a title and content, then creates the post and announces it', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    await postTitles();
    const toggle = screen.getByRole('button', { name: 'Create New Post' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const title = screen.getByRole('textbox', { name: /^Title/u });
    await waitFor(() => expect(title).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(title, 'Sign language classes');
    await user.type(screen.getByRole('textbox', { name: /^Content/u }), 'Free classes on Saturdays.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Sign language classes',
        content: 'Free classes on Saturdays.',
      }),
    );
    const message = await screen.findByText('Post created successfully.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    expect(await postTitles()).toEqual([
      'Sign language classes',
      'Tips for job interviews',
      'Accessible offices in Pasig',
    ]);
  });

  it('says "Unable to create post (…)" with the server message when creating fails', async () => {
    mockForumApi(samplePosts(), { 'POST /api/posts/': () => json({ error: 'You are posting too fast.' }, 429) });
    const user = userEvent.setup();
    show();
    await postTitles();
    await user.click(screen.getByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/u }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /^Content/u }), 'World');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to create post (You are posting too fast.)');
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
  });

  it('pages through posts with the page announced and focus on the first post of the new page', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      post({ id: index + 1, title: `Post ${index + 1}`, user: ANA.userId, username: ANA.username }),
    );
    const { calls } = mockForumApi(many);
    const user = userEvent.setup();
    show();
    expect(await postTitles()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(await postTitles()).toEqual(['Post 21', 'Post 22', 'Post 23', 'Post 24', 'Post 25']);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Post 21' })).toHaveFocus());
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    mockForumApi(samplePosts(), {
      'GET /api/posts/': () => (fail ? json({ error: 'Server error.' }, 500) : json(samplePosts())),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load posts. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await postTitles()).toHaveLength(2);
  });
});
