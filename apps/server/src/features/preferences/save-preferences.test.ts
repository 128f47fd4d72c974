import { PREFERENCE_MESSAGES, SPECIALTY_TAGS, type PreferenceOption } from '@kakayahan/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeProfiles, tags, userPreferences } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, createPreferences, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

const listOptions = (token?: string) =>
  t.request({ method: 'GET', url: '/api/preferences/', ...(token ? { token } : {}) });

const save = (token: string | undefined, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/save-preferences/',
    payload: payload as object,
    remoteAddress: uniqueIp(),
    ...(token ? { token } : {}),
  });

async function tagIds(...names: string[]): Promise<number[]> {
  const rows = await t.db.select().from(tags).where(inArray(tags.name, names));
  return names.map((name) => rows.find((row) => row.name === name)?.id ?? 0);
}

async function chosenNames(userId: number): Promise<string[]> {
  const rows = await t.db
    .select({ name: tags.name })
    .from(userPreferences)
    .innerJoin(tags, eq(tags.id, userPreferences.tagId))
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(tags.name));
  return rows.map((row) => row.name);
}

describe('GET /api/preferences/', () => {
  it('lists every specialty tag by name, marking the job seeker’s own choices', async () => {
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Teaching', 'Data Entry']);
    const response = await listOptions(seeker.token);
    expect(response.statusCode).toBe(200);
    const options = response.json<PreferenceOption[]>();
    const names = options.map((option) => option.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    expect(names.indexOf('Account Management')).toBeLessThan(names.indexOf('Accounting'));
    expect(new Set(names)).toEqual(new Set(SPECIALTY_TAGS));
    expect(options.filter((option) => option.selected).map((option) => option.name)).toEqual([
      'Data Entry',
      'Teaching',
    ]);
    const [teaching] = await tagIds('Teaching');
    expect(options.find((option) => option.name === 'Teaching')?.id).toBe(teaching);
  });

  it('marks nothing for a job seeker who has not chosen yet, and not another person’s choices', async () => {
    const chooser = await createEmployee(t);
    await createPreferences(t, chooser.id, ['Nursing']);
    const seeker = await createEmployee(t);
    const options = (await listOptions(seeker.token)).json<PreferenceOption[]>();
    expect(options.some((option) => option.selected)).toBe(false);
  });

  it('refuses employers and admins (403) and anonymous callers (401)', async () => {
    for (const user of [await createEmployer(t), await createAdmin(t)]) {
      expect((await listOptions(user.token)).statusCode).toBe(403);
    }
    expect((await listOptions()).statusCode).toBe(401);
  });
});

describe('POST /api/save-preferences/', () => {
  it('replaces the whole set and answers the spec message', async () => {
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Teaching', 'Nursing']);
    const response = await save(seeker.token, { tags: await tagIds('Data Entry', 'Web Development') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Preferences saved successfully!', has_profile: false });
    expect(await chosenNames(seeker.id)).toEqual(['Data Entry', 'Web Development']);
  });

  it('accepts five, ignores repeats, and takes ids sent as text', async () => {
    const seeker = await createEmployee(t);
    const five = await tagIds('Teaching', 'Nursing', 'Data Entry', 'Web Development', 'Translation');
    const response = await save(seeker.token, { tags: [...five.map(String), String(five[0])] });
    expect(response.statusCode).toBe(200);
    expect(await chosenNames(seeker.id)).toHaveLength(5);
  });

  it('refuses six with the spec message, keeping the old set', async () => {
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Teaching']);
    const six = await tagIds('Teaching', 'Nursing', 'Data Entry', 'Web Development', 'Translation', 'Recruitment');
    const response = await save(seeker.token, { tags: six });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('You can select up to 5 preferences only.');
    expect(await chosenNames(seeker.id)).toEqual(['Teaching']);
  });

  it.each([
    ['an empty list', { tags: [] }],
    ['no list at all', {}],
  ])('refuses %s with 400', async (_label, payload) => {
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Teaching']);
    const response = await save(seeker.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(PREFERENCE_MESSAGES.tooFew);
    expect(await chosenNames(seeker.id)).toEqual(['Teaching']);
  });

  it('refuses an unknown tag id with 400, keeping the old set untouched', async () => {
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Teaching', 'Nursing']);
    const response = await save(seeker.token, { tags: [...(await tagIds('Data Entry')), 999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: PREFERENCE_MESSAGES.unknown,
      fields: { tags: PREFERENCE_MESSAGES.unknown },
    });
    expect(await chosenNames(seeker.id)).toEqual(['Nursing', 'Teaching']);
  });

  it('refuses employers and admins (403) and anonymous callers (401)', async () => {
    const ids = await tagIds('Teaching');
    for (const user of [await createEmployer(t), await createAdmin(t)]) {
      expect((await save(user.token, { tags: ids })).statusCode).toBe(403);
      expect(await chosenNames(user.id)).toEqual([]);
    }
    expect((await save(undefined, { tags: ids })).statusCode).toBe(401);
  });

  it('answers has_profile true only once full name, role, location and a skill are filled in', async () => {
    const seeker = await createEmployee(t);
    const ids = await tagIds('Teaching');
    const complete = {
      fullName: 'Ana Reyes',
      role: 'Teacher',
      location: 'Cebu City',
      skills: 'Filipino Sign Language',
    };

    await t.db.insert(employeeProfiles).values({ userId: seeker.id, ...complete, skills: '' });
    expect((await save(seeker.token, { tags: ids })).json()).toMatchObject({ has_profile: false });

    await t.db
      .update(employeeProfiles)
      .set({ skills: complete.skills, role: '' })
      .where(eq(employeeProfiles.userId, seeker.id));
    expect((await save(seeker.token, { tags: ids })).json()).toMatchObject({ has_profile: false });

    await t.db.update(employeeProfiles).set(complete).where(eq(employeeProfiles.userId, seeker.id));
    expect((await save(seeker.token, { tags: ids })).json()).toMatchObject({ has_profile: true });
  });
});
