import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_PIXELS } from './pwd-cards.js';

/** What reading any file upload (a multipart form) answers a person. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the photo as a form upload (multipart/form-data), with the image in a field named "image".',
  tooLarge: `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller photo.`,
  // A form's files are documents as well as photos, so its size message names no kind of file.
  fileTooLarge: `The file is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller file.`,
  oneFileOnly: 'Please send one image only.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: (name: string) => `The field "${name}" is too long.`,
  notText: (name: string) => `The field "${name}" must be plain text.`,
  unreadable: 'The upload could not be read. Please try again.',
  emptyFile: 'The file you chose is empty (0 bytes). Please choose the file again.',
} as const;

/** What checking an uploaded image (card photo, logo, profile picture) answers a person. */
export const IMAGE_MESSAGES = {
  notImage: 'This file is not an image. Please upload a photo (JPEG or PNG).',
  heic: 'This photo is in HEIC format, which cannot be read here. Please upload it as a JPEG or PNG.',
  tooManyPixels: `The image is too large (more than ${IMAGE_UPLOAD_MAX_PIXELS / 1_000_000} megapixels). Please choose a smaller photo.`,
  unreadable: 'This image could not be read; it may be damaged. Please take or choose the photo again.',
} as const;
