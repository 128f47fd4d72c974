import { describe, expect, it } from 'vitest';
import { ctcDecode, type Charset } from './text-recognition.js';

const charset: Charset = { chars: ['1', '3', '-', ' '] };

/** Probabilities for a sequence of best classes (0.9 for the best, the rest shared). */
function steps(best: number[], classes = 5): Float32Array {
  const probs = new Float32Array(best.length * classes).fill(0.1 / (classes - 1));
  best.forEach((c, t) => (probs[t * classes + c] = 0.9));
  return probs;
}

describe('ctcDecode', () => {
  it('collapses repeats, drops blanks and keeps a letter repeated across a blank', () => {
    // 1 1 _ 1 3 3 - _ 3
    const decoded = ctcDecode(steps([1, 1, 0, 1, 2, 2, 3, 0, 2]), 0, 9, 5, charset);
    expect(decoded.text).toBe('113-3');
    expect(decoded.confidence).toBeCloseTo(0.9);
  });

  it('never picks a class the charset does not allow', () => {
    const probs = steps([2, 0]);
    probs[1] = 0.8; // class 1 ('1') is second best at step 0
    const decoded = ctcDecode(probs, 0, 2, 5, { ...charset, allowed: Uint8Array.from([1, 1, 0, 1, 1]) });
    expect(decoded.text).toBe('1');
  });

  it('reads a slot at an offset of a batched output', () => {
    const batch = new Float32Array([...steps([1, 0]), ...steps([2, 4])]);
    expect(ctcDecode(batch, 10, 2, 5, charset).text).toBe('3 ');
  });
});
