import { parsePwdCardText, type OcrResponse } from '@kakayahan/contracts';
import type { OcrResult } from '../../platform/ocr/ocr-engine.js';

/** The answer of POST /api/ocr/: the raw text and the two sign-up fields parsed from it. */
export function presentOcrResult(result: OcrResult): OcrResponse {
  return { text: result.text, ...parsePwdCardText(result.text) };
}
