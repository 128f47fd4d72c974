import { GRAYSCALE_THRESHOLD } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import {
  CARD_IMAGE_MAX_SIDE,
  fitWithin,
  grayscaleValues,
  sharpnessMeasure,
  shouldConvertToGrayscale,
  toGrayscale,
} from './card-image-pixels';

/** RGBA data of a width × height image whose pixel colour comes from `colour(x, y)`. */
function image(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colour(x, y);
      rgba.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

function measureOf(rgba: Uint8ClampedArray, width: number, height: number): number {
  return sharpnessMeasure(grayscaleValues(rgba), width, height);
}

describe('fitWithin', () => {
  it('scales a 12 MP phone photo down to the maximum side, keeping its proportions', () => {
    expect(CARD_IMAGE_MAX_SIDE).toBeGreaterThanOrEqual(1600);
    expect(CARD_IMAGE_MAX_SIDE).toBeLessThanOrEqual(2000);
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a small image as it is', () => {
    expect(fitWithin(800, 500, 1600)).toEqual({ width: 800, height: 500 });
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
  });

  it('never makes a side zero', () => {
    expect(fitWithin(10_000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('grayscaleValues', () => {
  it('weights red 0.299, green 0.587 and blue 0.114', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 100, 150, 200, 255]);
    const gray = Array.from(grayscaleValues(rgba));
    expect(gray[0]).toBeCloseTo(76.245, 3);
    expect(gray[1]).toBeCloseTo(149.685, 3);
    expect(gray[2]).toBeCloseTo(29.07, 3);
    expect(gray[3]).toBeCloseTo(0.299 * 100 + 0.587 * 150 + 0.114 * 200, 3);
  });
});

describe('sharpnessMeasure', () => {
  it('is 0 for a uniform image', () => {
    expect(
      measureOf(
        image(20, 10, () => [90, 140, 60]),
        20,
        10,
      ),
    ).toBe(0);
  });

  it('is 0 for a smooth, even gradient (every neighbour differs by the same amount)', () => {
    const ramp = image(16, 4, (x, y) => [(x + y) * 10, (x + y) * 10, (x + y) * 10]);
    expect(measureOf(ramp, 16, 4)).toBeCloseTo(0, 6);
  });

  it('is very high for a black and white checkerboard', () => {
    const checkerboard = image(8, 8, (x, y) => ((x + y) % 2 === 0 ? [0, 0, 0] : [255, 255, 255]));
    // Every neighbour differs by ±255 and the differences average 0: the variance is 255².
    expect(measureOf(checkerboard, 8, 8)).toBeCloseTo(255 * 255, 0);
  });

  it('uses the right-hand and lower neighbours only (not diagonals)', () => {
    // 2 × 2: [0, 10 / 20, 30]. Right: 10, 10. Down: 20, 20. Mean 15, variance 25.
    expect(sharpnessMeasure([0, 10, 20, 30], 2, 2)).toBeCloseTo(25, 6);
  });

  it('is 0 for a single pixel or an empty image', () => {
    expect(sharpnessMeasure([128], 1, 1)).toBe(0);
    expect(sharpnessMeasure([], 0, 0)).toBe(0);
  });

  it('is low for a blurred, low-contrast photo and high for crisp text-like edges', () => {
    const soft = image(32, 32, (x, y) => {
      const value = 120 + Math.round(6 * Math.sin(x / 3) + 6 * Math.cos(y / 4));
      return [value, value, value];
    });
    const crisp = image(32, 32, (x) => (x % 4 < 2 ? [20, 20, 20] : [235, 235, 235]));
    expect(measureOf(soft, 32, 32)).toBeLessThan(GRAYSCALE_THRESHOLD);
    expect(measureOf(crisp, 32, 32)).toBeGreaterThan(GRAYSCALE_THRESHOLD);
  });
});

describe('shouldConvertToGrayscale', () => {
  it('converts only below the threshold of 140', () => {
    expect(GRAYSCALE_THRESHOLD).toBe(140);
    expect(shouldConvertToGrayscale(0)).toBe(true);
    expect(shouldConvertToGrayscale(139.99)).toBe(true);
    expect(shouldConvertToGrayscale(140)).toBe(false);
    expect(shouldConvertToGrayscale(65_025)).toBe(false);
  });
});

describe('toGrayscale', () => {
  it('sets every colour channel to the gray value and keeps alpha, without touching the original', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 100, 150, 200, 128]);
    const gray = toGrayscale(rgba);
    expect(Array.from(gray)).toEqual([76, 76, 76, 255, 141, 141, 141, 128]);
    expect(Array.from(rgba)).toEqual([255, 0, 0, 255, 100, 150, 200, 128]);
  });
});
