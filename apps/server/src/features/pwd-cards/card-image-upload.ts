import type { FastifyRequest } from 'fastify';
import { validateImage, type ValidatedImage } from '../../platform/images/image-validation.js';
import { readSingleFileUpload, type Upload } from '../../platform/uploads/multipart-upload.js';

/** The messages of a PWD card photo upload (sign-up: reading it and storing it). */
export const CARD_IMAGE_MESSAGES = {
  missing: 'Please choose an image of your PWD ID card.',
  notImage: 'This file is not an image. Please upload a photo of your PWD ID card (JPEG or PNG).',
} as const;

/** Reads the multipart form of a card upload: the photo in `image`, plus the named text fields. */
export function readCardUpload<TField extends string>(
  request: FastifyRequest,
  textFields: readonly TField[],
): Promise<Upload<TField>> {
  return readSingleFileUpload(request, {
    fileField: 'image',
    textFields,
    missingFileMessage: CARD_IMAGE_MESSAGES.missing,
  });
}

/** Checks that the bytes are an accepted image within the limits, naming the card in the 415 message. */
export function validateCardImage(bytes: Buffer): Promise<ValidatedImage> {
  return validateImage(bytes, { notImageMessage: CARD_IMAGE_MESSAGES.notImage });
}
