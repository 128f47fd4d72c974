import { STORAGE_KEYS } from '@kakayahan/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import UnauthorizedPage from './unauthorized-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/unauthorized', element: <UnauthorizedPage /> }], {
    initialEntries: ['/unauthorized'],
  });
  render(<RouterProvider router={router} />);
}

describe('UnauthorizedPage', () => {
  it('shows Access Denied with the message and a Go Home link to / when signed out', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("sends a signed-in job seeker to the job seeker's home", () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.userId, '3');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employee');
    localStorage.setItem(STORAGE_KEYS.username, 'maria');
    renderPage();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/employee-components');
  });
});
