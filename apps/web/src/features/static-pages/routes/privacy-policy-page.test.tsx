import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './privacy-policy-page';

const SECTION_TITLES = [
  'Introduction',
  'User Data Privacy and Security',
  'User Rights',
  'Security Policy',
  'PWD Verification Process',
  'Handling of Fake ID Submissions',
  'Changes to Policy',
  'User Responsibilities',
  'Content Ownership',
  'Limitation of Liability',
  'Indemnification',
  'Governing Law',
  'Account Termination',
];

function renderPage() {
  const router = createMemoryRouter([{ path: '/privacy-policy', element: <PrivacyPolicyPage /> }], {
    initialEntries: ['/privacy-policy'],
  });
  render(<RouterProvider router={router} />);
}

describe('PrivacyPolicyPage', () => {
  it('lists the 13 sections as h2 headings, in order, under the h1', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy & Terms of Use' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(SECTION_TITLES.length);
    headings.forEach((heading, index) => expect(heading).toHaveAccessibleName(SECTION_TITLES[index]));
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 2026');
  });

  it('opens the Introduction by default and the rest closed', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Republic Act No. 10173/)).toBeVisible();
    for (const title of SECTION_TITLES.slice(1)) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('lets several sections be open at once', async () => {
    const user = userEvent.setup();
    renderPage();
    const security = screen.getByRole('button', { name: 'Security Policy' });
    await user.click(security);
    expect(security).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/hashed/)).toBeVisible();
  });

  it('links back home', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
