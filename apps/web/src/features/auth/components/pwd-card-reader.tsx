import { OCR_MESSAGES, type DisabilityCategory } from '@kakayahan/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorText, fieldErrorClasses } from '../../../components/ui/field-parts';
import { ApiError } from '../../../lib/api-client';
import { readPwdCard } from '../api/read-pwd-card';
import { prepareCardImage, type PrepareCardImage } from '../card-image/card-image-canvas';

/** The card widget's own messages (document 1 §2, §8). */
export const CARD_MESSAGES = {
  busy: 'Processing image, please wait...',
  read: 'We read your card. Check the ID number and disability type below.',
  notAnImage: 'Please choose a photo (an image file) of your PWD ID card.',
  notOpened: 'This photo could not be opened. Try another photo, for example a JPEG or PNG.',
  noIdNumber: 'We could not find the ID number: please type it.',
  noDisability: 'We could not find the disability type: please choose it.',
} as const;

/** What the card said; '' where nothing was found. */
export interface CardReading {
  disability: DisabilityCategory | '';
  idNumber: string;
}

export type CardField = 'ID_number' | 'user_disability';

export interface PwdCardReaderProps {
  /** Called with what was read, so the form can fill its fields. */
  onRead: (reading: CardReading) => void;
  /** The colour image to upload after sign-up, or null while none is ready. */
  onCardImageChange: (image: Blob | null) => void;
  onBusyChange: (isBusy: boolean) => void;
  /** Moves focus to a form field; used after a reading, only when focus is still on this widget. */
  focusField: (name: CardField) => void;
  /** The canvas step; tests replace it (jsdom has no canvas). */
  prepareImage?: PrepareCardImage;
  /** Why the form cannot be sent yet (no photo chosen), said under the buttons and tied to them. */
  errorMessage?: string | undefined;
}

/** The name of the widget's first button, so the error summary's "photo" problem can move focus to it. */
export const CARD_FIELD_NAME = 'card_image';

type ReaderState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'read'; reading: CardReading }
  | { status: 'failed'; message: string };

function failureMessage(error: unknown): string {
  // The server's reason (too large, not an image, reading unavailable…) helps more than ours alone.
  if (error instanceof ApiError && error.isServerMessage && error.message && error.message !== OCR_MESSAGES.failed) {
    return `${error.message} ${OCR_MESSAGES.failed}`;
  }
  return OCR_MESSAGES.failed;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The chosen photo. Its object URL is made and revoked in an effect, so it never outlives the image. */
function CardPreview({ file }: { file: File }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <img
      ref={imageRef}
      alt="Preview: the PWD ID card you chose"
      className="max-h-64 w-auto max-w-full self-start rounded-md border-2 border-slate-300 object-contain"
    />
  );
}

function ReadingResult({ reading }: { reading: CardReading }) {
  return (
    <p className="flex items-start gap-2 rounded-md border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900">
      <span aria-hidden="true">✓</span>
      <span>
        {CARD_MESSAGES.read}
        {reading.idNumber === '' ? ` ${CARD_MESSAGES.noIdNumber}` : ''}
        {reading.disability === '' ? ` ${CARD_MESSAGES.noDisability}` : ''}
      </span>
    </p>
  );
}

/**
 * The PWD ID card widget of job seeker sign-up (document 1 §2, §4, §5): take or upload a photo, see it,
 * and have the ID number and disability type read from it into the editable fields below. Typing them
 * by hand always stays possible.
 */
export function PwdCardReader({
  onRead,
  onCardImageChange,
  onBusyChange,
  focusField,
  prepareImage = prepareCardImage,
  errorMessage,
}: PwdCardReaderProps) {
  const hintId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  /** True while the person has not moved on: focus is still in the widget (or was lost with the file dialog). */
  function isFocusHere(): boolean {
    const active = document.activeElement;
    return active === null || active === document.body || (rootRef.current?.contains(active) ?? false);
  }

  function finish(next: ReaderState) {
    setState(next);
    onBusyChange(false);
  }

  async function handleSelect(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    onCardImageChange(null);

    if (!chosen.type.startsWith('image/')) {
      setFile(null);
      finish({ status: 'failed', message: `${CARD_MESSAGES.notAnImage} ${OCR_MESSAGES.failed}` });
      return;
    }
    setFile(chosen);
    setState({ status: 'busy' });
    onBusyChange(true);

    let ocrImage: Blob;
    try {
      const prepared = await prepareImage(chosen);
      if (controller.signal.aborted) return;
      ocrImage = prepared.ocrImage;
      // Kept even if reading fails: the administrator can still look at the photo.
      onCardImageChange(prepared.uploadImage);
    } catch {
      if (!controller.signal.aborted) {
        finish({ status: 'failed', message: `${CARD_MESSAGES.notOpened} ${OCR_MESSAGES.failed}` });
      }
      return;
    }

    try {
      const answer = await readPwdCard(ocrImage, controller.signal);
      if (controller.signal.aborted) return;
      const reading: CardReading = { disability: answer.disability, idNumber: answer.id_number };
      if (reading.disability === '' && reading.idNumber === '') {
        finish({ status: 'failed', message: OCR_MESSAGES.failed });
        return;
      }
      onRead(reading);
      finish({ status: 'read', reading });
      if (isFocusHere()) {
        focusField(reading.idNumber === '' || reading.disability !== '' ? 'ID_number' : 'user_disability');
      }
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      finish({ status: 'failed', message: failureMessage(error) });
    }
  }

  const isBusy = state.status === 'busy';
  const showsError = Boolean(errorMessage) && !file;
  const describedBy = showsError ? `${hintId} ${errorId}` : hintId;
  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <p className="text-lg font-semibold text-slate-900">
        Photo of your PWD ID card <span className="text-base font-normal text-slate-700">(required)</span>
      </p>
      <p id={hintId} className="text-sm text-slate-700">
        Take a clear photo of the front of your card in good light, or upload one. We read the ID number and disability
        type from it and fill them in below. Please check them: if the reading is wrong, you can type them in yourself.
      </p>
      <div className="flex flex-wrap gap-2">
        <FileTrigger
          acceptedFileTypes={['image/*']}
          defaultCamera="environment"
          onSelect={(files) => void handleSelect(files)}
        >
          <Button name={CARD_FIELD_NAME} aria-describedby={describedBy} className="w-full sm:w-auto">
            Take Photo
          </Button>
        </FileTrigger>
        <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => void handleSelect(files)}>
          <Button variant="secondary" aria-describedby={describedBy} className="w-full sm:w-auto">
            Upload Photo
          </Button>
        </FileTrigger>
      </div>
      {showsError ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
      {file ? <CardPreview file={file} /> : null}
      <LiveRegion>
        {isBusy ? (
          <p className="flex items-center gap-2 text-slate-800">
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin rounded-full border-2 border-slate-400 border-t-brand-700"
            />
            {CARD_MESSAGES.busy}
          </p>
        ) : null}
        {state.status === 'read' ? <ReadingResult reading={state.reading} /> : null}
      </LiveRegion>
      {state.status === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
    </div>
  );
}
