import { describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer, createPreferences } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

const hasPreferences = (userId: number | string, token?: string) =>
  t.request({ method: 'GET', url: `/api/user-preferences/${userId}/`, ...(token ? { token } : {}) });

describe('GET /api/user-preferences/{userId}/', () => {
  it('answers false for a job seeker without preferences and true once they chose some', async () => {
    const seeker = await createEmployee(t);
    const before = await hasPreferences(seeker.id, seeker.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ has_preferences: false });

    await createPreferences(t, seeker.id, ['Web Development', 'Data Entry']);
    const after = await hasPreferences(seeker.id, seeker.token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ has_preferences: true });
  });

  it('works without the trailing slash too', async () => {
    const seeker = await createEmployee(t);
    const response = await t.request({ method: 'GET', url: `/api/user-preferences/${seeker.id}`, token: seeker.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ has_preferences: false });
  });

  it('refuses to tell one user about another (403)', async () => {
    const owner = await createEmployee(t);
    await createPreferences(t, owner.id, ['Teaching']);
    for (const intruder of [await createEmployee(t), await createEmployer(t)]) {
      const response = await hasPreferences(owner.id, intruder.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You can only see or change your own information.' });
    }
  });

  it('answers 403 (not 404) for an id that does not exist, so ids reveal nothing', async () => {
    const seeker = await createEmployee(t);
    const response = await hasPreferences(2_000_000_000, seeker.token);
    expect(response.statusCode).toBe(403);
  });

  it('lets an administrator ask about anyone', async () => {
    const admin = await createAdmin(t);
    const seeker = await createEmployee(t);
    await createPreferences(t, seeker.id, ['Nursing']);
    const response = await hasPreferences(seeker.id, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ has_preferences: true });
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const seeker = await createEmployee(t);
    const response = await hasPreferences(seeker.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it.each([
    ['abc', 'The id must be a number.'],
    ['0', 'The id must be a positive number.'],
    ['-4', 'The id must be a positive number.'],
    ['2.5', 'The id must be a whole number.'],
    ['99999999999', 'The id is too large.'],
  ])('answers the user id %j with 400 "%s"', async (id, message) => {
    const seeker = await createEmployee(t);
    const response = await hasPreferences(id, seeker.token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });
});
