import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionFeedback, useActionFeedback, type Feedback } from './action-feedback';

function Page() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFeedback({ tone: 'success', text: 'Saved.' })}>
        Save
      </button>
      <button type="button" onClick={() => setFeedback({ tone: 'error', text: 'Not saved.' })}>
        Fail
      </button>
      <ActionFeedback feedback={feedback} />
    </>
  );
}

describe('ActionFeedback', () => {
  it('announces the outcome with its tone in words and takes the focus, again for the same text', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Saved.');
    expect(status.closest('[tabindex="-1"]')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').closest('[tabindex="-1"]')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Not saved.');
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
  });
});

describe('useActionFeedback', () => {
  it('opens an action, closes it with a success message, and clears the message when the next starts', () => {
    const { result } = renderHook(() => useActionFeedback<{ id: number }>());
    expect(result.current.action).toBeNull();

    act(() => result.current.start({ id: 1 }));
    expect(result.current.action).toEqual({ id: 1 });
    act(() => result.current.finish('Done.'));
    expect(result.current.action).toBeNull();
    expect(result.current.feedback).toEqual({ tone: 'success', text: 'Done.' });

    act(() => result.current.start({ id: 2 }));
    expect(result.current.feedback).toBeNull();
    act(() => result.current.close());
    expect(result.current.action).toBeNull();
    expect(result.current.feedback).toBeNull();
  });
});
