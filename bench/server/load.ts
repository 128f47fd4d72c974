// One measurement: autocannon against a URL for a while with N kept-alive connections; requests per
// second counted from successful answers only.
import autocannon from 'autocannon';
import { capture } from './capture.js';

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  /** Called between the warm-up and the measurement (e.g. to reset the server's event-loop histogram). */
  beforeMeasure?: () => Promise<void>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Successful answers in the measured seconds (none: the latencies mean nothing). */
  answered: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that failed: connection errors (timeouts among them) and answers other than 2xx. */
  failed: number;
}

/**
 * Waits for the requests still queued in the server when autocannon stopped (it stops waiting for answers,
 * the server still works them off): one more request, queued behind them, answers after them.
 */
async function drain(url: string, headers: Record<string, string>): Promise<void> {
  await capture(url, headers);
}

/** Warms up (JIT, pools, caches), then measures; neither the warm-up's backlog nor its own spills over. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const headers = options.headers ?? {};
  const base = { url, connections: options.connections, timeout: 30, headers };
  if (options.warmupSeconds > 0) {
    await autocannon({ ...base, duration: options.warmupSeconds });
    await drain(url, headers);
  }
  await options.beforeMeasure?.();
  const result = await autocannon({ ...base, duration: options.seconds });
  await drain(url, headers);
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    answered: result['2xx'],
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}
