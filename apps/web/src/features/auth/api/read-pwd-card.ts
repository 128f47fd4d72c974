import { ocrApi, type OcrResponse } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * Reads a PWD ID card photo (POST /api/ocr/, multipart `image`, PNG). The server answers the raw text
 * and the disability type and ID number parsed from it ('' where nothing was found).
 */
export function readPwdCard(image: Blob, signal?: AbortSignal): Promise<OcrResponse> {
  const form = new FormData();
  form.append('image', image, 'pwd-card.png');
  return callApi(ocrApi.readPwdCard, { form, auth: false, ...(signal ? { signal } : {}) });
}
