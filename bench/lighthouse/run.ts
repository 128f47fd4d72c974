// Lighthouse bench (issue 15): mobile Lighthouse (simulated slow 4G, 4× CPU slowdown) on the pages a visitor
// and a job seeker open first, against the goals (performance ≥ 95, accessibility 100, CLS < 0.05, TBT <
// 150 ms), with what each page downloads. Figures only, no assertions; not part of npm test. It starts the
// built server itself (run `npm run build` first) on a free port with a fresh data folder and the demo data,
// and uses the system Chromium (CHROME_PATH, else /usr/bin/chromium); nothing is downloaded.
// Usage: npm run bench:lighthouse -- [--runs 3] [--routes landing,signin,jobs,job,feed] [--details]
//   [--save <folder>] [--seeker <demo e-mail>]
//   --save writes each run's full Lighthouse report as JSON; --seeker picks the demo job seeker whose feed is
//   measured (default: the first approved one, whose feed is the fullest).
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTE_TABLE } from '../../apps/web/src/app/route-table.js';
import { measurePage, type SignedIn } from './measure.js';
import { isRouteName, ROUTES, type RouteName } from './routes.js';
import { formatDetails, formatTable, type RouteRow } from './report.js';
import { publicJobs, signInDemoJobSeeker, startBenchServer, type BenchServer } from './server.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    routes: { type: 'string', default: Object.keys(ROUTES).join(',') },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
    seeker: { type: 'string' },
  },
});

const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of 1 or more (got "${args.runs}").`);
  process.exit(2);
}
const names = args.routes.split(',').map((name) => name.trim());
for (const name of names) {
  if (!isRouteName(name)) {
    console.error(`--routes takes ${Object.keys(ROUTES).join(', ')}, comma-separated (got "${name}").`);
    process.exit(2);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

/** The public job list exists once the web app routes it and the server does not answer 404. */
async function jobListBuilt(baseUrl: string): Promise<boolean> {
  const routed = ROUTE_TABLE.some((route) => (route.path as string) === ROUTES.jobs);
  const response = await fetch(`${baseUrl}${ROUTES.jobs}`);
  await response.body?.cancel();
  return routed && response.status !== 404;
}

async function measureRoute(server: BenchServer, name: RouteName, session: () => Promise<SignedIn>): Promise<RouteRow> {
  let pagePath: string = ROUTES[name];
  if (name === 'jobs' && !(await jobListBuilt(server.baseUrl)))
    return { name, path: pagePath, runs: [], skipped: 'not built' };
  if (name === 'job') {
    const [first] = await publicJobs(server.baseUrl);
    if (!first) return { name, path: pagePath, runs: [], skipped: 'no public job' };
    pagePath = `/jobs/${first.post_id}`;
  }
  const signedIn = name === 'feed' ? await session() : undefined;
  const row: RouteRow = { name, path: pagePath, runs: [] };
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`  ${name} ${pagePath}, run ${run} of ${runs}…\n`);
    const saveTo = args.save ? path.resolve(args.save, `${name}-${run}.json`) : undefined;
    row.runs.push(await measurePage(`${server.baseUrl}${pagePath}`, { signedIn, saveTo }));
  }
  return row;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

const server = await startBenchServer();
const rows: RouteRow[] = [];
try {
  console.log(
    `Lighthouse mobile (simulated slow 4G, 4× CPU), ${runs} run(s) per route, medians; server ${server.baseUrl}`,
  );
  console.log(`load average before: ${loadAverage()} on ${os.cpus().length} cores`);
  let login: Promise<SignedIn> | undefined;
  const session = () => (login ??= signInDemoJobSeeker(server.baseUrl, args.seeker));
  for (const name of names as RouteName[]) rows.push(await measureRoute(server, name, session));
} finally {
  await server.stop();
}

console.log(`load average after: ${loadAverage()}`);
const indexes = rows.flatMap((row) => row.runs.map((r) => r.benchmarkIndex)).filter((n): n is number => n !== null);
if (indexes.length > 0) {
  console.log(
    `Lighthouse benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (higher is faster)`,
  );
}
console.log('');
console.log(formatTable(rows));
console.log('');
console.log('JS and CSS: bytes transferred on the first visit (compressed as sent: brotli to Chromium), from');
console.log("Lighthouse's network requests. LCP and TBT are Lighthouse's simulated figures (lantern).");
const warnings = rows.flatMap((row) =>
  row.runs.flatMap((r) => [
    ...(r.endedAt ? [`${row.name}: ended at ${r.endedAt}`] : []),
    ...(r.problem ? [`${row.name}: ${r.problem}`] : []),
  ]),
);
if (warnings.length > 0) console.log(`\n${[...new Set(warnings)].join('\n')}`);
if (args.details) {
  for (const row of rows.filter((r) => r.runs.length > 0)) console.log(`\n${formatDetails(row)}`);
}
