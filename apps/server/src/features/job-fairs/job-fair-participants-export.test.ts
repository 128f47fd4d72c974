import { JOB_FAIR_MESSAGES, manilaParts } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFairs } from '../../db/schema-job-fairs.js';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createJobSeeker } from '../../../test/support/applications.js';
import {
  insertFair,
  insertRegistration,
  manilaDay,
  parseCsv,
  pinClockToManilaNoon,
} from '../../../test/support/job-fairs.js';
import { timeTravel } from '../../../test/support/time-travel.js';
import { PARTICIPANTS_CSV_COLUMNS } from './job-fair-participants.presenter.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);
const HOUR = 60 * 60 * 1000;
const employer = await createEmployer(t);

const linkRequest = (fairId: number, token: string) =>
  t.request({ method: 'GET', url: `/api/jobfairs/${fairId}/participants-export/`, token });

async function exportUrl(fairId: number): Promise<string> {
  const response = await linkRequest(fairId, employer.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

/** The CSV behind a link: its text without the byte order mark, checked to start with one. */
async function download(url: string): Promise<string> {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return response.rawPayload.subarray(3).toString('utf8');
}

describe('GET /api/jobfairs/{id}/participants-export/ and the CSV', () => {
  it('downloads every participant as RFC 4180 CSV for Excel, accommodations included', async () => {
    const fairId = await insertFair(t, employer.id, { title: 'Pasay Inclusive Job Fair', date: manilaDay(t, -1) });
    const maria = await createJobSeeker(t, { fullName: 'Maria Clara Santos', contactNo: '0917 555 0101' });
    const jose = await createJobSeeker(t, { fullName: 'José "Pepe" Dizon', location: 'Makati, Metro Manila' });
    const noProfile = await createEmployee(t, { firstName: 'Pedro', lastName: 'Penduko' });
    const yesterdayMorning = new Date(t.clock.now().getTime() - 36 * HOUR);
    await insertRegistration(t, fairId, maria.id, {
      registeredAt: new Date(t.clock.now().getTime() - 72 * HOUR),
      accommodations: ['step_free_entrance', 'sign_language_interpreter'],
      accommodationNote: 'Wheelchair user, please, with a ramp.\nAlso: "quiet" seating.',
      accommodationProvided: true,
      decision: 'Invited',
      checkedInAt: yesterdayMorning,
      outcome: 'hired',
    });
    await insertRegistration(t, fairId, jose.id, { status: 'waitlisted', registeredAt: t.clock.now() });
    await insertRegistration(t, fairId, noProfile.id, { status: 'cancelled' });

    const url = await exportUrl(fairId);
    expect(url).toMatch(
      new RegExp(`^/api/jobfairs/${fairId}/participants\\.csv\\?expires=\\d+&signature=[\\w-]{43}$`, 'u'),
    );
    const response = await t.request({ method: 'GET', url });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Participants - Pasay Inclusive Job Fair - ${manilaDay(t, -1)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await download(url);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...PARTICIPANTS_CSV_COLUMNS]);
    const manila = (instant: Date) => `${manilaParts(instant).date} ${manilaParts(instant).time}`;
    expect(rows).toEqual([
      [
        'Maria Clara Santos',
        maria.email,
        '0917 555 0101',
        'Quezon City, Metro Manila',
        'Customer Service Representative',
        'Registered',
        '',
        manila(new Date(t.clock.now().getTime() - 72 * HOUR)),
        'No',
        'Invited',
        'Step-free entrance; Filipino Sign Language (FSL) interpreter',
        'Wheelchair user, please, with a ramp.\nAlso: "quiet" seating.',
        'Yes',
        manila(yesterdayMorning),
        'Hired',
      ],
      [
        'José "Pepe" Dizon',
        jose.email,
        // A spreadsheet would read "+63…" as a formula: the apostrophe keeps it text.
        "'+63 917 555 0101",
        'Makati, Metro Manila',
        'Customer Service Representative',
        'Waitlisted',
        '1',
        manila(t.clock.now()),
        'Yes',
        'Pending',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        'Pedro Penduko',
        noProfile.email,
        '',
        '',
        '',
        'Cancelled',
        '',
        expect.any(String),
        'Yes',
        'Pending',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('neutralises spreadsheet formulas a participant typed into their profile or note', async () => {
    const fairId = await insertFair(t, employer.id);
    const attacks = ['=HYPERLINK("http://evil.example","Click")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\r=1'];
    for (const [index, attack] of attacks.entries()) {
      const seeker = await createJobSeeker(t, { fullName: `Person ${index}`, location: attack });
      await insertRegistration(t, fairId, seeker.id, {
        registeredAt: new Date(t.clock.now().getTime() - (10 - index) * HOUR),
        accommodationNote: attack,
      });
    }
    const rows = parseCsv(await download(await exportUrl(fairId))).slice(1);
    const location = PARTICIPANTS_CSV_COLUMNS.indexOf('Location');
    const note = PARTICIPANTS_CSV_COLUMNS.indexOf('Accommodation note');
    expect(rows.map((row) => row[location])).toEqual(attacks.map((attack) => `'${attack}`));
    expect(rows.map((row) => row[note])).toEqual(attacks.map((attack) => `'${attack}`));
  });

  it('names the file in UTF-8 too when the title is not plain ASCII, and never as a path', async () => {
    const fairId = await insertFair(t, employer.id, { title: 'Parañaque / Las Piñas Job Fair' });
    const response = await t.request({ method: 'GET', url: await exportUrl(fairId) });
    const date = manilaDay(t, 0);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Participants - Para_aque - Las Pi_as Job Fair - ${date}.csv"; ` +
        `filename*=UTF-8''Participants%20-%20Para%C3%B1aque%20-%20Las%20Pi%C3%B1as%20Job%20Fair%20-%20${date}.csv`,
    );
    expect(parseCsv(await download(await exportUrl(fairId)))).toEqual([[...PARTICIPANTS_CSV_COLUMNS]]);
  });

  it('works for five minutes only', async () => {
    const fairId = await insertFair(t, employer.id);
    const url = await exportUrl(fairId);
    travel(4 * 60_000);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    travel(60_000);
    const expired = await t.request({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: JOB_FAIR_MESSAGES.exportLinkInvalid });
  });

  it('refuses a missing or tampered signature, and a link moved to another fair', async () => {
    const fairId = await insertFair(t, employer.id);
    const otherFair = await insertFair(t, employer.id);
    const url = new URL(await exportUrl(fairId), 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const attempt of [
      `/api/jobfairs/${fairId}/participants.csv`,
      `/api/jobfairs/${fairId}/participants.csv?expires=${expires}&signature=${flipped}`,
      `/api/jobfairs/${fairId}/participants.csv?expires=${Number(expires) + 600}&signature=${signature}`,
      `/api/jobfairs/${otherFair}/participants.csv?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await t.request({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.exportLinkInvalid });
    }
  });

  it('answers 404 once the fair is deleted', async () => {
    const fairId = await insertFair(t, employer.id);
    const url = await exportUrl(fairId);
    await t.db.delete(jobFairs).where(eq(jobFairs.id, fairId));
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
  });

  it("gives no link for another employer's fair, nor to admins or job seekers (403)", async () => {
    const fairId = await insertFair(t, employer.id);
    const other = await linkRequest(fairId, (await createEmployer(t)).token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    expect((await linkRequest(fairId, (await createAdmin(t)).token)).statusCode).toBe(403);
    expect((await linkRequest(fairId, (await createJobSeeker(t)).token)).statusCode).toBe(403);
  });
});
