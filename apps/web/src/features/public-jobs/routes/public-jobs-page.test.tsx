import { endpointUrl, jobsApi, type PublicJobCard, type PublicJobSearchResult } from '@kakayahan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAIN_GET_FORM_ATTRIBUTE } from '../../../ssr/plain-get-form';
import { renderPage } from '../../auth/components/test-harness';
import PublicJobsPage from './public-jobs-page';

function job(postId: number, overrides: Partial<PublicJobCard> = {}): PublicJobCard {
  return {
    post_id: postId,
    job_title: `Data Encoder ${postId}`,
    comp_name: 'Mabuhay Foods Corporation',
    location: 'Cebu City',
    job_type: 'Full Time',
    salary_range: '15,000 - 18,000',
    category: 'Administrative',
    tags: 'Data Entry',
    created_at: '2026-03-05T02:00:00.000Z',
    is_remote: false,
    employer_verified: false,
    workplace_facts: [],
    ...overrides,
  };
}

interface Call {
  query: URLSearchParams;
  authorization: string | null;
}

/** A fake /api/public-jobs/: `answer` gets each call's query and says what the server answers. */
function fakeServer(answer: (query: URLSearchParams) => PublicJobSearchResult) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    if (url.pathname !== endpointUrl(jobsApi.publicJobSearch))
      return Promise.reject(new TypeError(`No fake answer for ${url.pathname}`));
    calls.push({ query: url.searchParams, authorization: new Headers(init?.headers).get('authorization') });
    return Promise.resolve(
      new Response(JSON.stringify(answer(url.searchParams)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

/** 26 jobs over two pages; "clerk" finds one, in Retail; anything else finds nothing. */
function jobBoard(query: URLSearchParams): PublicJobSearchResult {
  const page = Number(query.get('page') ?? '1');
  if (query.get('q') === 'clerk') {
    return { jobs: [job(99, { job_title: 'Inventory Clerk', category: 'Retail' })], total: 1, page, page_size: 20 };
  }
  if (query.get('q')) return { jobs: [], total: 0, page, page_size: 20 };
  const all = Array.from({ length: 26 }, (_, index) => job(index + 1));
  return { jobs: all.slice((page - 1) * 20, page * 20), total: 26, page, page_size: 20 };
}

function show(url = '/jobs') {
  return renderPage(<PublicJobsPage />, { path: '/jobs', url });
}

const status = () => screen.getAllByRole('status').find((element) => element.closest('section'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public job list (/jobs)', { timeout: 15_000 }, () => {
  it('shows the first page: a GET form, the count said in a status region, cards linking to job pages, the pages', async () => {
    const calls = fakeServer(jobBoard);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Data Encoder 1' })).toHaveAttribute('href', '/jobs/1');
    expect(calls[0]?.authorization).toBeNull();
    expect([...(calls[0]?.query.keys() ?? [])]).toEqual([]);

    const form = screen.getByRole('search', { name: 'Jobs' });
    expect(form).toHaveAttribute('method', 'get');
    // A visitor's search is sent by the browser, without waking the app (decision 025, waking rules).
    expect(form).toHaveAttribute(PLAIN_GET_FORM_ATTRIBUTE);
    expect(form).toHaveAttribute('action', '/jobs');
    expect(within(form).getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute('name', 'q');
    const category = within(form).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAttribute('name', 'category');
    expect(within(category).getByRole('option', { name: 'All categories' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    expect(status()).toHaveTextContent('26 jobs. Page 1 of 2.');
    const list = screen.getByRole('list', { name: 'Results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const card = within(list).getByRole('article', { name: 'Data Encoder 1' });
    expect(within(card).getByText('Mabuhay Foods Corporation')).toBeInTheDocument();
    expect(within(card).getByText('Cebu City')).toBeInTheDocument();
    expect(within(card).getByText('Mar 5, 2026')).toBeInTheDocument();
    // A visitor's card: no match colours and no buttons (the job page has Apply).
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/jobs?page=2');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/jobs?page=2');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('says the workplace accessibility in words on a card, and leaves the row out when there is none', async () => {
    fakeServer((query) => ({
      jobs: [job(1, { workplace_facts: ['remote_or_hybrid', 'screen_reader'] }), job(2, { workplace_facts: [] })],
      total: 2,
      page: Number(query.get('page') ?? '1'),
      page_size: 20,
    }));
    show();
    const list = await screen.findByRole('list', { name: 'Results' });
    const card = within(list).getByRole('article', { name: 'Data Encoder 1' });
    const term = within(card).getByText('Workplace:');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(/^Screen reader provided and remote or hybrid work possible$/u);
    const other = within(list).getByRole('article', { name: 'Data Encoder 2' });
    expect(within(other).queryByText('Workplace:')).not.toBeInTheDocument();
  });

  it('follows a page link through the router and moves focus to the results', async () => {
    fakeServer(jobBoard);
    const { router } = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Data Encoder 21' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    expect(status()).toHaveTextContent('26 jobs. Page 2 of 2.');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/jobs');
  });

  it('searches by words and category through the address, from the first page', async () => {
    const calls = fakeServer(jobBoard);
    const { router } = show('/jobs?page=2');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Data Encoder 21' });
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'clerk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Retail');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?q=clerk&category=Retail');
    expect(await screen.findByRole('link', { name: 'Inventory Clerk' })).toHaveAttribute('href', '/jobs/99');
    expect(status()).toHaveTextContent("1 job matches 'clerk' in Retail.");
    expect(calls.at(-1)?.query.toString()).toBe('q=clerk&category=Retail');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    // Back: the fields follow the address.
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Data Encoder 21' });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('says when nothing matches, with a way back to every job that puts focus in the search field', async () => {
    fakeServer(jobBoard);
    const { router } = show('/jobs?q=astronaut');
    expect(await screen.findByText("No jobs match 'astronaut'.")).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('astronaut');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Clear the search and show all jobs' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Data Encoder 1' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('says a page past the last is not there and links to the last one', async () => {
    fakeServer(jobBoard);
    show('/jobs?page=9');
    expect(await screen.findByText('There is no page 9: the 26 jobs fill 2 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page, page 2' })).toHaveAttribute('href', '/jobs?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('reads a mistyped address as the nearest list instead of failing', async () => {
    const calls = fakeServer(jobBoard);
    show('/jobs?page=abc&category=Astrology');
    expect(await screen.findByRole('link', { name: 'Data Encoder 1' })).toBeInTheDocument();
    expect(calls[0]?.query.toString()).toBe('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });
});
