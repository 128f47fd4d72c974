import { HELP_ARTICLES, PRODUCT_NAME } from '@kakayahan/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import HelpArticlePage from './help-article-page';

const TRACKING = HELP_ARTICLES.find((article) => article.id === 'track-applications')!;

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/help/:articleId', element: <HelpArticlePage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('HelpArticlePage', () => {
  it('shows the article: its title (also the page title), summary, steps in order and the screen it is about', async () => {
    renderAt('/help/track-applications');
    expect(screen.getByRole('heading', { level: 1, name: TRACKING.title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${TRACKING.title} | ${PRODUCT_NAME}`));
    expect(screen.getByText(TRACKING.summary)).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Step by step' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(TRACKING.body);
    expect(steps[0]?.closest('ol')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My applications' })).toHaveAttribute(
      'href',
      '/job-seeker/track-job',
    );
    expect(screen.getByRole('link', { name: 'Back to the Help Centre' })).toHaveAttribute('href', '/FAQS');
  });

  it('links to at most three related articles, never itself', () => {
    renderAt('/help/track-applications');
    const links = within(screen.getByRole('region', { name: 'Related help' })).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/help\/[a-z0-9-]+$/u);
      expect(link).not.toHaveAttribute('href', '/help/track-applications');
    }
  });

  it('says when there is no such article and leads back to the Help Centre', () => {
    renderAt('/help/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Help article not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the Help Centre' })).toHaveAttribute('href', '/FAQS');
  });
});
