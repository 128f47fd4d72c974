import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

const NOT_A_PDF = 'Please choose a PDF file.';

/** Keeps the chosen file and its problem the way a form does, and reports every change. */
function Harness({ onChange }: { onChange: (file: File | null, problem: string | null) => void }) {
  const [state, setState] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  return (
    <FileField
      label="Cover letter"
      name="cover_letter"
      accept=".pdf,application/pdf"
      description="A PDF of at most 10 MB."
      file={state.file}
      errorMessage={state.error}
      check={(file) => (file.type === 'application/pdf' ? null : NOT_A_PDF)}
      onChange={(file, problem) => {
        onChange(file, problem);
        setState({ file, error: problem });
      }}
      current={<p>Current letter: old.pdf</p>}
    />
  );
}

describe('FileField', () => {
  it('is a labelled file input described by its hint, showing what is there now', () => {
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByLabelText('Cover letter');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'cover_letter');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(input).toHaveAccessibleDescription('A PDF of at most 10 MB.');
    expect(input).toBeValid();
    expect(screen.getByText('Current letter: old.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Selected:')).not.toBeInTheDocument();
  });

  it('takes an accepted file, says its name, and Remove clears it and gives focus back to the input', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Cover letter');
    const letter = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(input, letter);

    expect(onChange).toHaveBeenLastCalledWith(letter, null);
    expect(screen.getByText('letter.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove selected cover letter' }));

    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(screen.queryByText('letter.pdf')).not.toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(input).toHaveFocus();
  });

  it('refuses a file its check rejects: the message is tied to the input, which is cleared and invalid', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Cover letter');
    await user.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));

    expect(onChange).toHaveBeenLastCalledWith(null, NOT_A_PDF);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(`A PDF of at most 10 MB. ${NOT_A_PDF}`);
    expect(input.files).toHaveLength(0);
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/u })).not.toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }));
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('A PDF of at most 10 MB.');
  });

  it('names the file in Remove by the given noun and has no description when none is given', async () => {
    const user = userEvent.setup();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    render(
      <FileField
        label="Company logo"
        name="comp_logo"
        accept="image/*"
        file={photo}
        fileNoun="logo"
        onChange={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Company logo');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: 'Remove selected logo' })).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveFocus();
  });
});
