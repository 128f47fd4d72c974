import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckEmailState } from '../components/check-email-state';
import { jsonResponse, mockApi } from '../components/test-harness';
import CheckEmailPage, { CARD_NOT_SENT } from './check-email-page';

/** The page as sign-up opens it (with its state), or as a reload does (without). */
function show(state?: CheckEmailState) {
  const router = createMemoryRouter([{ path: '/signup/check-email', element: <CheckEmailPage /> }], {
    initialEntries: [state ? { pathname: '/signup/check-email', state } : '/signup/check-email'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Check your e-mail', { timeout: 15_000 }, () => {
  it("gives a job seeker the spec's sentence and three steps, naming the address", () => {
    show({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'sent' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText('Registration Successful. Account pending approval.').closest('[role="status"]'),
    ).toHaveTextContent('Success: Registration Successful. Account pending approval.');
    const steps = screen.getByRole('list', { name: 'Next steps for job seekers' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Verify your e-mail address');
    expect(items[0]).toHaveTextContent('maria@example.ph');
    expect(items[1]).toHaveTextContent('We check your PWD ID');
    expect(items[1]).toHaveTextContent('Most registrations are checked within two working days.');
    expect(items[2]).toHaveTextContent('Find jobs and apply');
    expect(screen.getByRole('link', { name: 'Go to Job Seeker Sign In' })).toHaveAttribute(
      'href',
      '/job-seeker/signin',
    );
    expect(screen.queryByText(CARD_NOT_SENT)).toBeNull();
  });

  it('sends the link again to the address of the sign-up and says so', async () => {
    const { calls } = mockApi({
      'POST /api/resend-verification/': () => jsonResponse({ message: 'We have sent a new link.' }),
    });
    show({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'sent' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() => expect(screen.getByText('We have sent a new link.')).toBeVisible());
    expect(calls[0]?.body).toEqual({ email: 'maria@example.ph' });
  });

  it('says plainly when the card photo did not reach us, and where to send it', () => {
    show({ email: 'maria@example.ph', role: 'Employee', cardUpload: 'failed' });
    expect(screen.getByText(CARD_NOT_SENT)).toBeInTheDocument();
    expect(screen.getByText(CARD_NOT_SENT).closest('[role="status"]')).toHaveTextContent(
      'Warning: Your card photo was not sent',
    );
  });

  it("gives an employer the spec's sentence and their three steps", () => {
    show({ email: 'ana@company.ph', role: 'Employer' });
    expect(
      screen
        .getByText('Account created successfully! Please check your email to verify your account.')
        .closest('[role="status"]'),
    ).not.toBeNull();
    const items = within(screen.getByRole('list', { name: 'Next steps for employers' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Verify your e-mail address',
      'Sign in and complete your company profile',
      'Post jobs',
    ]);
    expect(items[0]).toHaveTextContent('ana@company.ph');
    expect(screen.getByRole('link', { name: 'Go to Employer Sign In' })).toHaveAttribute('href', '/employer/signin');
  });

  it('still reads well when opened afresh: both roles’ steps and a new link by address', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Next steps for job seekers' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Next steps for employers' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Get a new verification link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Job Seeker Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Employer Sign In' })).toBeInTheDocument();
  });
});
