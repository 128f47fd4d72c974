import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import AccessibilityPage from './accessibility-page';

describe('AccessibilityPage', () => {
  it('names the standard, the support contact and a way home', () => {
    const router = createMemoryRouter([{ path: '/accessibility', element: <AccessibilityPage /> }], {
      initialEntries: ['/accessibility'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Get support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WCAG 2\.2.*opens the W3C website/ })).toHaveAttribute(
      'href',
      'https://www.w3.org/TR/WCAG22/',
    );
    expect(screen.getByRole('link', { name: 'accessibility@kakayahan.ph' })).toHaveAttribute(
      'href',
      'mailto:accessibility@kakayahan.ph',
    );
    expect(screen.getByText(/within 2 working days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
