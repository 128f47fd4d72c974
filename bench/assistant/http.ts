// The assistant's whole HTTP answer: GET /api/assistant/answer/?q= through buildApp's inject (routing,
// validation, the access and rate-limit hooks, the search, the personal line's queries for a signed-in
// job seeker, answer checking), on a fresh embedded PGlite database in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema.js';
import { startSession } from '../../apps/server/src/platform/auth/session.service.js';
import type { OcrEngine } from '../../apps/server/src/platform/ocr/ocr-engine.js';
import { timing, type Timing } from './accuracy.js';
import type { BenchQuestion } from './questions.js';

/** The assistant's rate limit lets one person ask 60 questions a minute: the bench spreads over people. */
const REQUESTS_PER_PERSON = 50;

/** The bench never reads a card: an engine that refuses keeps the OCR models unloaded. */
const NO_OCR: OcrEngine = {
  read: () => Promise.reject(new Error('no OCR in the assistant bench')),
  close: () => Promise.resolve(),
};

export interface HttpTimings {
  label: string;
  requests: number;
  anonymous: Timing;
  signedIn: Timing | null;
}

export async function measureHttp(questions: readonly BenchQuestion[], requests: number): Promise<HttpTimings> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-assistant-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
  });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp(config, { database, ocr: NO_OCR, jobs: 'manual' });
  try {
    const people = Math.ceil(requests / REQUESTS_PER_PERSON);
    const tokens: string[] = [];
    for (let i = 0; i < people; i += 1) {
      const [row] = await database.db
        .insert(users)
        .values({
          email: `bench.assistant.${i}@example.com`,
          passwordHash: 'not-a-password-hash',
          userType: 'Employee',
          firstName: 'Bench',
          lastName: `Seeker ${i}`,
          disability: 'Visual Disability',
          idNumber: '1374010000123456',
          emailVerifiedAt: new Date(),
          isApproved: true,
          approvedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('could not create the bench job seeker');
      tokens.push(await startSession(database.db, row.id, 'bench', new Date()));
    }

    const ask = async (question: string, caller: number, token: string | null): Promise<number> => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/assistant/answer/?q=${encodeURIComponent(question)}`,
        remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
        headers: token ? { authorization: `Token ${token}` } : {},
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
      return elapsed;
    };

    const questionAt = (i: number) => questions[i % questions.length]?.question ?? 'my applications';
    // Warm-up (not counted), then one request after the other, as one server process answers them.
    for (let i = 0; i < 50; i += 1) await ask(questionAt(i), 60_000 + i, null);
    const anonymous: number[] = [];
    const signedIn: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const person = Math.floor(i / REQUESTS_PER_PERSON);
      anonymous.push(await ask(questionAt(i), person, null));
      signedIn.push(await ask(questionAt(i), person, tokens[person] ?? null));
    }
    return {
      label: 'PGlite, one process',
      requests,
      anonymous: timing(anonymous),
      signedIn: timing(signedIn),
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
