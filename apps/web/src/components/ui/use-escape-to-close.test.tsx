import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEscapeToClose } from './use-escape-to-close';

/** A toggle and the panel it shows, with a field inside that may use Escape itself. */
function Disclosure({ onClose = () => undefined, fieldUsesEscape = false, returnsFocus = true }) {
  const [isOpen, setOpen] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const handleKeyDown = useEscapeToClose({
    isOpen,
    onClose: () => {
      onClose();
      setOpen(false);
    },
    returnFocusTo: returnsFocus ? toggleRef : undefined,
  });
  function handleFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (fieldUsesEscape && event.key === 'Escape') event.preventDefault();
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={handleKeyDown}>
      <button ref={toggleRef} type="button" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
        Menu
      </button>
      <div hidden={!isOpen}>
        <label>
          Search <input onKeyDown={handleFieldKeyDown} />
        </label>
      </div>
    </div>
  );
}

describe('useEscapeToClose', () => {
  it('closes from inside the panel and gives the focus back to the toggle', async () => {
    const user = userEvent.setup();
    render(<Disclosure />);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes from the toggle itself, and does nothing more once closed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Disclosure onClose={onClose} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and an Escape that something inside already used', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Disclosure onClose={onClose} fieldUsesEscape />);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('a{Enter}{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the focus alone when no place to return it is given', async () => {
    const user = userEvent.setup();
    render(<Disclosure returnsFocus={false} />);
    const field = screen.getByRole('textbox', { name: 'Search' });
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveFocus();
  });
});
