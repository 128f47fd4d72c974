import { existsSync } from 'node:fs';
import { InferenceSession } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { detectionModelPath, loadCharset, recognitionModelPath, type RecognitionModel } from './ocr-models.js';

describe('OCR models from the installed packages', () => {
  it('finds every model file', () => {
    for (const model of ['ch-v4', 'en-v3'] as const) expect(existsSync(detectionModelPath(model))).toBe(true);
    for (const model of ['ch-v4', 'en-v4'] as const) expect(existsSync(recognitionModelPath(model))).toBe(true);
  });

  it.each(['en-v4', 'ch-v4'] satisfies RecognitionModel[])(
    'gives the %s recogniser one character per output class after the blank',
    async (model) => {
      const session = await InferenceSession.create(recognitionModelPath(model));
      const output = session.outputMetadata[0];
      const classes = output?.isTensor ? output.shape.at(-1) : undefined;
      expect(loadCharset(model, false).chars.length + 1).toBe(classes);
      await session.release();
    },
  );

  it('lets the decoder pick only card characters when asked', () => {
    const { chars, allowed } = loadCharset('ch-v4', true);
    const picked = chars.filter((_, index) => allowed?.[index + 1] === 1);
    expect(picked).toEqual(expect.arrayContaining(['0', '9', 'A', 'z', '-', ':', '(', ' ']));
    expect(picked).not.toContain('中');
    expect(allowed?.[0]).toBe(1);
  });
});
