import type { AdminDecision } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderPage } from '../../auth/components/test-harness';
import { signInAsAdminForEachTest } from '../components/admin-test-data';
import AdminDecisionsPage from './admin-decisions-page';

const DECISIONS: AdminDecision[] = [
  {
    id: 1,
    action: 'approve',
    admin_email: 'admin@kakayahan.ph',
    subject_user_id: 5,
    subject_email: 'ana@example.ph',
    subject_name: 'Ana Reyes',
    reason: null,
    created_at: '2026-03-01T02:00:00.000Z',
  },
  {
    id: 2,
    action: 'reject',
    admin_email: 'admin@kakayahan.ph',
    subject_user_id: 6,
    subject_email: 'ben@example.ph',
    subject_name: 'Ben Cruz',
    reason: 'The card photo is unreadable.',
    created_at: '2026-03-02T02:00:00.000Z',
  },
  {
    id: 3,
    action: 'delete_user',
    admin_email: 'other-admin@kakayahan.ph',
    subject_user_id: 7,
    subject_email: 'cy@example.ph',
    subject_name: 'Cy Tan',
    reason: null,
    created_at: '2026-02-20T02:00:00.000Z',
  },
];

signInAsAdminForEachTest();

describe('Decision History', () => {
  it('lists decisions newest first with the action in words', async () => {
    mockApi({ 'GET /api/admin/decisions/': () => jsonResponse(DECISIONS) });
    renderPage(<AdminDecisionsPage />, { path: '/admin/decisions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Decision History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /recorded admin decisions/iu });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Admin', 'Action', 'Person', 'Reason']);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Rejected')).toBeInTheDocument();
    expect(within(first!).getByText('Ben Cruz')).toBeInTheDocument();
    expect(within(first!).getByText('The card photo is unreadable.')).toBeInTheDocument();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/Mar 02, 2026/u);
    expect(within(second!).getByText('Approved')).toBeInTheDocument();
    expect(within(second!).getByText('No reason given')).toBeInTheDocument();
    expect(within(third!).getByText('Deleted user')).toBeInTheDocument();
    expect(within(third!).getByText('other-admin@kakayahan.ph')).toBeInTheDocument();
  });

  it('shows the empty state and the load error', async () => {
    mockApi({ 'GET /api/admin/decisions/': () => jsonResponse([]) });
    renderPage(<AdminDecisionsPage />, { path: '/admin/decisions' });
    expect(await screen.findByText('No decisions yet')).toBeInTheDocument();
    vi.restoreAllMocks();

    mockApi({ 'GET /api/admin/decisions/': () => jsonResponse({ error: 'Server error.' }, 500) });
    renderPage(<AdminDecisionsPage />, { path: '/admin/decisions' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load decision history. Please try again.');
  });
});
