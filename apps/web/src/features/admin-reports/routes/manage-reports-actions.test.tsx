import { formatNotificationDate } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage } from '../../auth/components/test-harness';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import { LONG_POST, mockReportsServer, REPORTS, reportItem, reportTitles } from '../components/report-test-data';
import ManageReportsPage from './manage-reports-page';

type User = ReturnType<typeof userEvent.setup>;

function show() {
  return renderPage(<ManageReportsPage />, { path: '/admin/manage-reports' });
}

function button(id: number, name: string): HTMLElement {
  return within(reportItem(id)).getByRole('button', { name });
}

async function openDelete(user: User, id: number): Promise<HTMLElement> {
  await user.click(button(id, `Delete Content of Report #${id}`));
  return screen.findByRole('alertdialog');
}

/** The feedback box that took the focus after an action, once it says `text`. */
async function expectAnnounced(text: string) {
  const message = await screen.findByText(text);
  await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
}

signInAsAdminForEachTest();

describe('Manage Reports: actions', { timeout: 30_000 }, () => {
  it('shows the full content with its author and date in a dialog', async () => {
    mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    await user.click(button(1, 'Details of Report #1'));
    const view = button(1, 'View Full Content of Report #1');
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Reported Post (Report #1)' });
    expect(within(dialog).getByText('Juan Dela Cruz')).toBeInTheDocument();
    expect(within(dialog).getByText(formatNotificationDate(REPORTS[0]!.content_created_at!))).toBeInTheDocument();
    expect(within(dialog).getByText(LONG_POST)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(view).toHaveFocus());

    // A comment's content is shown as text, never as HTML.
    await user.click(button(4, 'Details of Report #4'));
    await user.click(button(4, 'View Full Content of Report #4'));
    const comment = await screen.findByRole('dialog', { name: 'Reported Comment (Report #4)' });
    expect(within(comment).getByText('<img src=x onerror="alert(1)"> See my profile')).toBeInTheDocument();
    expect(comment.querySelector('img')).toBeNull();
  });

  it('offers Resolve and Dismiss only for pending reports', async () => {
    mockReportsServer();
    show();
    await reportTitles();
    for (const id of [1, 2]) {
      expect(button(id, `Resolve Report #${id}`)).toBeInTheDocument();
      expect(button(id, `Dismiss Report #${id}`)).toBeInTheDocument();
    }
    for (const id of [3, 4]) {
      expect(within(reportItem(id)).queryByRole('button', { name: /Resolve|Dismiss/u })).not.toBeInTheDocument();
    }
  });

  it('resolves a report through its URL, announces it and shows it resolved', async () => {
    const { calls } = mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    await user.click(button(1, 'Resolve Report #1'));
    await expectAnnounced('Report #1 resolved.');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/admin/reports/1/resolve/', body: undefined }),
    );
    expect(reportItem(1)).toHaveTextContent('Status: Resolved');
    expect(within(reportItem(1)).queryByRole('button', { name: /Resolve|Dismiss/u })).not.toBeInTheDocument();
    await user.click(button(1, 'Details of Report #1'));
    expect(within(reportItem(1)).getByText('Resolved on')).toBeInTheDocument();
  });

  it('dismisses a report through its URL, announces it and shows it dismissed', async () => {
    const { calls } = mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    await user.click(button(2, 'Dismiss Report #2'));
    await expectAnnounced('Report #2 dismissed.');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/admin/reports/2/dismiss/', body: undefined }),
    );
    expect(calls.some((c) => c.path.endsWith('/resolve/'))).toBe(false);
    expect(reportItem(2)).toHaveTextContent('Status: Dismissed');
  });

  it('announces the spec failure messages of resolve and dismiss, with the server explanation', async () => {
    mockReportsServer({
      'PATCH /api/admin/reports/1/resolve/': () => jsonResponse({ error: 'Server error.' }, 500),
      'PATCH /api/admin/reports/2/dismiss/': () =>
        jsonResponse({ error: 'Only a pending report can be resolved or dismissed.' }, 409),
    });
    const user = userEvent.setup();
    show();
    await reportTitles();
    await user.click(button(1, 'Resolve Report #1'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Error: Failed to resolve report\. Please try again\.$/u,
    );
    expect(reportItem(1)).toHaveTextContent('Status: Pending');

    await user.click(button(2, 'Dismiss Report #2'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to dismiss report. Please try again. Only a pending report can be resolved or dismissed.',
      ),
    );
  });

  it('deletes a reported post after the spec confirmation, then says so', async () => {
    const { calls } = mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    const confirm = await openDelete(user, 1);
    expect(confirm).toHaveAccessibleName('Delete Post?');
    expect(confirm).toHaveTextContent('This will permanently delete this post. This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(button(1, 'Delete Content of Report #1')).toHaveFocus());

    const again = await openDelete(user, 1);
    await user.click(within(again).getByRole('button', { name: 'Yes, delete it!' }));
    await expectAnnounced('Post has been deleted successfully.');
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/posts/10/' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reportItem(1)).toHaveTextContent('Status: Resolved');
    expect(within(reportItem(1)).queryByRole('button', { name: /Delete Content/u })).not.toBeInTheDocument();
    await user.click(button(1, 'Details of Report #1'));
    expect(within(reportItem(1)).getByText('Content has been deleted')).toBeInTheDocument();
  });

  it('deletes a reported comment through the comments URL', async () => {
    const { calls } = mockReportsServer();
    const user = userEvent.setup();
    show();
    await reportTitles();
    const confirm = await openDelete(user, 2);
    expect(confirm).toHaveAccessibleName('Delete Comment?');
    expect(confirm).toHaveTextContent('This will permanently delete this comment. This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await expectAnnounced('Comment has been deleted successfully.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/comments/20/']);
  });

  it('shows the delete failure in the confirmation, which stays open', async () => {
    mockReportsServer({
      'DELETE /api/posts/10/': () => jsonResponse({ error: 'Server error.' }, 500),
      'DELETE /api/comments/20/': () => jsonResponse({ error: 'Comment not found.' }, 404),
    });
    const user = userEvent.setup();
    show();
    await reportTitles();
    const post = await openDelete(user, 1);
    await user.click(within(post).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await within(post).findByRole('alert')).toHaveTextContent('Failed to delete post. Please try again.');
    await user.click(within(post).getByRole('button', { name: 'Cancel' }));

    const comment = await openDelete(user, 2);
    await user.click(within(comment).getByRole('button', { name: 'Yes, delete it!' }));
    const alert = await within(comment).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete comment. Please try again.');
    expect(alert).toHaveTextContent('Comment not found.');
  });
});
