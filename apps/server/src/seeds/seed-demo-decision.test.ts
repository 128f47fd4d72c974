import { afterEach, describe, expect, it } from 'vitest';
import { createEmployer, uniqueEmail, userRow } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ensureAdmin } from './seed-admin.js';
import { seedDemoData, shouldSeedDemoData } from './seed-demo.js';

// Demo data is recognised by its demo accounts, not by an empty database: DEMO_DATA=1 seeds any database
// without them, and the administrator from ADMIN_EMAIL never changes the answer, made first or last.

const ADMIN_PASSWORD = 'Tagapangasiwa-2026!';
const DEMO_ADMIN = 'admin@kakayahan.demo';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function freshApp(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

const isEmbedded = (app: TestApp) => app.database.driver === 'pglite';

describe('shouldSeedDemoData with ADMIN_EMAIL', () => {
  it('admin created first: DEMO_DATA=1 still seeds, and so does the default on the embedded database', async () => {
    const app = await freshApp();
    const adminEmail = uniqueEmail('Root');
    await ensureAdmin(app.db, { email: adminEmail, password: ADMIN_PASSWORD }, app.app.log);
    const options = { adminEmail };

    expect(await shouldSeedDemoData(app.database, true, options)).toBe(true);
    expect(await shouldSeedDemoData(app.database, undefined, options)).toBe(isEmbedded(app));
    expect(await shouldSeedDemoData(app.database, false, options)).toBe(false);

    await seedDemoData(app.db, app.files);
    expect(await userRow(app, DEMO_ADMIN)).toBeDefined();
    expect((await userRow(app, adminEmail))?.userType).toBe('Admin');

    // Seeded once: never again, whatever the flag.
    expect(await shouldSeedDemoData(app.database, true, options)).toBe(false);
    expect(await shouldSeedDemoData(app.database, undefined, options)).toBe(false);
  });

  it('decided first, admin created after: the same answers, and the seed works beside the admin', async () => {
    const app = await freshApp();
    const adminEmail = uniqueEmail('root');
    const options = { adminEmail };
    const before = {
      on: await shouldSeedDemoData(app.database, true, options),
      unset: await shouldSeedDemoData(app.database, undefined, options),
    };
    await ensureAdmin(app.db, { email: adminEmail, password: ADMIN_PASSWORD }, app.app.log);
    const after = {
      on: await shouldSeedDemoData(app.database, true, options),
      unset: await shouldSeedDemoData(app.database, undefined, options),
    };
    expect(before).toEqual({ on: true, unset: isEmbedded(app) });
    expect(after).toEqual(before);

    await seedDemoData(app.db, app.files);
    const login = await app.request({
      method: 'POST',
      url: '/api/admin-login/',
      payload: { email: adminEmail, password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(await shouldSeedDemoData(app.database, true, options)).toBe(false);
  });
});

describe('shouldSeedDemoData on a database with other accounts', () => {
  it('DEMO_DATA=1 seeds a database that has accounts but no demo data; the default does not', async () => {
    const app = await freshApp();
    await createEmployer(app);
    expect(await shouldSeedDemoData(app.database, true)).toBe(true);
    expect(await shouldSeedDemoData(app.database, undefined)).toBe(false);
    // The admin option exempts only the configured administrator, not everyone.
    expect(await shouldSeedDemoData(app.database, undefined, { adminEmail: uniqueEmail('root') })).toBe(false);
  });
});
