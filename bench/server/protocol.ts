// Messages between the server bench (run.ts) and its child processes over the IPC channel.

/** What the seeded database holds for the signed-in routes. */
export interface SeededData {
  jobs: number;
  employers: number;
  seekerId: number;
  /** A signed-in job seeker's session token (the feed, recommendations, notifications, chat). */
  seekerToken: string;
  /** A chat room of that job seeker with a page of messages. */
  roomId: number;
}

/** The event loop's delay, in milliseconds (monitorEventLoopDelay inside the server process). */
export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

export type ChildMessage =
  { type: 'ready'; port: number; seeded?: SeededData } | { type: 'loop'; window: LoopDelay; run: LoopDelay };

export type ParentMessage = { type: 'loop-reset' } | { type: 'loop-read' };

/** A captured answer of our server that a baseline replays: headers (without per-connection ones) and body. */
export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the baseline process is told through BENCH_BASELINE (JSON). */
export interface BaselineSetup {
  health: CapturedAnswer;
  /** The public job list (PostgreSQL only): the headers to send with the JSON it builds. */
  list?: { headers: Record<string, string>; databaseUrl: string };
}

export function isChildMessage(value: unknown): value is ChildMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}

export function isParentMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}
