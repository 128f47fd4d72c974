import { render, screen, within } from '@testing-library/react';
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

  it('explains the read-aloud panel: its shortcut, each button, the voices and the built-in voice', () => {
    const router = createMemoryRouter([{ path: '/accessibility', element: <AccessibilityPage /> }], {
      initialEntries: ['/accessibility'],
    });
    render(<RouterProvider router={router} />);
    const section = screen.getByRole('region', { name: 'Read aloud' });
    expect(section).toHaveTextContent('Alt + Shift + R');
    for (const button of ['Speak Input', 'Read Page', 'Read Selection', 'Pause', 'Resume', 'Stop']) {
      expect(within(section).getByText(button, { selector: 'strong' })).toBeInTheDocument();
    }
    expect(section).toHaveTextContent(/Filipino voice for Filipino text/u);
    expect(section).toHaveTextContent(/built-in voice\. It is downloaded once \(about \d/u);
    expect(section).toHaveTextContent(/password is never read out/u);
  });
});
