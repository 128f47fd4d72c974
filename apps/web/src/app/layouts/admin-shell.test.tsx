import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../features/auth/api/logout';
import { saveSession } from '../../lib/session';
import { AdminShell } from './admin-shell';

// The shared logout (server call, storage cleared, back to /) is covered by the e2e logout journey; here only its reuse.
vi.mock('../../features/auth/api/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AdminShell />,
        children: ['/admin/user-approval', '/admin/manage-users', '/admin/audit-log'].map((p) => ({
          path: p,
          element: <h1>Page {p}</h1>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  saveSession({ token: 'admin-token', userId: 1, user_type: 'Admin', username: 'Admin' });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('AdminShell', () => {
  it("has the spec's five admin sections and the audit log, and marks the current one", async () => {
    const router = renderAt('/admin/manage-users');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['User Approval', '/admin/user-approval'],
      ['Manage Users', '/admin/manage-users'],
      ['Manage Employers', '/admin/manage-employers'],
      ['Manage Reports', '/admin/manage-reports'],
      ['Platform Statistics', '/admin/platform-statistics'],
      ['Audit Log', '/admin/audit-log'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Manage Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'User Approval' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Page /admin/manage-users' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Audit Log' }));
    expect(router.state.location.pathname).toBe('/admin/audit-log');
    expect(within(nav).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Manage Users' })).not.toHaveAttribute('aria-current');
  });

  it('logs out with the same logout as the header', async () => {
    renderAt('/admin/user-approval');
    expect(logout).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
