import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AssistantButton } from './assistant-button';

// The phone lost its connection: the dialog's code cannot be fetched.
vi.mock('./assistant-dialog', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

describe('AssistantButton without a connection', () => {
  it('says the assistant could not open, keeps the page, and lets the person try again', async () => {
    // React reports every error a boundary catches; here the error is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <AssistantButton /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask for help' }));

    const status = await screen.findByText(/The assistant could not open/u);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for help' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ask for help' }));
    expect(await screen.findByText(/The assistant could not open/u)).toBeVisible();
    vi.restoreAllMocks();
  });
});
