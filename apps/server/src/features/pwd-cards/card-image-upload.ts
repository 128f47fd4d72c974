import { PWD_CARD_MESSAGES } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import { validateImage, type ValidatedImage } from '../../platform/images/image-validation.js';
import { readSingleFileUpload, type Upload } from '../../platform/uploads/multipart-upload.js';

/** Reads the multipart form of a card upload: the photo in `image`, plus the named text fields. */
export function readCardUpload<TField extends string>(
  request: FastifyRequest,
  textFields: readonly TField[],
): Promise<Upload<TField>> {
  return readSingleFileUpload(request, {
    fileField: 'image',
    textFields,
    missingFileMessage: PWD_CARD_MESSAGES.missingImage,
  });
}

/** Checks that the bytes are an accepted image within the limits, naming the card in the 415 message. */
export function validateCardImage(bytes: Buffer): Promise<ValidatedImage> {
  return validateImage(bytes, { notImageMessage: PWD_CARD_MESSAGES.notImage });
}
