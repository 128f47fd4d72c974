import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AssistantButton } from './assistant-button';

function renderButton() {
  const router = createMemoryRouter([{ path: '/', element: <AssistantButton /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('AssistantButton', { timeout: 15_000 }, () => {
  it('loads the dialog only when opened, moves the focus in, and gives it back on Escape', async () => {
    const user = renderButton();
    const button = screen.getByRole('button', { name: 'Ask for help' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    // The first import of the dialog's module compiles it in the test run: it may take a while.
    expect(await screen.findByRole('dialog', { name: 'Ask for help' }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives the focus back on the next frame.
    await waitFor(() => expect(button).toHaveFocus());
  });
});
