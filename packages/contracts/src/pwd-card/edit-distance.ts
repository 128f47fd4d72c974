/**
 * Optimal-string-alignment distance between two short strings (insert, delete, substitute, swap two
 * neighbours — OCR and typing slips both swap letters), giving up early: any answer above `max` is
 * returned as `max + 1`, so callers only learn "close enough, and how close".
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? Infinity) + 1,
        (current[j - 1] ?? Infinity) + 1,
        (previous[j - 1] ?? Infinity) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? Infinity) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // Every later row is at least this row's minimum, so nothing below `max` can follow.
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? Infinity, max + 1);
}
