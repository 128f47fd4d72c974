import type { AdminUserRecord } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { pwdCards } from '../../db/schema.js';
import { createAdmin, createEmployee, uniqueIp, type TestUser } from '../../../test/factories.js';
import { appForThisFile, FakeOcrEngine } from '../../../test/test-app.js';
import { cardForm, pngImage } from '../../../test/support/card-images.js';

// Issue 14: every stored card photo is read in the background, and the admin sees the name and ID number
// read from it beside what the person registered.

const ocr = new FakeOcrEngine();
const t = await appForThisFile({}, { ocr });
const admin = await createAdmin(t);

const CARD_TEXT = [
  'Republic of the Philippines',
  'CITY OF MARIKINA',
  'PERSON WITH DISABILITY',
  'Name: JUAN A. DELA CRUZ',
  'TYPE OF DISABILITY: DEAF OR HARD OF HEARING',
  'ID No.: 13-7604-000-0012345',
  'Date Issued: 08/11/2023',
].join('\n');

beforeEach(() => {
  ocr.mode = 'text';
  ocr.text = CARD_TEXT;
});

const pendingSeeker = (firstName: string, lastName: string, idNumber = '1376040000012345') =>
  createEmployee(t, { approved: false, firstName, lastName, idNumber });

async function uploadCard(seeker: TestUser): Promise<void> {
  const response = await t.request({
    method: 'POST',
    url: '/api/upload-pwd-card/',
    ...cardForm(await pngImage(), { user: String(seeker.id) }),
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function adminRecord(seeker: TestUser): Promise<AdminUserRecord | undefined> {
  const response = await t.request({ method: 'GET', url: '/api/admin/pending-users/', token: admin.token });
  expect(response.statusCode).toBe(200);
  return response.json<AdminUserRecord[]>().find((record) => record.user === seeker.id);
}

const cardRow = async (userId: number) => (await t.db.select().from(pwdCards).where(eq(pwdCards.userId, userId)))[0];

describe('reading a stored card in the background', () => {
  it('keeps the name and ID number read, and the admin sees both match what was registered', async () => {
    const seeker = await pendingSeeker('Juan', 'Dela Cruz');
    await uploadCard(seeker);
    // Until the queue has run, nothing was read.
    expect((await adminRecord(seeker))?.card_reading).toBeNull();
    const readsBefore = ocr.reads.length;
    await t.jobs.drain();
    expect(ocr.reads.length).toBe(readsBefore + 1);
    expect(await cardRow(seeker.id)).toMatchObject({
      readName: 'JUAN A. DELA CRUZ',
      readIdNumber: '1376040000012345',
      readAt: expect.any(Date) as Date,
    });
    expect((await adminRecord(seeker))?.card_reading).toEqual({
      name: 'JUAN A. DELA CRUZ',
      id_number: '1376040000012345',
      name_matches: true,
      id_number_matches: true,
    });
  });

  it('flags a card whose name and number differ from the registration', async () => {
    const seeker = await pendingSeeker('Pedro', 'Penduko', '1376040000099999');
    await uploadCard(seeker);
    await t.jobs.drain();
    expect((await adminRecord(seeker))?.card_reading).toEqual({
      name: 'JUAN A. DELA CRUZ',
      id_number: '1376040000012345',
      name_matches: false,
      id_number_matches: false,
    });
  });

  it('says null for what could not be read from a card that was read', async () => {
    const seeker = await pendingSeeker('Ana', 'Reyes');
    ocr.text = 'PERSON WITH DISABILITY\nsomething blurry';
    await uploadCard(seeker);
    await t.jobs.drain();
    expect((await adminRecord(seeker))?.card_reading).toEqual({
      name: null,
      id_number: null,
      name_matches: null,
      id_number_matches: null,
    });
  });

  it('leaves the reading empty when the reader fails, and never touches the stored card', async () => {
    const seeker = await pendingSeeker('Rosa', 'Lim');
    ocr.mode = 'fail';
    await uploadCard(seeker);
    await t.jobs.drain({ includeDelayed: true });
    const row = await cardRow(seeker.id);
    expect(row).toMatchObject({ readName: null, readIdNumber: null, readAt: null });
    expect(await t.files.get(row?.storageKey ?? '')).not.toBeNull();
    expect((await adminRecord(seeker))?.card_reading).toBeNull();
    expect(await t.jobs.deadLetters('pwd-card.read')).toEqual([]);
  });

  it('tries again later when the reader is busy', async () => {
    const seeker = await pendingSeeker('Juan', 'Dela Cruz');
    ocr.mode = 'busy';
    await uploadCard(seeker);
    await t.jobs.drain();
    expect((await cardRow(seeker.id))?.readAt).toBeNull();
    ocr.mode = 'text';
    await t.jobs.drain({ includeDelayed: true });
    expect((await cardRow(seeker.id))?.readName).toBe('JUAN A. DELA CRUZ');
  });
});
