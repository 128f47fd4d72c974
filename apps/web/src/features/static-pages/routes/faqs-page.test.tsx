import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HELP_ARTICLES } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { HELP_AUDIENCE_NAMES } from '../../help/help-audiences';
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
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(7);
    for (const question of questions) {
      expect(question.parentElement?.tagName).toBe('H3');
    }
  });

  it('searches the help articles above the questions and lists every article by audience below them', () => {
    renderPage();
    const search = screen.getByRole('search', { name: 'Help Centre' });
    expect(within(search).getByRole('searchbox', { name: 'Search help' })).toBeVisible();
    const firstQuestion = screen.getByRole('button', { name: 'How do I create an account?' });
    expect(search.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const directory = screen.getByRole('region', { name: 'All help articles' });
    for (const article of HELP_ARTICLES) {
      const group = within(directory).getByRole('region', { name: HELP_AUDIENCE_NAMES[article.audience] });
      expect(within(group).getByRole('link', { name: article.title })).toHaveAttribute('href', `/help/${article.id}`);
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
