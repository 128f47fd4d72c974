import type { FeedJob } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedJob } from './job-feed-test-data';
import { FIRST_CARDS, JobList } from './job-list';

function renderList(count: number) {
  return renderJobs(
    Array.from({ length: count }, (_, i) => feedJob({ post_id: i + 1, job_title: `Job number ${i + 1}` })),
  );
}

function renderJobs(jobs: FeedJob[]) {
  const router = createMemoryRouter(
    [{ path: '/', element: <JobList jobs={jobs} label="Recommended jobs" headingLevel={3} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return jobs;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Recommended jobs' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('JobList', () => {
  it('draws a long list whole, in order, after its first cards', async () => {
    const jobs = renderList(FIRST_CARDS + 9);
    await screen.findByRole('heading', { level: 3, name: `Job number ${jobs.length}` });
    expect(titles()).toEqual(jobs.map((job) => job.job_title));
  });

  it('draws a short list whole at once', async () => {
    const jobs = renderList(FIRST_CARDS - 1);
    await screen.findByRole('list', { name: 'Recommended jobs' });
    expect(titles()).toEqual(jobs.map((job) => job.job_title));
  });

  it('says the workplace accessibility in words on a card, and leaves the row out when there is none', async () => {
    renderJobs([
      feedJob({
        post_id: 1,
        job_title: 'Bookkeeper',
        workplace_facts: ['quiet_workspace', 'step_free_entrance', 'elevator'],
      }),
      feedJob({ post_id: 2, job_title: 'Tutor', workplace_facts: [] }),
    ]);
    const bookkeeper = await screen.findByRole('article', { name: 'Bookkeeper' });
    const term = within(bookkeeper).getByText('Workplace:');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(/^Step-free entrance, elevator and quiet workspace$/u);
    const tutor = screen.getByRole('article', { name: 'Tutor' });
    expect(within(tutor).queryByText('Workplace:')).not.toBeInTheDocument();
  });
});
