// One chat bench server process: opens (and migrates) the database, optionally seeds the bench's people and
// rooms, listens, and tells the parent on stdout. Run by bench/chat/run.ts, not by hand.
//   env: PORT, DATA_DIR, APP_SECRET, DATABASE_URL (optional), REDIS_URL (optional), BENCH_PAIRS (seed N pairs)
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { chatRooms } from '../../apps/server/src/db/schema-community.js';
import { users } from '../../apps/server/src/db/schema.js';

export interface BenchRoom {
  roomId: number;
  /** The two members (an employer and a job seeker). */
  members: [number, number];
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db'], pairs: number): Promise<BenchRoom[]> {
  const run = `${process.pid}-${Date.now()}`;
  const person = (type: 'Employee' | 'Employer', i: number) => ({
    email: `bench.${type.toLowerCase()}.${i}.${run}@example.com`,
    passwordHash: 'not-a-password-hash',
    userType: type,
    firstName: type === 'Employer' ? 'Company' : 'Seeker',
    lastName: String(i),
    emailVerifiedAt: new Date(),
    isApproved: true,
  });
  const rooms: BenchRoom[] = [];
  const batch = 100;
  for (let start = 0; start < pairs; start += batch) {
    const count = Math.min(batch, pairs - start);
    const indexes = Array.from({ length: count }, (_, k) => start + k);
    const employers = await db
      .insert(users)
      .values(indexes.map((i) => person('Employer', i)))
      .returning({ id: users.id });
    const seekers = await db
      .insert(users)
      .values(indexes.map((i) => person('Employee', i)))
      .returning({ id: users.id });
    const pairsOfIds = employers.flatMap((e, k) => {
      const s = seekers[k];
      return s ? [{ low: Math.min(e.id, s.id), high: Math.max(e.id, s.id) }] : [];
    });
    const inserted = await db
      .insert(chatRooms)
      .values(pairsOfIds.map((p) => ({ userLowId: p.low, userHighId: p.high })))
      .returning({ id: chatRooms.id, low: chatRooms.userLowId, high: chatRooms.userHighId });
    for (const room of inserted) rooms.push({ roomId: room.id, members: [room.low, room.high] });
  }
  await db.execute(sql`analyze`);
  return rooms;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const pairs = Number(process.env.BENCH_PAIRS ?? '0');
  if (pairs > 0) {
    const rooms = await seed(database.db, pairs);
    process.stdout.write(`SEED ${JSON.stringify(rooms)}\n`);
  }
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.stdout.write(`READY ${config.port}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
