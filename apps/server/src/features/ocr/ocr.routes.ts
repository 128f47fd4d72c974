import { ocrApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readCardUpload } from '../pwd-cards/index.js';
import { presentOcrResult } from './ocr.presenter.js';
import { readPwdCard } from './ocr.service.js';

/**
 * Per-address limit, generous enough for a disability affairs office signing up twenty people (with
 * retakes) from one network; the OCR queue itself protects the CPU.
 */
export const OCR_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/** POST /api/ocr/: reads a PWD card photo during sign-up (no token; nothing is stored). */
export function ocrRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      ocrApi.readPwdCard,
      async ({ request }) => {
        const upload = await readCardUpload(request, []);
        return presentOcrResult(await readPwdCard(ctx, upload.bytes));
      },
      { rateLimit: OCR_RATE_LIMIT },
    ),
  ];
}
