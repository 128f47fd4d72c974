// One database's part of the server bench: a fresh database, the seeded server and the baseline in child
// processes, then each route measured (ours, then the baseline right after, under the same conditions).
import { chatApi, endpointUrl, healthApi, jobsApi, notificationsApi, recommendationsApi } from '@kakayahan/contracts';
import { capture } from './capture.js';
import { createBenchDatabase, type DatabaseKind } from './databases.js';
import { measureLoad, type LoadFigures, type LoadOptions } from './load.js';
import { readLoopDelay, resetLoopDelay, startChild, stopChild, type Child } from './processes.js';
import type { BaselineSetup, SeededData } from './protocol.js';
import type { Row } from './report.js';

export interface BenchSettings {
  load: Omit<LoadOptions, 'headers' | 'beforeMeasure'>;
  postgresUrl: string;
  employers: number;
  jobs: number;
  seed: number;
  logLevel: string;
  /** Also the signed-in hot paths (feed, recommendations, notifications, chat history). */
  extraRoutes: boolean;
}

export interface DatabaseResult {
  rows: Row[];
  /** The longest event-loop block from the server's start of listening to the end of the measurements. */
  loopRunMaxMs: number;
  listBytes: number;
  notes: string[];
}

const HEALTH = healthApi.health.path;
const PUBLIC_LIST = jobsApi.publicJobs.path;

/** The signed-in routes the issue names, as the job seeker of the seed calls them. */
function extraRoutes(seeded: SeededData): { route: string; path: string }[] {
  return [
    { route: 'job feed (signed in)', path: jobsApi.allJobs.path },
    {
      route: 'recommendations',
      path: endpointUrl(recommendationsApi.recommendedJobs, {}, { user_id: seeded.seekerId }),
    },
    { route: 'notifications', path: notificationsApi.list.path },
    { route: 'chat history', path: endpointUrl(chatApi.history, { roomId: seeded.roomId }) },
  ];
}

/** Measures ours with the server's event loop watched over exactly the measured seconds. */
async function measureOurs(
  server: Child,
  url: string,
  settings: BenchSettings,
  headers?: Record<string, string>,
): Promise<{ figures: LoadFigures; loopMaxMs: number }> {
  const figures = await measureLoad(url, { ...settings.load, headers, beforeMeasure: () => resetLoopDelay(server) });
  const { window } = await readLoopDelay(server);
  return { figures, loopMaxMs: window.maxMs };
}

export async function benchDatabase(kind: DatabaseKind, settings: BenchSettings): Promise<DatabaseResult> {
  const database = await createBenchDatabase(kind, settings.postgresUrl);
  const children: Child[] = [];
  try {
    const server = await startChild('app-process.ts', {
      PORT: '0',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: settings.logLevel,
      BENCH_EMPLOYERS: String(settings.employers),
      BENCH_JOBS: String(settings.jobs),
      BENCH_SEED: String(settings.seed),
    });
    children.push(server);
    const seeded = server.seeded;
    if (!seeded) throw new Error('the server process did not say what it seeded');
    const ours = `http://127.0.0.1:${server.port}`;

    const health = await capture(ours + HEALTH);
    const list = await capture(ours + PUBLIC_LIST);
    const setup: BaselineSetup = {
      health,
      ...(database.url ? { list: { headers: list.headers, databaseUrl: database.url } } : {}),
    };
    const baselineChild = await startChild('baseline-process.ts', {
      PORT: '0',
      BENCH_BASELINE: JSON.stringify(setup),
    });
    children.push(baselineChild);
    const baseline = `http://127.0.0.1:${baselineChild.port}`;
    const notes: string[] = [];
    const rows: Row[] = [];

    const healthOurs = await measureOurs(server, ours + HEALTH, settings);
    const healthBaseline = await measureLoad(baseline + HEALTH, settings.load);
    rows.push({
      route: `health (${HEALTH})`,
      database: kind,
      ours: healthOurs.figures,
      baseline: healthBaseline,
      loopMaxMs: healthOurs.loopMaxMs,
      goal: { text: '≥ 0.8× baseline', minRatio: 0.8 },
    });

    const listOurs = await measureOurs(server, ours + PUBLIC_LIST, settings);
    const listRow: Row = {
      route: `public job list (${PUBLIC_LIST})`,
      database: kind,
      ours: listOurs.figures,
      loopMaxMs: listOurs.loopMaxMs,
      goal: { text: 'p99 ≤ 50 ms', maxP99Ms: 50 },
    };
    if (setup.list) {
      const baselineList = await capture(baseline + PUBLIC_LIST);
      if (baselineList.body !== list.body) {
        listRow.problem = 'the baseline answered other JSON';
        notes.push(`The baseline's public job list differs from ours (${baselineList.body.slice(0, 120)}…).`);
      }
      listRow.baseline = await measureLoad(baseline + PUBLIC_LIST, settings.load);
      listRow.goal = { text: '≥ 0.5× baseline, p99 ≤ 50 ms', minRatio: 0.5, maxP99Ms: 50 };
    }
    rows.push(listRow);

    if (settings.extraRoutes) {
      const headers = { authorization: `Token ${seeded.seekerToken}` };
      for (const extra of extraRoutes(seeded)) {
        const answer = await capture(ours + extra.path, headers);
        if (answer.status !== 200) {
          notes.push(`${extra.route} answered ${answer.status} (${answer.body.slice(0, 120)}); not measured.`);
          continue;
        }
        const measured = await measureOurs(server, ours + extra.path, settings, headers);
        rows.push({
          route: `${extra.route} (${extra.path})`,
          database: kind,
          ours: measured.figures,
          loopMaxMs: measured.loopMaxMs,
        });
      }
    }
    const { run } = await readLoopDelay(server);
    return { rows, loopRunMaxMs: run.maxMs, listBytes: Buffer.byteLength(list.body), notes };
  } finally {
    for (const child of children.reverse()) await stopChild(child);
    await database.drop();
  }
}
