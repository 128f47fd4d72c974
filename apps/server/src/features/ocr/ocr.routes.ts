import { errorResponses, ocrRequestSchema, ocrResponseSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { acceptOnlyFormUploads, requireMultipart } from '../../platform/uploads/multipart-upload.js';
import { readCardUpload } from '../pwd-cards/card-image-upload.js';
import { presentOcrResult } from './ocr.presenter.js';
import { readPwdCard } from './ocr.service.js';

/**
 * Per-address limit, generous enough for a disability affairs office signing up twenty people (with
 * retakes) from one network; the OCR queue itself protects the CPU.
 */
export const OCR_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

export function registerOcrRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Its own scope, so a raw (non-form) body gets the upload's 415 message instead of "Send JSON".
  void app.register((scope, _options, done) => {
    acceptOnlyFormUploads(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/ocr/',
      {
        preValidation: requireMultipart,
        schema: {
          tags: ['PWD cards'],
          summary: 'Read the text of a PWD ID photo (sign-up; no token needed)',
          description:
            'Answers the recognised text plus the disability type and ID number found in it ("" when not ' +
            'found). Nothing is stored. 503 when the reader is busy (with Retry-After) or failing: the person ' +
            'then types the fields.',
          consumes: ['multipart/form-data'],
          body: ocrRequestSchema,
          response: { 200: ocrResponseSchema, ...errorResponses(400, 413, 415, 429, 503) },
        },
        config: { rateLimit: OCR_RATE_LIMIT },
      },
      async (request) => {
        const upload = await readCardUpload(request, []);
        return presentOcrResult(await readPwdCard(ctx, upload.bytes));
      },
    );
    done();
  });
}
