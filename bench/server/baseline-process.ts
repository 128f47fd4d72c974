// The baselines: a bare node:http server answering /api/health with the bytes our server answered, and
// (PostgreSQL only) the public job list through node-postgres: the same SQL as the product's repository,
// the same pool size, the rows mapped to the same JSON. No framework, no hooks, no validation, no logging:
// the ceiling our server is compared with. Started by run.ts, not by hand.
//   env: PORT, BENCH_BASELINE (a BaselineSetup as JSON)
import http from 'node:http';
import { UNKNOWN_COMPANY, type PublicJob } from '@kakayahan/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PUBLIC_JOBS_STATEMENT, publicJobsQuery } from '../../apps/server/src/features/jobs/jobs.repo.js';
import { PUBLIC_JOBS_LIMIT } from '../../apps/server/src/features/jobs/jobs.service.js';
import type { Database } from '../../apps/server/src/db/client.js';
import type { BaselineSetup, ChildMessage } from './protocol.js';

/** The same pool size as the server's (apps/server/src/db/client.ts). */
const POOL_SIZE = 10;

type ListHandler = (response: http.ServerResponse) => void;

/** The public list's query as text and its column positions, built by drizzle from the product's query. */
function publicListHandler(
  databaseUrl: string,
  headers: Record<string, string>,
): { handle: ListHandler; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const db = drizzle(pool) as unknown as Database;
  // The product's own query (listPublicJobs, apps/server/src/features/jobs/jobs.repo.ts: the read model of
  // decision 030); run.ts checks the answers are equal.
  // The same named statement (parsed and planned once per pooled connection), with the limit as its parameter.
  const query = publicJobsQuery(db).toSQL();
  // drizzle selects the columns in the order of the selection's keys: id, title, company, location, tags.
  const [id, title, company, location, tagNames] = [0, 1, 2, 3, 4];
  const handle: ListHandler = (response) => {
    pool
      .query<unknown[]>({ name: PUBLIC_JOBS_STATEMENT, text: query.sql, values: [PUBLIC_JOBS_LIMIT], rowMode: 'array' })
      .then((result) => {
        const jobs: PublicJob[] = result.rows.map((row) => ({
          post_id: row[id] as number,
          job_title: row[title] as string,
          comp_name: (row[company] as string | null) ?? UNKNOWN_COMPANY,
          location: row[location] as string,
          tags: row[tagNames] as string,
        }));
        const body = JSON.stringify(jobs);
        response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      });
  };
  return { handle, pool };
}

function main(): void {
  const setup = JSON.parse(process.env.BENCH_BASELINE ?? '{}') as BaselineSetup;
  const healthBody = Buffer.from(setup.health.body, 'utf8');
  const healthHeaders = { ...setup.health.headers, 'content-length': healthBody.length };
  const list = setup.list ? publicListHandler(setup.list.databaseUrl, setup.list.headers) : undefined;

  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/api/health') {
      response.writeHead(setup.health.status, healthHeaders);
      response.end(healthBody);
    } else if (list && url === '/api/all-jobs-public/') {
      list.handle(response);
    } else {
      response.writeHead(404).end();
    }
  });
  // As Fastify's default, so neither side closes kept-alive connections the other keeps.
  server.keepAliveTimeout = 72_000;
  server.listen(Number(process.env.PORT ?? '0'), '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ready: ChildMessage = { type: 'ready', port };
    process.send?.(ready);
  });
  process.once('disconnect', () => {
    server.close();
    server.closeAllConnections();
    void (list?.pool.end() ?? Promise.resolve()).then(() => process.exit(0));
  });
}

main();
