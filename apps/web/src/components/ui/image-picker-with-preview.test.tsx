import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePickerWithPreview, type CurrentImage } from './image-picker-with-preview';

const NOT_AN_IMAGE = 'Please choose an image file.';

/** Keeps the chosen file and its problem the way a form does; "Send" clears the choice as a sent form does. */
function Harness({ current = null }: { current?: CurrentImage | null }) {
  const [state, setState] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  return (
    <>
      <ImagePickerWithPreview
        label="Company logo"
        name="comp_logo"
        description="A JPEG, PNG or WebP image."
        file={state.file}
        errorMessage={state.error}
        check={(file) => (file.type.startsWith('image/') ? null : NOT_AN_IMAGE)}
        fileNoun="logo"
        onChange={(file, error) => setState({ file, error })}
        current={current}
        previewAlt={(file) => `Preview of the new logo, ${file.name}`}
        imageClassName="size-24"
      />
      <button type="button" onClick={() => setState({ file: null, error: null })}>
        Send
      </button>
    </>
  );
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('ImagePickerWithPreview', () => {
  let created: number;
  const revoked: string[] = [];
  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn(() => `blob:preview-${++created}`),
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: vi.fn((url: string) => revoked.push(url)),
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a labelled file input for images, showing the image on file until one is chosen', () => {
    render(<Harness current={{ src: '/media/logo.webp', alt: 'Current logo of Bayanihan Tech' }} />);
    const input = screen.getByLabelText('Company logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('name', 'comp_logo');
    expect(input).toHaveAccessibleDescription('A JPEG, PNG or WebP image.');
    expect(screen.getByRole('img', { name: 'Current logo of Bayanihan Tech' })).toHaveAttribute(
      'src',
      '/media/logo.webp',
    );
  });

  it('previews the chosen image in place of the one on file, named in words, and Remove brings it back', async () => {
    const user = userEvent.setup();
    render(<Harness current={{ src: '/media/logo.webp', alt: 'Current logo of Bayanihan Tech' }} />);
    await user.upload(screen.getByLabelText('Company logo'), png('new-logo.png'));

    expect(screen.getByRole('img', { name: 'Preview of the new logo, new-logo.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.queryByRole('img', { name: /^Current logo/u })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove selected logo' }));
    expect(screen.queryByRole('img', { name: /^Preview/u })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current logo of Bayanihan Tech' })).toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('releases the previous preview when another image is chosen, and the last when the field goes', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    const input = screen.getByLabelText('Company logo');
    await user.upload(input, png('first.png'));
    await user.upload(input, png('second.png'));

    expect(screen.getByRole('img', { name: 'Preview of the new logo, second.png' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(revoked).toEqual(['blob:preview-1']);
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('drops the preview when the form clears the choice (sent), with nothing on file to show', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Company logo'), png('card.png'));
    expect(screen.getByRole('img', { name: 'Preview of the new logo, card.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('refuses a file that is not an image with its message, and previews nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Company logo');
    await user.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));

    expect(input).toHaveAccessibleDescription(expect.stringContaining(NOT_AN_IMAGE));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
