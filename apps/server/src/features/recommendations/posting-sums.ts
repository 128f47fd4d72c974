import { TERM_BLOCK_SIZE, type TermBlock } from './recommendations.repo.js';

/** A place in the order "score descending, then job id descending". */
export interface Position {
  jobId: number;
  score: number;
}

/** True when `a` comes after `b` in that order. */
const after = (a: Position, b: Position) => a.score < b.score || (a.score === b.score && a.jobId < b.jobId);

/** The job ids of packed blocks (each block's ids ascending). */
export function* jobIdsOf(rows: readonly TermBlock[]): Generator<number> {
  for (const row of rows) {
    const ids = new DataView(row.jobIds.buffer, row.jobIds.byteOffset, row.jobIds.byteLength);
    for (let k = 0; k + 4 <= row.jobIds.byteLength; k += 4) yield ids.getInt32(k);
  }
}

/**
 * Summed scores (Σ posting weight × term weight) of every job holding a term read, handed out best first
 * (ties: the higher job id first), a round at a time. Blocks must be added in term id order: each job's
 * sum then adds its terms in the order the database sums a forward-index row, so it is the same float.
 */
export class PostingSums {
  private readonly blocks = new Map<number, Float64Array>();
  private ids = new Int32Array(0);
  private scores = new Float64Array(0);
  private handedOut = 0;
  private position: Position | null = null;

  /** Adds the postings of packed blocks, each term's weighted by `weightOf(termId)`. */
  add(rows: readonly TermBlock[], weightOf: (termId: number) => number): void {
    for (const row of rows) {
      const weight = weightOf(row.termId);
      let sums = this.blocks.get(row.block);
      if (!sums) {
        sums = new Float64Array(TERM_BLOCK_SIZE);
        this.blocks.set(row.block, sums);
      }
      const ids = new DataView(row.jobIds.buffer, row.jobIds.byteOffset, row.jobIds.byteLength);
      const weights = new DataView(row.weights.buffer, row.weights.byteOffset, row.weights.byteLength);
      for (let k = 0; k + 4 <= row.jobIds.byteLength; k += 4) {
        const offset = ids.getInt32(k) & (TERM_BLOCK_SIZE - 1);
        sums[offset] = (sums[offset] ?? 0) + weights.getFloat32(k) * weight;
      }
    }
  }

  /** Ends the adding: from now on the jobs are handed out. */
  finish(): void {
    let count = 0;
    for (const sums of this.blocks.values()) for (const s of sums) if (s > 0) count += 1;
    this.ids = new Int32Array(count);
    this.scores = new Float64Array(count);
    let n = 0;
    for (const [block, sums] of this.blocks) {
      sums.forEach((s, offset) => {
        if (s > 0) {
          this.ids[n] = block * TERM_BLOCK_SIZE + offset;
          this.scores[n] = s;
          n += 1;
        }
      });
    }
  }

  /** The next `size` jobs (best first). */
  next(size: number): Position[] {
    const best = topAfter(this.ids, this.scores, this.position, size);
    this.handedOut += best.length;
    this.position = best.at(-1) ?? this.position;
    return best;
  }

  /** How many jobs have not been handed out yet. */
  remaining(): number {
    return this.ids.length - this.handedOut;
  }

  /** True when the job holds a term read. */
  has(jobId: number): boolean {
    const sums = this.blocks.get(Math.floor(jobId / TERM_BLOCK_SIZE));
    return (sums?.[jobId & (TERM_BLOCK_SIZE - 1)] ?? 0) > 0;
  }
}

/** The `size` best entries strictly after `position`, best first (a bounded heap: one pass). */
function topAfter(ids: Int32Array, scores: Float64Array, position: Position | null, size: number): Position[] {
  // heap[0] is the worst entry kept.
  const heap: number[] = [];
  const worse = (a: number, b: number) =>
    (scores[a] ?? 0) < (scores[b] ?? 0) || ((scores[a] ?? 0) === (scores[b] ?? 0) && (ids[a] ?? 0) < (ids[b] ?? 0));
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] ?? 0, heap[parent] ?? 0)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] ?? 0, heap[m] ?? 0)) m = l;
      if (r < heap.length && worse(heap[r] ?? 0, heap[m] ?? 0)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (let i = 0; i < ids.length; i += 1) {
    if (position && !after({ jobId: ids[i] ?? 0, score: scores[i] ?? 0 }, position)) continue;
    if (heap.length < size) {
      heap.push(i);
      siftUp(heap.length - 1);
    } else if (worse(heap[0] ?? 0, i)) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap
    .sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    .map((i) => ({ jobId: ids[i] ?? 0, score: scores[i] ?? 0 }));
}
