import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../auth/components/test-harness';
import { feedJob, json, mockJobApi, signInAsJobSeekerForEachTest } from '../components/job-feed-test-data';
import JobFeedPage from './job-feed-page';

// Issue 14 leftover: below 768 px the All Jobs filters fold behind a "Filters" disclosure (closed at first,
// its words say how many are on, "Clear filters" beside it); from 768 px they are all shown.
const JOBS = [feedJob({ post_id: 11, job_title: 'Bookkeeper' }), feedJob({ post_id: 12, job_title: 'Tutor' })];

function allJobs({ url }: { url: URL }) {
  if (url.searchParams.get('q') === 'astronaut') return json([], 200, { 'x-total-count': '0' });
  return json(JOBS, 200, { 'x-total-count': '2' });
}

let width = 1280;
const mediaListeners = new Set<() => void>();

/** A window this wide: matchMedia answers min-width queries as a browser would, and says when it changes. */
function viewportWidth(next: number) {
  width = next;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return width >= Number(/min-width:\s*([\d.]+)rem/u.exec(query)?.[1] ?? 0) * 16;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }));
}

/** The window becomes this wide (zoomed in, turned): every media query listener hears it. */
function resizeTo(next: number) {
  width = next;
  act(() => mediaListeners.forEach((listener) => listener()));
}

afterEach(() => {
  vi.unstubAllGlobals();
  mediaListeners.clear();
});

function show(url = '/job-seeker/dashboard?sort=newest') {
  mockJobApi({ 'GET /api/recommend_jobs/': () => json([]), 'GET /api/all-jobs/': allJobs });
  return renderPage(<JobFeedPage />, { path: '/job-seeker/dashboard', url });
}

const searchBox = () => screen.getByRole('searchbox', { name: /^Search jobs by/u });
const filtersButton = () => screen.getByRole('button', { name: /^Filters/u });
const location = () => screen.queryByRole('textbox', { name: /^Location/u });

function panelOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the Filters button controls no element');
  return panel;
}

signInAsJobSeekerForEachTest();

describe('All Jobs filters on a 360 px phone', { timeout: 30_000 }, () => {
  it('shows the search field and a closed Filters button, which opens and closes by keyboard', async () => {
    viewportWidth(360);
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: 'All jobs' });
    expect(searchBox()).toBeVisible();
    const toggle = filtersButton();
    expect(toggle).toHaveAccessibleName('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
    expect(location()).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remote jobs only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Sort by/u })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Verified employers only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    // Search field, Search button, then the Filters button.
    await user.click(searchBox());
    await user.tab();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle)).toBeVisible();
    expect(location()).toBeVisible();
    expect(screen.getByRole('group', { name: 'Category' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Sort by/u })).toBeVisible();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(location()).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(location()).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('says how many filters are on, keeps every value while closed, and clears the filters but not the words', async () => {
    viewportWidth(360);
    const user = userEvent.setup();
    const { router } = show();
    await screen.findByRole('list', { name: 'All jobs' });
    await user.type(searchBox(), 'book');
    await user.click(filtersButton());
    await user.type(screen.getByRole('textbox', { name: /^Location/u }), 'Cebu');
    await user.click(screen.getByRole('checkbox', { name: 'Remote jobs only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters (3 on)'));

    await user.click(filtersButton());
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton()).toHaveAccessibleName('Filters (3 on)');
    expect(searchBox()).toHaveValue('book');
    await user.click(filtersButton());
    expect(screen.getByRole('textbox', { name: /^Location/u })).toHaveValue('Cebu');
    expect(screen.getByRole('checkbox', { name: 'Remote jobs only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(searchBox()).toHaveValue('book');

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('book'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ q: 'book', sort: 'newest' });
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(filtersButton()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location/u })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remote jobs only' })).not.toBeChecked();
    expect(searchBox()).toHaveValue('book');
  });

  it('counts the filters of the address on the closed button, with Clear filters beside it', async () => {
    viewportWidth(360);
    show('/job-seeker/dashboard?remote=true&job_type=Contract&category=Sales,Legal&verified=true&min_salary=15000');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(filtersButton()).toHaveAccessibleName('Filters (6 on)');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('counts each ticked workplace fact, and Clear filters unticks them', async () => {
    viewportWidth(360);
    const user = userEvent.setup();
    const { router } = show('/job-seeker/dashboard?workplace=elevator,step_free_entrance&remote=true');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(filtersButton()).toHaveAccessibleName('Filters (3 on)');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(new URLSearchParams(router.state.location.search).has('workplace')).toBe(false);
    expect(filtersButton()).toHaveAccessibleName('Filters');
    await user.click(filtersButton());
    expect(screen.getByRole('group', { name: 'Workplace accessibility' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Elevator' })).not.toBeChecked();
  });

  it('announces "No jobs match" with the panel closed, and clears everything with the focus in the search field', async () => {
    viewportWidth(360);
    const user = userEvent.setup();
    const { router } = show('/job-seeker/dashboard?remote=true');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(filtersButton()).toHaveAccessibleName('Filters (1 on)');
    await user.type(searchBox(), 'astronaut');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const status = await screen.findByText("No jobs match 'astronaut'.");
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });

  it('opens the panel when the window narrows while a filter has the focus (zooming in)', async () => {
    viewportWidth(1280);
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: 'All jobs' });
    await user.click(screen.getByRole('textbox', { name: /^Location/u }));
    await user.keyboard('Davao');
    resizeTo(640);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    expect(location()).toBeVisible();
    expect(location()).toHaveFocus();
    expect(location()).toHaveValue('Davao');
  });
});

describe('All Jobs filters from 768 px', { timeout: 30_000 }, () => {
  it('shows every filter with no Filters button', async () => {
    viewportWidth(768);
    show('/job-seeker/dashboard?remote=true');
    await screen.findByRole('list', { name: 'All jobs' });
    expect(screen.queryByRole('button', { name: /^Filters/u })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(location()).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remote jobs only' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Category' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Sort by/u })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Verified employers only' })).toBeVisible();
  });

  it('folds the filters, closed, when the window narrows below 768 px with the focus elsewhere', async () => {
    viewportWidth(1024);
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: 'All jobs' });
    await user.click(searchBox());
    resizeTo(700);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(location()).not.toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
  });
});
