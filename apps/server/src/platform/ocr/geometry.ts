/** A point in image pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Four corners of a text box, clockwise from the top left as the text reads. */
export type Quad = [Point, Point, Point, Point];

/** A rotated rectangle: centre, side lengths and the direction of its width side (radians). */
export interface RotatedRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Convex hull (Andrew's monotone chain), counter-clockwise, without repeated end point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const p = sorted[i] as Point;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0) {
      upper.pop();
    }
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/**
 * The smallest rectangle around the points (rotating calipers over the hull edges). The width side is
 * the one closer to horizontal, so a text line comes out wide and flat whatever the hull order.
 */
export function minAreaRect(points: readonly Point[]): RotatedRect {
  const hull = convexHull(points);
  const first = hull[0] ?? { x: 0, y: 0 };
  if (hull.length < 3) {
    const last = hull[hull.length - 1] ?? first;
    const dx = last.x - first.x;
    const dy = last.y - first.y;
    return {
      cx: (first.x + last.x) / 2,
      cy: (first.y + last.y) / 2,
      width: Math.hypot(dx, dy),
      height: 0,
      angle: dx === 0 && dy === 0 ? 0 : Math.atan2(dy, dx),
    };
  }
  let best: RotatedRect = { cx: first.x, cy: first.y, width: 0, height: 0, angle: 0 };
  let bestArea = Number.POSITIVE_INFINITY;
  for (let i = 0; i < hull.length; i += 1) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    let minU = Number.POSITIVE_INFINITY;
    let maxU = Number.NEGATIVE_INFINITY;
    let minV = Number.POSITIVE_INFINITY;
    let maxV = Number.NEGATIVE_INFINITY;
    for (const p of hull) {
      const u = p.x * ux + p.y * uy;
      const v = -p.x * uy + p.y * ux;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = {
        cx: cu * ux - cv * uy,
        cy: cu * uy + cv * ux,
        width: maxU - minU,
        height: maxV - minV,
        angle: Math.atan2(uy, ux),
      };
    }
  }
  return normaliseRect(best);
}

/** Turns the rectangle so its width side points within ±45° of the x axis. */
function normaliseRect(rect: RotatedRect): RotatedRect {
  let { width, height, angle } = rect;
  // Fold the direction into (-π/2, π/2] first: a side and its opposite are the same side.
  while (angle > Math.PI / 2) angle -= Math.PI;
  while (angle <= -Math.PI / 2) angle += Math.PI;
  if (angle > Math.PI / 4) {
    angle -= Math.PI / 2;
    [width, height] = [height, width];
  } else if (angle < -Math.PI / 4) {
    angle += Math.PI / 2;
    [width, height] = [height, width];
  }
  return { ...rect, width, height, angle };
}

/**
 * Grows the rectangle by the DB "unclip" distance (area × ratio / perimeter): the detector is trained
 * on shrunk text regions, so its raw boxes cut into the letters.
 */
export function unclipRect(rect: RotatedRect, ratio: number): RotatedRect {
  const perimeter = 2 * (rect.width + rect.height);
  if (perimeter === 0) return rect;
  const distance = (rect.width * rect.height * ratio) / perimeter;
  return { ...rect, width: rect.width + 2 * distance, height: rect.height + 2 * distance };
}

/** The corners of a rotated rectangle: top left, top right, bottom right, bottom left. */
export function rectCorners(rect: RotatedRect): Quad {
  const cos = Math.cos(rect.angle);
  const sin = Math.sin(rect.angle);
  const hw = rect.width / 2;
  const hh = rect.height / 2;
  const at = (u: number, v: number): Point => ({ x: rect.cx + u * cos - v * sin, y: rect.cy + u * sin + v * cos });
  return [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];
}
