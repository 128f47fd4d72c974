import { STORAGE_KEYS } from '@kakayahan/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('NotFoundPage', () => {
  it('says the page was not found and offers Go Home and the Help Centre', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Help Centre/ })).toHaveAttribute('href', '/FAQS');
  });

  it("sends a signed-in employer to the employer's home", () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    localStorage.setItem(STORAGE_KEYS.userType, 'Employer');
    localStorage.setItem(STORAGE_KEYS.username, 'Acme');
    renderAt('/employer/nowhere');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/employer-components');
  });
});
