import { EMPLOYER_VERIFICATION_MESSAGES, type AdminEmployerVerification } from '@kakayahan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import {
  json,
  listQueries,
  mockAdminApi,
  pageAnswer,
  type AdminApiHandler,
} from '../../admin-users/components/admin-fake-server.test-support';
import { signInAsAdminForEachTest } from '../../admin-users/components/admin-test-data';
import { renderPage } from '../../auth/components/test-harness';
import { EmployerVerificationsPanel } from './employer-verifications-panel';
import { adminVerification, photoVerification } from './verification-test-data';

const LIST = '/api/admin/employer-verifications/';
const APPROVE = `POST ${LIST}40/approve/`;
const REJECT = `POST ${LIST}40/reject/`;

/** A fake server that searches and pages the pending registrations, which shrink when one is decided. */
function mockServer(
  initial: AdminEmployerVerification[] = [adminVerification(), photoVerification()],
  overrides: Record<string, AdminApiHandler> = {},
) {
  let pending = [...initial];
  const decide = (id: number, message: string) => {
    pending = pending.filter((v) => v.employer_id !== id);
    return json({ message });
  };
  return mockAdminApi({
    [`GET ${LIST}`]: ({ url }) => {
      const words = url.searchParams.get('search')?.toLowerCase() ?? '';
      return pageAnswer(
        pending.filter((v) => `${v.comp_name} ${v.email} ${v.tin}`.toLowerCase().includes(words)),
        url,
      );
    },
    [APPROVE]: () => decide(40, EMPLOYER_VERIFICATION_MESSAGES.approved),
    [REJECT]: () => decide(40, EMPLOYER_VERIFICATION_MESSAGES.rejected),
    ...overrides,
  });
}

function show(url = '/admin/user-approval?tab=employers') {
  const view = renderPage(<EmployerVerificationsPanel />, { path: '/admin/user-approval', url });
  // Cached admin screens a decision must refresh.
  view.queryClient.setQueryData(AUDIT_LOG_QUERY_KEY, []);
  view.queryClient.setQueryData(PLATFORM_STATISTICS_QUERY_KEY, {});
  return view;
}

const TABLE = 'Employers waiting for verification';

async function rows() {
  const table = await screen.findByRole('table', { name: TABLE });
  return within(table).getAllByRole('row').slice(1);
}

async function companies() {
  return (await rows()).map((row) => within(row).getByRole('rowheader').textContent);
}

async function openReview(company = 'Bayanihan Tech Solutions') {
  await userEvent.setup().click(await screen.findByRole('button', { name: `Review ${company}` }));
  return screen.findByRole('dialog', { name: `Business registration of ${company}` });
}

signInAsAdminForEachTest();

describe("User Approval's Employers tab", { timeout: 20_000 }, () => {
  it('lists the registrations waiting for a check with their details and a named Review button', async () => {
    const { calls } = mockServer();
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading employer verifications');
    const [bayanihan] = await rows();
    expect(within(bayanihan!).getByRole('rowheader')).toHaveTextContent('Bayanihan Tech Solutions');
    expect(within(bayanihan!).getByText('Juan Santos')).toBeInTheDocument();
    expect(within(bayanihan!).getByText('juan@bayanihan.example.ph')).toBeInTheDocument();
    expect(within(bayanihan!).getByText('SEC')).toHaveAttribute(
      'title',
      'SEC registration (corporation or partnership)',
    );
    expect(within(bayanihan!).getByText('CS201912345')).toBeInTheDocument();
    expect(within(bayanihan!).getByText('123-456-789-000')).toBeInTheDocument();
    expect(within(bayanihan!).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(bayanihan!).getByRole('button', { name: 'Review Bayanihan Tech Solutions' })).toBeInTheDocument();
    expect(screen.getByText('2 employer(s) found')).toBeInTheDocument();
    expect(listQueries(calls, LIST)[0]).toEqual({ page: '1', page_size: '25' });
    expect(calls[0]?.authorization).toBe('Token admin-token');
  });

  it('searches and pages on the server, keeping both in the address', async () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      adminVerification({ employer_id: 100 + i, comp_name: `Company ${String(i).padStart(2, '0')}` }),
    );
    const { calls } = mockServer(many);
    const user = userEvent.setup();
    const { router } = show();
    expect(await rows()).toHaveLength(25);
    expect(screen.getByText('27 employer(s) found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of employers waiting for verification' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await companies()).toEqual(['Company 25', 'Company 26']));
    expect(router.state.location.search).toBe('?tab=employers&page=2');
    expect(listQueries(calls, LIST).at(-1)).toEqual({ page: '2', page_size: '25' });
    await waitFor(() => expect(screen.getByRole('region', { name: `${TABLE} table` })).toHaveFocus());

    await user.type(screen.getByRole('searchbox', { name: /^Search/u }), 'company 07{Enter}');
    await waitFor(async () => expect(await companies()).toEqual(['Company 07']));
    expect(listQueries(calls, LIST).at(-1)).toEqual({ search: 'company 07', page: '1', page_size: '25' });
    expect(router.state.location.search).toBe('?tab=employers&search=company+07');
  });

  it('shows the company, the registration and a link to a PDF certificate in the review', async () => {
    mockServer();
    show();
    const dialog = await openReview();
    expect(within(dialog).getByText('Information Technology')).toBeInTheDocument();
    expect(within(dialog).getByText('SEC registration (corporation or partnership)')).toBeInTheDocument();
    expect(within(dialog).getByText('123-456-789-000')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'juan@bayanihan.example.ph' })).toHaveAttribute(
      'href',
      'mailto:juan@bayanihan.example.ph',
    );
    const pdf = within(dialog).getByRole('link', { name: 'Open the certificate (PDF, opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', adminVerification().document_url);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a photo certificate inline, and says when its link no longer works', async () => {
    mockServer();
    show();
    const dialog = await openReview('Kalinangan Weavers');
    const image = within(dialog).getByRole('img', { name: 'Registration certificate of Kalinangan Weavers' });
    expect(image).toHaveAttribute('src', photoVerification().document_url);
    expect(within(dialog).getByText('Not provided')).toBeInTheDocument();
    fireEvent.error(image);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      EMPLOYER_VERIFICATION_MESSAGES.documentLinkInvalid,
    );
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('approves: announces it, refreshes the list, the audit log and the statistics, and takes the focus', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    const { queryClient } = show();
    const dialog = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const message = await screen.findByText(EMPLOYER_VERIFICATION_MESSAGES.approved);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `${LIST}40/approve/`, body: undefined }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await companies()).toEqual(['Kalinangan Weavers']);
    expect(queryClient.getQueryState(AUDIT_LOG_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PLATFORM_STATISTICS_QUERY_KEY)?.isInvalidated).toBe(true);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('rejects only with a reason, which the employer reads', async () => {
    const { calls } = mockServer();
    const user = userEvent.setup();
    show();
    const dialog = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject registration' });
    const reason = within(confirm).getByRole('textbox', { name: 'Reason (required)' });

    await user.click(within(confirm).getByRole('button', { name: 'Reject registration' }));
    expect(reason).toHaveAccessibleDescription(new RegExp(EMPLOYER_VERIFICATION_MESSAGES.rejectReasonRequired));
    expect(reason).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(reason, 'The TIN does not match the certificate.');
    expect(reason).not.toHaveAccessibleDescription(new RegExp(EMPLOYER_VERIFICATION_MESSAGES.rejectReasonRequired));
    await user.click(within(confirm).getByRole('button', { name: 'Reject registration' }));
    expect(await screen.findByText(EMPLOYER_VERIFICATION_MESSAGES.rejected)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `${LIST}40/reject/`,
        body: { reason: 'The TIN does not match the certificate.' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await companies()).toEqual(['Kalinangan Weavers']);
  });

  it('keeps a failed decision in its dialog, with the server’s explanation', async () => {
    mockServer(undefined, {
      [APPROVE]: () => json({ error: 'Server error.' }, 500),
      [REJECT]: () => json({ error: EMPLOYER_VERIFICATION_MESSAGES.notPending }, 409),
    });
    const user = userEvent.setup();
    show();
    const dialog = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to approve the registration. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Business registration of Bayanihan Tech Solutions' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject registration' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Reason (required)' }), 'Blurry photo.');
    await user.click(within(confirm).getByRole('button', { name: 'Reject registration' }));
    const failure = await within(confirm).findByRole('alert');
    expect(failure).toHaveTextContent('Failed to reject the registration. Please try again.');
    expect(failure).toHaveTextContent(EMPLOYER_VERIFICATION_MESSAGES.notPending);
  });

  it('says when nobody is waiting, and when the list cannot be loaded, with Try again', async () => {
    mockServer([]);
    const { unmount } = show();
    expect(await screen.findByText('No employers waiting for verification.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    unmount();

    let fail = true;
    mockAdminApi({
      [`GET ${LIST}`]: ({ url }) =>
        fail ? json({ error: 'Server error.' }, 500) : pageAnswer([adminVerification()], url),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPLOYER_VERIFICATION_MESSAGES.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await companies()).toEqual(['Bayanihan Tech Solutions']);
  });
});
