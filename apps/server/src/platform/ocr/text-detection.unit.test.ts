import { describe, expect, it } from 'vitest';
import { minAreaRect, rectCorners, unclipRect } from './geometry.js';
import { boxesFromProbabilityMap, defaultDetectionOptions, detectionSize } from './text-detection.js';

/** A probability map with the given filled rectangles (value 0.9) on a zero background. */
function probabilityMap(width: number, height: number, boxes: { x: number; y: number; w: number; h: number }[]) {
  const map = new Float32Array(width * height);
  for (const box of boxes) {
    for (let y = box.y; y < box.y + box.h; y += 1)
      for (let x = box.x; x < box.x + box.w; x += 1) map[y * width + x] = 0.9;
  }
  return map;
}

describe('minAreaRect', () => {
  it('finds a tilted rectangle and reports its long side as the width', () => {
    const angle = (-6 * Math.PI) / 180;
    const corners = rectCorners({ cx: 100, cy: 50, width: 120, height: 20, angle });
    const rect = minAreaRect(corners);
    expect(rect.width).toBeCloseTo(120, 3);
    expect(rect.height).toBeCloseTo(20, 3);
    expect(rect.angle).toBeCloseTo(angle, 3);
    expect(rect.cx).toBeCloseTo(100, 3);
    expect(rect.cy).toBeCloseTo(50, 3);
  });
});

describe('unclipRect', () => {
  it('grows each side by area × ratio / perimeter', () => {
    const grown = unclipRect({ cx: 0, cy: 0, width: 100, height: 10, angle: 0 }, 1.5);
    const distance = (100 * 10 * 1.5) / 220;
    expect(grown.width).toBeCloseTo(100 + 2 * distance);
    expect(grown.height).toBeCloseTo(10 + 2 * distance);
  });
});

describe('detectionSize', () => {
  it('scales the longer side to the limit and rounds both to multiples of 32', () => {
    expect(detectionSize(1600, 1200, 960)).toEqual({ width: 960, height: 736 });
    expect(detectionSize(10, 10, 960)).toEqual({ width: 960, height: 960 });
  });
});

describe('boxesFromProbabilityMap', () => {
  it('returns one grown box per text region and drops specks', () => {
    const map = probabilityMap(200, 100, [
      { x: 10, y: 10, w: 80, h: 8 },
      { x: 20, y: 50, w: 150, h: 10 },
      { x: 180, y: 90, w: 2, h: 2 },
    ]);
    const boxes = boxesFromProbabilityMap(map, 200, 100).sort((a, b) => a.cy - b.cy);
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes;
    expect(first?.cx).toBeCloseTo(49.5, 0);
    expect(first?.cy).toBeCloseTo(13.5, 0);
    // 79 × 7 between pixel centres, grown by the unclip distance on every side.
    expect(first?.width).toBeGreaterThan(79);
    expect(first?.height).toBeGreaterThan(7 + 2 * 3);
    expect(second?.cy).toBeCloseTo(54.5, 0);
  });

  it('drops regions whose mean probability is below the box threshold', () => {
    const map = probabilityMap(100, 40, [{ x: 10, y: 10, w: 60, h: 10 }]).map((p) => (p > 0 ? 0.4 : 0));
    expect(boxesFromProbabilityMap(map, 100, 40, defaultDetectionOptions)).toEqual([]);
  });
});
