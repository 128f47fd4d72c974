import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => onlineManager.setOnline(true));
});

/** A shell like the site's, with one page whose code cannot be fetched (a chunk lost to the network). */
function renderBrokenPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>Site header</header>
            <main>
              <Outlet />
            </main>
          </>
        ),
        errorElement: <RouteErrorPage />,
        children: [
          {
            errorElement: <RouteErrorPage inLayout />,
            children: [
              {
                path: '/jobs',
                lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/jobs'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it("shows a page that failed to load inside the shell, with Try again, and the shell's header stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBrokenPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(screen.getByText('Site header')).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('says the person is offline, and does not reload into the browser offline page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    const user = userEvent.setup();
    renderBrokenPage();
    expect(await screen.findByText('You are offline. Choose Try again when the connection is back.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are still offline. Choose Try again when the connection is back.',
    );
  });
});
