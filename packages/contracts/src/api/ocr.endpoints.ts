import { ocrRequestSchema, ocrResponseSchema } from '../schemas/pwd-cards.js';
import { endpoint } from './endpoint.js';

/** Reading a PWD ID photo during sign-up (nothing is stored). */
export const ocrApi = {
  readPwdCard: endpoint({
    method: 'POST',
    path: '/api/ocr/',
    access: 'anyone',
    tag: 'PWD cards',
    summary: 'Read the text of a PWD ID photo (sign-up; no token needed)',
    description:
      'Answers the recognised text plus the disability type and ID number found in it ("" when not ' +
      'found). Nothing is stored. 503 when the reader is busy (with Retry-After) or failing: the person ' +
      'then types the fields.',
    bodyKind: 'multipart',
    body: ocrRequestSchema,
    response: ocrResponseSchema,
    errors: [400, 413, 415, 429, 503],
  }),
} as const;
