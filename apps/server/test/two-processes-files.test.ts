import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobSeekerProfile } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createEmployer } from './factories.js';
import { logoJpegWithExif, postProfile, profileForm, VALID_PROFILE } from './support/employer-profiles.js';
import { editProfile, pdfBytes } from './support/job-seeker-profiles.js';
import { ServerProcess } from './support/server-process.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Issue 15: two server processes serve one site completely. The first is the test's app (in this process,
 * its own DATA_DIR); the second is a real `node src/main.ts` with another DATA_DIR and PORT, on the same
 * PostgreSQL database, and no APP_SECRET for either. Files and the signing key live in the database.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let second: ServerProcess | undefined;
  let secondDataDir: string;
  // A logo the second process's DATA_DIR already held: a single-process site moving to PostgreSQL.
  const earlierLogo = `${randomUUID()}.webp`;

  beforeAll(async () => {
    t = await createTestApp();
    secondDataDir = await mkdtemp(path.join(tmpdir(), 'kk-second-'));
    await mkdir(path.join(secondDataDir, 'private', 'public', 'logos'), { recursive: true });
    await writeFile(path.join(secondDataDir, 'private', 'public', 'logos', earlierLogo), 'earlier logo');
    second = await ServerProcess.start({ databaseUrl: t.database.url ?? '', dataDir: secondDataDir });
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await t.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  const other = (): ServerProcess => {
    if (!second) throw new Error('the second server did not start');
    return second;
  };
  const keptOnDisk = (dataDir: string, folder: string) => existsSync(path.join(dataDir, 'private', folder));

  it('serves at its /media/ URL a logo uploaded through the other process, both ways', async () => {
    const first = await createEmployer(t);
    const viaFirst = await postProfile(t, first.token, VALID_PROFILE, { logo: { bytes: await logoJpegWithExif() } });
    expect(viaFirst.statusCode).toBe(200);
    const firstLogo = viaFirst.json<{ profile: { comp_logo: string } }>().profile.comp_logo;
    const servedBySecond = await other().request(firstLogo);
    expect(servedBySecond.status).toBe(200);
    expect(servedBySecond.headers.get('content-type')).toBe('image/webp');
    const firstBytes = Buffer.from(await servedBySecond.arrayBuffer());
    expect(firstBytes.equals((await t.files.get(`public${firstLogo.slice('/media'.length)}`)) ?? Buffer.alloc(0))).toBe(
      true,
    );

    const secondEmployer = await createEmployer(t);
    const form = profileForm(VALID_PROFILE, { logo: { bytes: await logoJpegWithExif({ r: 20, g: 120, b: 60 }) } });
    const viaSecond = await other().request('/api/employer-profile/', {
      method: 'POST',
      headers: { ...form.headers, authorization: `Token ${secondEmployer.token}` },
      body: form.payload,
    });
    expect(viaSecond.status).toBe(200);
    const secondLogo = ((await viaSecond.json()) as { profile: { comp_logo: string } }).profile.comp_logo;
    const servedByFirst = await t.request({ method: 'GET', url: secondLogo });
    expect(servedByFirst.statusCode).toBe(200);
    expect(servedByFirst.headers['content-type']).toBe('image/webp');
    expect(servedByFirst.rawPayload.equals(Buffer.from(await (await other().request(secondLogo)).arrayBuffer()))).toBe(
      true,
    );
    expect(servedByFirst.rawPayload.equals(firstBytes)).toBe(false);
    expect([keptOnDisk(t.config.dataDir, 'public'), keptOnDisk(secondDataDir, 'public/logos')]).toEqual([false, false]);
  });

  it('reads a resume uploaded through one process on a signed link the other made, in either process', async () => {
    const seeker = await createEmployee(t);
    const resume = pdfBytes('uploaded through the first process');
    expect((await editProfile(t, seeker.token, {}, { resume: { bytes: resume } })).statusCode).toBe(200);

    const details = await other().request(`/api/get-user-details/${seeker.id}/`, {
      headers: { authorization: `Token ${seeker.token}` },
    });
    expect(details.status).toBe(200);
    const linkBySecond = ((await details.json()) as JobSeekerProfile).employee_resume ?? '';
    expect(linkBySecond).toMatch(new RegExp(`^/api/resume/${seeker.id}/\\?expires=\\d+&signature=`, 'u'));
    const readByFirst = await t.request({ method: 'GET', url: linkBySecond });
    expect(readByFirst.statusCode).toBe(200);
    expect(readByFirst.rawPayload.equals(resume)).toBe(true);
    const readBySecond = await other().request(linkBySecond);
    expect(readBySecond.status).toBe(200);
    expect(Buffer.from(await readBySecond.arrayBuffer()).equals(resume)).toBe(true);

    const linkByFirst =
      (
        await t.request({ method: 'GET', url: `/api/get-user-details/${seeker.id}/`, token: seeker.token })
      ).json<JobSeekerProfile>().employee_resume ?? '';
    const readOnSecond = await other().request(linkByFirst);
    expect(readOnSecond.status).toBe(200);
    expect(Buffer.from(await readOnSecond.arrayBuffer()).equals(resume)).toBe(true);

    // The shared key is what makes it work: a link whose signature is changed is refused by both.
    const forged = linkBySecond.replace(/signature=(.)/u, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await other().request(forged)).status).toBe(403);
    expect([keptOnDisk(t.config.dataDir, 'resumes'), keptOnDisk(secondDataDir, 'resumes')]).toEqual([false, false]);
  });

  it('moves the files its DATA_DIR held before into the database at start, so the other process serves them', async () => {
    const served = await t.request({ method: 'GET', url: `/media/logos/${earlierLogo}` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('earlier logo');
    expect(existsSync(path.join(secondDataDir, 'private', 'public', 'logos', earlierLogo))).toBe(false);
  });
});
