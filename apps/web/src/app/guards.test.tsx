import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, setAccountStatus } from '../lib/session';
import { homePathOf, isPendingAllowed, RequireRole } from './guards';

/** The job seeker's routes behind one guard, as router.tsx builds them. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireRole roles={['Employee']} />,
        children: [
          { path: '/job-seeker/pwd', element: <p>My PWD ID page</p> },
          { path: '/employee-components', element: <p>Home page</p> },
          { path: '/job-seeker/apply', element: <p>Apply page</p> },
        ],
      },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(accountStatus: 'active' | 'pending_approval') {
  saveSession({
    token: 'token-1234567890',
    userId: 12,
    user_type: 'Employee',
    username: 'Maria Santos',
    account_status: accountStatus,
    first_sign_in: false,
  });
}

afterEach(() => {
  clearSession();
});

describe('RequireRole and a job seeker waiting for approval', () => {
  it.each(['/employee-components', '/job-seeker/apply?job=4'])(
    'sends a pending job seeker from %s to My PWD ID, replacing the entry',
    async (url) => {
      signIn('pending_approval');
      const router = renderAt(url);
      expect(await screen.findByText('My PWD ID page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/job-seeker/pwd');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('lets a pending job seeker open My PWD ID', async () => {
    signIn('pending_approval');
    const router = renderAt('/job-seeker/pwd');
    expect(await screen.findByText('My PWD ID page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets an active job seeker open every page of their role', async () => {
    signIn('active');
    renderAt('/job-seeker/apply');
    expect(await screen.findByText('Apply page')).toBeInTheDocument();
  });

  it('moves someone to My PWD ID as soon as the session turns out to be pending', async () => {
    signIn('active');
    const router = renderAt('/employee-components');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    act(() => setAccountStatus('pending_approval'));
    expect(await screen.findByText('My PWD ID page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job-seeker/pwd');
  });

  it("knows each person's home, and which addresses a pending job seeker may open", () => {
    expect(homePathOf({ userType: 'Employee', accountStatus: 'pending_approval' })).toBe('/job-seeker/pwd');
    expect(homePathOf({ userType: 'Employee', accountStatus: 'active' })).toBe('/employee-components');
    expect(homePathOf({ userType: 'Employer', accountStatus: 'active' })).toBe('/employer-components');
    expect(isPendingAllowed('/job-seeker/pwd')).toBe(true);
    expect(isPendingAllowed('/job-seeker/pwd/')).toBe(true);
    expect(isPendingAllowed('/job-seeker/profile-main')).toBe(false);
    expect(isPendingAllowed('/notifications')).toBe(false);
  });
});
