import { IMAGE_MESSAGES, OCR_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { OcrBusyError, type OcrResult, type RgbImage } from '../../platform/ocr/ocr-engine.js';
import { prepareOcrInput } from '../../platform/ocr/ocr-input.js';
import { validateCardImage } from '../pwd-cards/index.js';

/** What a busy answer asks the client to wait before trying again. */
export const OCR_BUSY_RETRY_SECONDS = 5;

/**
 * Reads the text of a PWD ID photo. The bytes are checked first (type, size, pixels), then turned into
 * the pixels the models read. A full queue answers 503 with Retry-After; a failing engine answers 503
 * with the spec's "enter manually" message and is logged. Sign-up never depends on this call.
 */
export async function readPwdCard(ctx: AppContext, bytes: Buffer): Promise<OcrResult> {
  await validateCardImage(bytes);
  let input: RgbImage;
  try {
    input = await prepareOcrInput(bytes);
  } catch (error) {
    ctx.log.info({ err: error }, 'card image could not be decoded for reading');
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  try {
    return await ctx.ocr.read(input);
  } catch (error) {
    if (error instanceof OcrBusyError) {
      throw new HttpError(503, OCR_MESSAGES.busy, { headers: { 'retry-after': String(OCR_BUSY_RETRY_SECONDS) } });
    }
    ctx.log.error({ err: error }, 'card reading failed');
    throw new HttpError(503, OCR_MESSAGES.failed);
  }
}
