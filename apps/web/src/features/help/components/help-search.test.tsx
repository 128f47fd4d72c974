import { HELP_ARTICLES } from '@kakayahan/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELP_SEARCH_DEBOUNCE_MS, HelpSearch } from './help-search';

const TRACKING = HELP_ARTICLES.find((article) => article.id === 'track-applications')!;

function renderSearch(url = '/FAQS') {
  const router = createMemoryRouter([{ path: '/FAQS', element: <HelpSearch /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const field = () => screen.getByRole('searchbox', { name: 'Search help' });
const status = () => screen.getByRole('status');
const results = () => within(screen.getByRole('region', { name: 'Search results' })).getAllByRole('listitem');

describe('HelpSearch', { timeout: 15_000 }, () => {
  it('finds articles as typing pauses, says how many in a polite status and keeps the words in the address', async () => {
    const { router, user } = renderSearch();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();

    await user.type(field(), 'my applications');
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ articles? found$/u));
    const count = Number(/^\d+/u.exec(status().textContent)![0]);
    expect(results()).toHaveLength(count);
    const found = screen.getByRole('link', { name: TRACKING.title });
    expect(found).toHaveAttribute('href', '/help/track-applications');
    expect(found.closest('li')).toHaveTextContent(TRACKING.summary);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('my applications');
  });

  it('searches at once on Enter, and starts from the words in the address', async () => {
    const { user } = renderSearch('/FAQS?q=applications');
    expect(field()).toHaveValue('applications');
    expect(screen.getByRole('link', { name: TRACKING.title })).toBeVisible();

    await user.clear(field());
    await user.type(field(), 'zzqx vbnm{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('No articles match “zzqx vbnm”'));
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('clears a search that found nothing and gives the focus back to the field', async () => {
    const { router, user } = renderSearch('/FAQS?q=zzqx');
    expect(status()).toHaveTextContent('No articles match “zzqx”');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(status()).toBeEmptyDOMElement();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('refills the field when the address changes from elsewhere (a link to the Help Centre)', async () => {
    const { router } = renderSearch('/FAQS?q=applications');
    await router.navigate('/FAQS?q=zzqx');
    await waitFor(() => expect(field()).toHaveValue('zzqx'));
    expect(status()).toHaveTextContent('No articles match “zzqx”');
  });

  it('does not pull the person back when the typing pause ends while an article is still loading', async () => {
    let showArticle: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/FAQS', element: <HelpSearch /> },
        {
          path: '/help/:articleId',
          lazy: () =>
            new Promise((resolve) => {
              showArticle = () => resolve({ Component: () => <h1>The article</h1> });
            }),
        },
      ],
      { initialEntries: ['/FAQS'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(field(), 'applications{Enter}');
    const result = await screen.findByRole('link', { name: TRACKING.title });
    // More words typed, and a result of the first search followed before the typing pause ends: the pause
    // ends while the article's page is still on its way.
    await user.type(field(), ' status');
    await user.click(result);
    await new Promise((resolve) => setTimeout(resolve, HELP_SEARCH_DEBOUNCE_MS + 100));
    showArticle();
    expect(await screen.findByRole('heading', { name: 'The article' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/help/track-applications');
  });
});
