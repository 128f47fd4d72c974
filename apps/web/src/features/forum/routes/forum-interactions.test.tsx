import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { ANA, json, mockForumApi, post, samplePosts, signInForEachTest } from '../components/forum-test-data';
import ForumPage from './forum-page';

function show() {
  return renderPage(<ForumPage />, { path: '/kakayahan/forum' });
}

async function article(title: string) {
  await screen.findByRole('list', { name: 'Posts' });
  return screen.getByRole('article', { name: title });
}

function openForms() {
  return screen
    .queryAllByRole('form')
    .filter((form) => /^(Add a comment|Reply to)/u.test(form.getAttribute('aria-label') ?? ''));
}

signInForEachTest();

describe('Forum comments, deletes and reports', { timeout: 30_000 }, () => {
  it('keeps one comment form open at a time, focuses it, and Cancel returns to its opener', async () => {
    mockForumApi();
    const user = userEvent.setup();
    show();
    const tips = await article('Tips for job interviews');
    const commentButton = within(tips).getByRole('button', { name: 'Comment on Tips for job interviews' });
    await user.click(commentButton);
    expect(commentButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Your comment/u })).toHaveFocus());
    expect(openForms()).toHaveLength(1);

    const replyButton = within(tips).getByRole('button', { name: 'Reply to comment by Ana Reyes' });
    await user.click(replyButton);
    expect(openForms()).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Reply to Ana Reyes' })).toBeInTheDocument();
    expect(commentButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Your reply to Ana Reyes/u })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(openForms()).toHaveLength(0);
    expect(replyButton).toHaveFocus();
  });

  it('says a blank comment is required instead of sending it, then adds the comment', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    const pasig = await article('Accessible offices in Pasig');
    await user.click(within(pasig).getByRole('button', { name: 'Comment on Accessible offices in Pasig' }));
    const send = screen.getByRole('button', { name: 'Post Comment' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Comment is required.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /^Your comment/u });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(field, 'Thanks for sharing');
    await user.click(send);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        post: 2,
        content: 'Thanks for sharing',
        parent: null,
      }),
    );
    expect(await screen.findByText('Comment added successfully.')).toBeInTheDocument();
    expect(await within(pasig).findByText('Thanks for sharing')).toBeInTheDocument();
    expect(openForms()).toHaveLength(0);
    expect(within(pasig).getByRole('button', { name: 'Comment on Accessible offices in Pasig' })).toHaveFocus();
  });

  it('sends a reply with its parent comment and shows it among the replies', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    const tips = await article('Tips for job interviews');
    await user.click(within(tips).getByRole('button', { name: 'Reply to comment by Ana Reyes' }));
    await user.type(screen.getByRole('textbox', { name: /^Your reply to Ana Reyes/u }), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/comments/',
        body: { post: 1, content: 'Me too', parent: 10 },
      }),
    );
    expect(await screen.findByText('Reply added successfully.')).toBeInTheDocument();
    const replies = within(tips).getByRole('list', { name: 'Replies to Ana Reyes' });
    expect(await within(replies).findByText('Me too')).toBeInTheDocument();
  });

  it("shows the server's error text when a comment fails", async () => {
    mockForumApi(samplePosts(), {
      'POST /api/comments/': () => json({ error: 'You can reply only to a top-level comment.' }, 400),
    });
    const user = userEvent.setup();
    show();
    const tips = await article('Tips for job interviews');
    await user.click(within(tips).getByRole('button', { name: 'Reply to comment by Ana Reyes' }));
    await user.type(screen.getByRole('textbox', { name: /^Your reply/u }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can reply only to a top-level comment.');
    expect(openForms()).toHaveLength(1);
  });

  it('offers Delete only on own content and deletes a post after "Are you sure?"', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    const tips = await article('Tips for job interviews');
    const pasig = screen.getByRole('article', { name: 'Accessible offices in Pasig' });
    expect(within(pasig).queryByRole('button', { name: /^Delete post/u })).not.toBeInTheDocument();
    const anasComment = within(tips).getByText('Great tips!').closest('li')!;
    expect(within(anasComment).getAllByRole('button', { name: /^Delete/u })).toHaveLength(1); // the own reply only
    expect(within(anasComment).getByRole('button', { name: 'Delete your reply' })).toBeInTheDocument();
    expect(within(pasig).getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();

    await user.click(within(tips).getByRole('button', { name: 'Delete post Tips for job interviews' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(tips).getByRole('button', { name: 'Delete post Tips for job interviews' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Post' }));
    const message = await screen.findByText('Post deleted successfully');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/posts/1/' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Tips for job interviews' })).not.toBeInTheDocument(),
    );
  });

  it('deletes a comment after "Delete this comment?" and keeps a failure in the dialog', async () => {
    let fail = true;
    const { calls } = mockForumApi(samplePosts(), {
      'DELETE /api/comments/20/': () =>
        fail ? json({ error: 'Server error.' }, 500) : json({ message: 'Comment deleted successfully' }),
    });
    const user = userEvent.setup();
    show();
    const pasig = await article('Accessible offices in Pasig');
    await user.click(within(pasig).getByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete comment. Please try again.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/comments/20/')).toHaveLength(2);
  });

  it('asks for a reason and details before reporting, then says the report was submitted', async () => {
    const { calls } = mockForumApi();
    const user = userEvent.setup();
    show();
    const pasig = await article('Accessible offices in Pasig');
    await user.click(within(pasig).getByRole('button', { name: 'Report post Accessible offices in Pasig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    const reason = within(dialog).getByRole('combobox', { name: /^Reason/u });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a reason', 'Spam', 'Inappropriate content', 'Harassment', 'Other']);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Select a reason for reporting.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please put details for reporting.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(reason, 'Spam');
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/u }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/reports/',
        body: { reason: 'spam', report_desc: 'Advertising', post: 2 },
      }),
    );
    const message = await screen.findByText('Report submitted successfully.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a comment by its id and shows the failure message with the server reason', async () => {
    const { calls } = mockForumApi(samplePosts(), {
      'POST /api/reports/': () => json({ error: 'You have already reported this.' }, 409),
    });
    const user = userEvent.setup();
    show();
    const tips = await article('Tips for job interviews');
    await user.click(within(tips).getByRole('button', { name: 'Report comment by Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Comment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/u }), 'Harassment');
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/u }), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit report. Please try again.');
    expect(alert).toHaveTextContent('You have already reported this.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'harassment',
      report_desc: 'Rude',
      comment: 10,
    });
  });

  it('shows markup in user text as text and makes web addresses safe links', async () => {
    mockForumApi([
      post({
        id: 5,
        title: '<script>alert(1)</script>',
        content: '<img src=x onerror=alert(1)> see https://example.ph/help or javascript:alert(1)',
        user: ANA.userId,
        username: ANA.username,
      }),
    ]);
    const { container } = show();
    const item = await article('<script>alert(1)</script>');
    expect(container.querySelector('img, script')).toBeNull();
    expect(within(item).getByText(/<img src=x onerror=alert\(1\)>/u)).toBeInTheDocument();
    // jsdom's name computation drops the space before the hidden words; browsers keep it.
    const link = within(item).getByRole('link', { name: /^https:\/\/example\.ph\/help ?\(opens in a new tab\)$/u });
    expect(link).toHaveAttribute('href', 'https://example.ph/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(item).getAllByRole('link')).toHaveLength(1);
  });
});
