import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DoneMessage } from './done-message';

describe('DoneMessage', () => {
  it('takes the focus, says Success in words and offers the next steps as links', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/employer/post-job',
          element: (
            <DoneMessage
              message="Job posted."
              next={[
                { to: '/jobs/4', label: 'View the job' },
                { to: '/employer/dashboard', label: 'Go to your dashboard' },
              ]}
            />
          ),
        },
      ],
      { initialEntries: ['/employer/post-job'] },
    );
    render(<RouterProvider router={router} />);
    const notice = await screen.findByRole('status', { name: /^Success:\s*Job posted\.$/u });
    expect(notice).toHaveFocus();
    const links = within(within(notice).getByRole('list', { name: 'What next' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View the job', '/jobs/4'],
      ['Go to your dashboard', '/employer/dashboard'],
    ]);
  });
});
