import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import EmployeeHomePage from './employee-home-page';
import EmployerHomePage from './employer-home-page';

function renderPage(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('home pages', () => {
  it('welcomes a job seeker by first name and links to what exists now', () => {
    saveSession({ token: 't', userId: 1, user_type: 'Employee', username: 'Maria dela Cruz' });
    renderPage(<EmployeeHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Visit the Help Centre' })).toHaveAttribute('href', '/FAQS');
    expect(screen.getByRole('link', { name: 'Read our accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(screen.getByText(/job recommendations will appear here/iu)).toBeInTheDocument();
  });

  it('welcomes an employer by name', () => {
    saveSession({ token: 't', userId: 2, user_type: 'Employer', username: 'Juan Santos' });
    renderPage(<EmployerHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Juan Santos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Visit the Help Centre' })).toHaveAttribute('href', '/FAQS');
  });
});
