// Where a page's main-thread time goes on its first view (issue 15): a CPU profile of one first visit in the
// system Chromium with the same 4× CPU slowdown as the Lighthouse bench, and
// for every task over 50 ms (the browser's own tasks, from a trace) the source files (resolved through the build's source maps) and functions that
// spent its time. Figures only; not part of npm test. Run `npm run build` first.
// Usage: npm run bench:profile -- [--route feed|landing|signin|jobs|job] [--seeker <demo e-mail>] [--top 12]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.js';
import { signInPage } from './measure.js';
import { isRouteName, ROUTES, type RouteName } from './routes.js';
import { publicJobs, signInDemoJobSeeker, startBenchServer } from './server.js';

const { values: args } = parseArgs({
  options: {
    route: { type: 'string', default: 'feed' },
    seeker: { type: 'string' },
    top: { type: 'string', default: '12' },
  },
});
if (!isRouteName(args.route)) {
  console.error(`--route takes ${Object.keys(ROUTES).join(', ')} (got "${args.route}").`);
  process.exit(2);
}
const routeName: RouteName = args.route;
const top = Number(args.top);

const repoRoot = path.resolve(import.meta.dirname, '../..');
const assetsDir = path.join(repoRoot, 'apps/web/dist/assets');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const maps = new Map<string, TraceMap | null>();
async function mapFor(url: string): Promise<TraceMap | null> {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const raw = await readFile(path.join(assetsDir, `${file}.map`), 'utf8').catch(() => null);
    maps.set(file, raw ? new TraceMap(raw) : null);
  }
  return maps.get(file) ?? null;
}

/** Where a frame's code came from: a package, or a file of ours, with the original function name if known. */
async function origin(frame: ProfileNode['callFrame']): Promise<{ file: string; fn: string }> {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  if (!frame.url.includes('/assets/')) return { file: new URL(frame.url).pathname, fn: frame.functionName };
  const map = await mapFor(frame.url);
  const chunk = new URL(frame.url).pathname.split('/').pop() ?? '';
  if (!map) return { file: chunk, fn: frame.functionName || '(anonymous)' };
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  // A chunk's own top level (its modules' evaluation) maps to no source.
  if (!at.source) return { file: chunk, fn: frame.functionName || `(evaluation of ${chunk})` };
  const source = at.source;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  const file = pkg ? `${pkg[1]}` : source.replace(/^.*?(apps|packages)\//, '$1/');
  const shortSource = source.replace(/^.*?node_modules\//, '').replace(/^.*?(apps|packages)\//, '$1/');
  return { file, fn: `${at.name ?? frame.functionName ?? '(anonymous)'} ${shortSource}:${at.line ?? '?'}` };
}

const server = await startBenchServer();
const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
try {
  let pagePath: string = ROUTES[routeName];
  if (routeName === 'job') pagePath = `/jobs/${(await publicJobs(server.baseUrl))[0]?.post_id ?? 1}`;
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (routeName === 'feed') {
    await signInPage(page, server.baseUrl, await signInDemoJobSeeker(server.baseUrl, args.seeker));
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // The trace gives the browser's own tasks (their true edges, as Lighthouse sees them); the CPU profile says
  // what ran inside them. Both are stamped with the same monotonic clock in microseconds.
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // The page's main thread: the renderer thread that ran the profiled JavaScript (the most busy one).
  const mainThreads = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const runTasks = (pid: number, tid: number) =>
    trace.traceEvents.filter(
      (e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && typeof e.dur === 'number',
    );
  const busiest = mainThreads
    .map((t) => ({ t, busy: runTasks(t.pid, t.tid).reduce((sum, e) => sum + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0]?.t;
  if (!busiest) throw new Error('the trace has no renderer main thread');

  // Samples with their clock.
  const stamped: { node: number; at: number; us: number }[] = [];
  let clock = profile.startTime;
  profile.samples.forEach((node, index) => {
    clock += profile.timeDeltas[index] ?? 0;
    stamped.push({ node, at: clock, us: profile.timeDeltas[index + 1] ?? 0 });
  });
  type Task = { startUs: number; us: number; samples: { node: number; us: number }[] };
  const tasks: Task[] = runTasks(busiest.pid, busiest.tid).map((e) => ({
    startUs: e.ts,
    us: e.dur ?? 0,
    samples: stamped.filter((s) => s.at >= e.ts && s.at < e.ts + (e.dur ?? 0)),
  }));
  const firstStart = profile.startTime;

  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  const long = tasks.filter((task) => task.us > 50_000);
  console.log(
    `${routeName} ${pagePath}: ${tasks.length} tasks, ${long.length} over 50 ms (4× CPU slowdown, this machine)`,
  );
  console.log(
    `main-thread JavaScript in all: ${ms(tasks.reduce((sum, t) => sum + t.us, 0))}; blocking beyond 50 ms per task: ${ms(long.reduce((sum, t) => sum + t.us - 50_000, 0))}\n`,
  );
  for (const task of long) {
    const files = new Map<string, number>();
    const functions = new Map<string, number>();
    const roots = new Map<string, number>();
    for (const sample of task.samples) {
      const frame = byId.get(sample.node)?.callFrame;
      if (!frame) continue;
      const where = await origin(frame);
      files.set(where.file, (files.get(where.file) ?? 0) + sample.us);
      functions.set(where.fn, (functions.get(where.fn) ?? 0) + sample.us);
      // The outermost JavaScript frame: what the browser called (a module's evaluation, a callback, an event).
      let id = sample.node;
      let outer = id;
      while (parent.has(id) && byId.get(parent.get(id) ?? -1)?.callFrame.functionName !== '(root)') {
        id = parent.get(id) ?? id;
        outer = id;
      }
      const outerFrame = byId.get(outer)?.callFrame;
      const rootName = outerFrame ? (await origin(outerFrame)).fn : '?';
      roots.set(rootName, (roots.get(rootName) ?? 0) + sample.us);
    }
    const list = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, us]) => `      ${ms(us).padStart(7)}  ${name}`)
        .join('\n');
    console.log(`task at ${ms(task.startUs - firstStart)}, ${ms(task.us)}`);
    console.log(`    called from:\n${list(roots)}`);
    console.log(`    by file:\n${list(files)}`);
    console.log(`    by function:\n${list(functions)}\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
