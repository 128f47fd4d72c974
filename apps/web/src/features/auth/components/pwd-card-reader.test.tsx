import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedCardImage } from '../card-image/card-image-canvas';
import { PwdCardReader, type CardReading } from './pwd-card-reader';
import { jsonResponse, mockApi } from './test-harness';

function prepared(name: string): PreparedCardImage {
  return {
    ocrImage: new Blob([`${name} png`], { type: 'image/png' }),
    uploadImage: new Blob([`${name} jpeg`], { type: 'image/jpeg' }),
    sharpness: 80,
    isGrayscale: true,
  };
}

function photo(name: string): File {
  return new File([name], `${name}.jpg`, { type: 'image/jpeg' });
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:card-preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PwdCardReader', () => {
  it('hands over the colour image for the upload and keeps only the latest photo’s reading', async () => {
    const answers: ((response: Response) => void)[] = [];
    mockApi({
      'POST /api/ocr/': () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
        }),
    });
    const images = { first: prepared('first'), second: prepared('second') };
    const prepareImage = vi.fn((file: File) =>
      Promise.resolve(file.name.startsWith('first') ? images.first : images.second),
    );
    const onRead = vi.fn<(reading: CardReading) => void>();
    const onCardImageChange = vi.fn<(image: Blob | null) => void>();
    const onBusyChange = vi.fn<(isBusy: boolean) => void>();
    const user = userEvent.setup();
    const { container } = render(
      <PwdCardReader
        onRead={onRead}
        onCardImageChange={onCardImageChange}
        onBusyChange={onBusyChange}
        focusField={vi.fn()}
        prepareImage={prepareImage}
      />,
    );
    const input = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    if (!input) throw new Error('no file input');

    await user.upload(input, photo('first'));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(onCardImageChange).toHaveBeenLastCalledWith(images.first.uploadImage);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await user.upload(input, photo('second'));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(onCardImageChange).toHaveBeenLastCalledWith(images.second.uploadImage);

    // The first photo's late answer is ignored; the second one's fills the form.
    answers[0]?.(jsonResponse({ text: 'first', disability: 'Learning Disability', id_number: '111' }));
    answers[1]?.(jsonResponse({ text: 'second', disability: 'Visual Disability', id_number: '222' }));
    expect(await screen.findByText(/We read your card\./u)).toBeVisible();
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(onRead).toHaveBeenCalledWith({ disability: 'Visual Disability', idNumber: '222' });
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });
});
