import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import FaqsPage from './faqs-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/FAQS', element: <FaqsPage /> }], { initialEntries: ['/FAQS'] });
  render(<RouterProvider router={router} />);
}

describe('FaqsPage', () => {
  it('shows the Help Centre heading, both audiences and seven questions, all closed', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For Job Seekers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For Employers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Still need help?' })).toBeInTheDocument();
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions).toHaveLength(7);
    for (const question of questions) {
      expect(within(question).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('keeps only one answer open at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    const createAccount = screen.getByRole('button', { name: 'How do I create an account?' });
    const postJob = screen.getByRole('button', { name: 'How do I post a job?' });

    await user.click(createAccount);
    expect(createAccount).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/An admin checks your PWD ID/)).toBeVisible();

    await user.click(postJob);
    expect(postJob).toHaveAttribute('aria-expanded', 'true');
    expect(createAccount).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/An admin checks your PWD ID/)).not.toBeVisible();
    expect(screen.getByText(/Choose Post New Job/)).toBeVisible();

    await user.click(postJob);
    expect(postJob).toHaveAttribute('aria-expanded', 'false');
  });

  it('points to the accessibility support contact', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Accessibility page' })).toHaveAttribute('href', '/accessibility');
  });
});
