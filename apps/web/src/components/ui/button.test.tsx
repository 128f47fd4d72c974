import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

/** react-aria's live announcements that point at a button (aria-labelledby includes its id). */
function announcementsFor(button: HTMLElement): Element[] {
  return [...document.querySelectorAll('[role="img"][aria-labelledby]')].filter((entry) =>
    entry.getAttribute('aria-labelledby')?.split(/\s+/u).includes(button.id),
  );
}

describe('Button', () => {
  it('is announced when it becomes pending while focused, and the announcement goes when the button does', () => {
    const { rerender, unmount } = render(<Button>Submit Application</Button>);
    const button = screen.getByRole('button', { name: 'Submit Application' });
    act(() => button.focus());

    rerender(<Button isPending>Submit Application</Button>);
    expect(announcementsFor(button)).toHaveLength(1);

    unmount();
    expect(announcementsFor(button)).toHaveLength(0);
  });

  it('also removes an announcement added just after it went (the first one on a page comes 100 ms late)', async () => {
    const { rerender, unmount } = render(<Button>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => button.focus());
    rerender(<Button isPending>Send</Button>);
    unmount();

    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', button.id);
    document.body.append(late);
    // Removed as it is added (a mutation observer), before anything else could read the page.
    await Promise.resolve();
    expect(late).not.toBeInTheDocument();
  });

  it('leaves the announcements of a button that never was pending alone', () => {
    const { unmount } = render(<Button id="plain">Plain</Button>);
    const entry = document.createElement('div');
    entry.setAttribute('role', 'img');
    entry.setAttribute('aria-labelledby', 'plain');
    document.body.append(entry);
    unmount();
    expect(entry).toBeInTheDocument();
    entry.remove();
  });

  it('keeps an id it is given', () => {
    render(<Button id="save-button">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('id', 'save-button');
  });
});
