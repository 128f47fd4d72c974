import { IMAGE_UPLOAD_MAX_BYTES, MY_PWD_ID_MESSAGES, PWD_CARD_MESSAGES } from '@kakayahan/contracts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ImagePickerWithPreview } from '../../../components/ui/image-picker-with-preview';
import { errorMessage } from '../../../lib/api-client';
import { useReplaceCard } from '../api/replace-card';

export const REPLACE_CARD_MESSAGES = {
  uploading: 'Sending your card photo, please wait...',
  failed: 'Your card photo could not be sent. Please try again.',
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller photo of your PWD ID card.',
} as const;

/** Why a chosen file is refused before sending, or null (the server checks the bytes again). */
export function cardFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PWD_CARD_MESSAGES.notImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return REPLACE_CARD_MESSAGES.tooLarge;
  return null;
}

/**
 * Sends a clearer photo of the card while the registration waits: the shared image picker with a preview,
 * a busy state said in words, and the outcome announced and focused. The new photo replaces the one on
 * file (the page shows it from the answer).
 */
export function ReplaceCardForm() {
  const replace = useReplaceCard();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    setFailure(null);
    if (!file) {
      setProblem(PWD_CARD_MESSAGES.missingImage);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="card_image"]')?.focus();
      return;
    }
    replace.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setFeedback({ tone: 'success', text: MY_PWD_ID_MESSAGES.cardReplaced });
      },
      onError: (error) => setFailure(errorMessage(error, REPLACE_CARD_MESSAGES.failed)),
    });
  }

  return (
    <form noValidate aria-labelledby="replace-card-heading" onSubmit={handleSubmit} className="flex flex-col gap-4">
      <h2 id="replace-card-heading" className="text-xl font-bold text-slate-900">
        Send a clearer photo of your card
      </h2>
      <p className="text-slate-800">
        If your photo is blurred, dark or cut off, send a new one. Take it in good light, with the whole front of the
        card in view. It replaces the photo we have.
      </p>
      <ActionFeedback feedback={feedback} />
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="focus:outline-none focus-visible:outline">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      <ImagePickerWithPreview
        label="New photo of your PWD ID card"
        name="card_image"
        description="A photo (JPEG, PNG, WebP or AVIF) of at most 10 MB."
        file={file}
        errorMessage={problem}
        check={cardFileProblem}
        fileNoun="card photo"
        onChange={(chosen, refused) => {
          setFile(chosen);
          setProblem(refused);
          setFeedback(null);
          setFailure(null);
        }}
        previewAlt={(chosen) => `Preview of the new card photo, ${chosen.name}`}
        imageClassName="max-h-64 w-auto max-w-full self-start rounded-md border-2 border-slate-300 object-contain"
      />
      <LiveRegion>
        {replace.isPending ? <p className="text-slate-800">{REPLACE_CARD_MESSAGES.uploading}</p> : null}
      </LiveRegion>
      <Button type="submit" isPending={replace.isPending} className="w-full sm:w-auto sm:self-start">
        {replace.isPending ? 'Sending...' : 'Send new photo'}
      </Button>
    </form>
  );
}
