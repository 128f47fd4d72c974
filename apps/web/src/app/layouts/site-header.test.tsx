import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../features/auth/api/logout';
import {
  FakeWebSocket,
  installFakeNotificationsApi,
  installFakeWebSocket,
} from '../../features/notifications/notifications.test-support';
import { clearSession, saveSession } from '../../lib/session';
import { SiteHeader } from './site-header';

// The shared logout (server call, storage cleared, back to /) is covered by the e2e logout journey.
vi.mock('../../features/auth/api/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

function renderHeader(path = '/employee-components') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A window this wide (in px): matchMedia answers the header's min-width query as a browser would. */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*([\d.]+)rem/u.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) * 16 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function signInAs(userType: 'Employee' | 'Employer', accountStatus: 'active' | 'pending_approval' = 'active') {
  saveSession({
    token: 'token',
    userId: 7,
    user_type: userType,
    username: 'Maria dela Cruz',
    account_status: accountStatus,
  });
}

let calls: ReturnType<typeof installFakeNotificationsApi>['calls'];

beforeEach(() => {
  installFakeWebSocket();
  calls = installFakeNotificationsApi([]).calls;
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(logout).mockClear();
});

describe('SiteHeader', { timeout: 15_000 }, () => {
  it('offers visitors "Sign in" links, one name for signing in', () => {
    renderHeader('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Job seeker sign in' })).toHaveAttribute(
      'href',
      '/job-seeker/signin',
    );
    expect(within(banner).getByRole('link', { name: 'Employer sign in' })).toHaveAttribute('href', '/employer/signin');
    expect(within(banner).queryByText(/log ?in/iu)).not.toBeInTheDocument();
  });

  it('gives a signed-in job seeker Find jobs and My applications beside the bell and the account menu', async () => {
    signInAs('Employee');
    renderHeader();
    const banner = screen.getByRole('banner');
    // Five links: a row of their own under the logo and the controls.
    const main = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Find jobs', 'My applications', 'Messages', 'Job Fairs', 'Forum']);
    expect(within(banner).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/job-seeker/dashboard');
    expect(within(banner).getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/job-seeker/track-job',
    );
    expect(within(banner).getByRole('button', { name: /^Notifications/u })).toBeInTheDocument();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Account menu for Maria dela Cruz' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Job Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Logout|Job Tracking/u })).not.toBeInTheDocument();
  });

  it('gives an employer no job seeker links', () => {
    signInAs('Employer');
    renderHeader('/employer-components');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Find jobs' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/user-chats');
  });

  it('shows a job seeker waiting for approval only My PWD ID and Sign out: no bell, no socket', async () => {
    signInAs('Employee', 'pending_approval');
    renderHeader('/job-seeker/pwd');
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My PWD ID']);
    expect(within(nav).getByRole('link', { name: 'My PWD ID' })).toHaveAttribute('href', '/job-seeker/pwd');
    expect(within(banner).queryByRole('button', { name: /Notifications|Account menu/u })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /home$/u })).toHaveAttribute('href', '/job-seeker/pwd');
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  describe('below 1024 px', () => {
    it('gives an employer the bell, read aloud and the Menu instead of the links and the account menu', async () => {
      viewportWidth(900);
      signInAs('Employer');
      renderHeader('/employer-components');
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('button', { name: /Account menu/u })).not.toBeInTheDocument();
      expect(within(banner).getByRole('button', { name: /^Notifications/u })).toBeVisible();
      expect(within(banner).getByRole('button', { name: 'Read aloud' })).toBeVisible();
      expect(within(banner).queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
      await userEvent.setup().click(within(banner).getByRole('button', { name: 'Menu' }));
      expect(within(banner).getByRole('link', { name: 'Messages' })).toBeVisible();
      expect(within(banner).getByRole('link', { name: 'Company Profile' })).toBeVisible();
    });

    it('keeps every link of an employer in view from 1024 px', () => {
      viewportWidth(1024);
      signInAs('Employer');
      renderHeader('/employer-components');
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
      expect(within(banner).getByRole('button', { name: 'Account menu for Maria dela Cruz' })).toBeVisible();
      expect(within(banner).getByRole('link', { name: 'Messages' })).toBeVisible();
    });

    it('gives visitors the four links in the bar, by the same names and in the same order as in their Menu', async () => {
      // Which of the two a visitor sees is CSS's choice (no width is measured in script, so the page the server
      // renders is right at every width): e2e/tests/keyboard-and-shell.test.ts measures it in a browser.
      viewportWidth(800);
      renderHeader('/');
      const banner = screen.getByRole('banner');
      const nav = within(banner).getByRole('navigation', { name: 'Main' });
      const names = ['Job Fairs', 'Job seeker sign in', 'Employer sign in', 'Post a Job'];
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(names);
      expect(within(nav).getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
        'href',
        `/employer/signin?redirect=${encodeURIComponent('/employer/post-job')}`,
      );
      await userEvent.setup().click(within(banner).getByRole('button', { name: 'Menu' }));
      const menu = within(banner).getByRole('list', { name: 'Main pages' });
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(names);
    });
  });

  describe('on a phone (below 640 px)', () => {
    beforeEach(() => viewportWidth(360));

    it('collapses into one Menu button, a disclosure the keyboard opens, and Escape closes to the button', async () => {
      signInAs('Employee');
      renderHeader();
      const user = userEvent.setup();
      const banner = screen.getByRole('banner');
      // Only the logo, the bell and the menu button are in the bar.
      expect(within(banner).queryByRole('button', { name: /Account menu/u })).not.toBeInTheDocument();
      const menuButton = within(banner).getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeVisible();

      menuButton.focus();
      await user.keyboard('{Enter}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      const main = within(panel!).getByRole('list', { name: 'Main pages' });
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Find jobs', 'My applications', 'Messages', 'Job Fairs', 'Forum']);
      const account = within(panel!).getByRole('list', { name: 'Your account' });
      expect(within(account).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
      // Read aloud stays in the bar, one press away, on every header.
      const readAloud = within(banner).getByRole('button', { name: 'Read aloud' });
      expect(panel).not.toContainElement(readAloud);

      await user.tab();
      expect(within(main).getByRole('link', { name: 'Find jobs' })).toHaveFocus();
      await user.tab();
      expect(within(main).getByRole('link', { name: 'My applications' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
      expect(panel).not.toBeVisible();
    });

    it('shows visitors the logo, read aloud and a Menu with the four links, Escape closing it', async () => {
      renderHeader('/');
      const user = userEvent.setup();
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('button', { name: 'Read aloud' })).toBeVisible();
      const menuButton = within(banner).getByRole('button', { name: 'Menu' });
      await user.click(menuButton);
      const main = within(banner).getByRole('list', { name: 'Main pages' });
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Job Fairs', 'Job seeker sign in', 'Employer sign in', 'Post a Job']);
      expect(within(main).getByRole('link', { name: 'Job seeker sign in' })).toHaveAttribute(
        'href',
        '/job-seeker/signin',
      );
      await user.tab();
      expect(within(main).getByRole('link', { name: 'Job Fairs' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });

    it('marks the page a visitor is on in the Menu, but never Post a Job on the employer sign-in', async () => {
      renderHeader('/employer/signin');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
      const menu = screen.getByRole('list', { name: 'Main pages' });
      expect(within(menu).getByRole('link', { name: 'Employer sign in' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: 'Post a Job' })).not.toHaveAttribute('aria-current', 'page');
    });

    it('closes the menu when a link is followed, and signs out from it', async () => {
      signInAs('Employee');
      const router = renderHeader();
      const user = userEvent.setup();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      await user.click(menuButton);
      await user.click(screen.getByRole('link', { name: 'My applications' }));
      expect(router.state.location.pathname).toBe('/job-seeker/track-job');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton);
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(logout).toHaveBeenCalledTimes(1);
    });
  });
});
