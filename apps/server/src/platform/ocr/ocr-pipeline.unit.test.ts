import { describe, expect, it } from 'vitest';
import { arrangeLines } from './ocr-pipeline.js';

/** A box of text on a line that rises `slope` pixels per pixel to the right. */
function box(text: string, cx: number, baseY: number, width: number, slope = 0) {
  return {
    text,
    confidence: 0.9,
    rect: { cx, cy: baseY + slope * cx, width, height: 20, angle: Math.atan(slope) },
  };
}

describe('arrangeLines', () => {
  it('joins boxes of a row with spaces and rows with newlines, top to bottom', () => {
    const result = arrangeLines([
      box('13-7604-000-0012345', 400, 100, 300),
      box('TYPE OF DISABILITY:', 150, 60, 250),
      box('ID No.:', 120, 102, 100),
      box('Visual Disability', 420, 58, 200),
    ]);
    expect(result.text).toBe('TYPE OF DISABILITY: Visual Disability\nID No.: 13-7604-000-0012345');
    expect(result.lines.map((line) => line.text)).toEqual([
      'TYPE OF DISABILITY:',
      'Visual Disability',
      'ID No.:',
      '13-7604-000-0012345',
    ]);
  });

  it('keeps rows apart on a tilted photo where a row drops more than its height across the card', () => {
    const slope = Math.tan((8 * Math.PI) / 180);
    const result = arrangeLines([
      box('ID No.:', 100, 140, 100, slope),
      box('0012345', 700, 140, 160, slope),
      box('Name:', 100, 100, 90, slope),
      box('JUAN DELA CRUZ', 700, 100, 300, slope),
    ]);
    expect(result.text).toBe('Name: JUAN DELA CRUZ\nID No.: 0012345');
  });

  it('keeps a line turned on its side out of the rows it crosses', () => {
    const strip = { text: 'PWD ID', confidence: 0.9, rect: { cx: 30, cy: 120, width: 30, height: 160, angle: 0 } };
    const result = arrangeLines([
      strip,
      box('ID NO.', 200, 100, 80),
      box('0285507', 220, 128, 120),
      box('Sex: Male', 200, 150, 110),
    ]);
    expect(result.text).toBe('PWD ID\nID NO.\n0285507\nSex: Male');
  });
});
