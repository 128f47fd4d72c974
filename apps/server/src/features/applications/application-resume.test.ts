import { APPLICATION_MESSAGES } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployer, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  apply,
  createEmployerWithJob,
  createJobSeeker,
  PDF_BYTES,
  resumePart,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

let t: TestApp;
let posting: EmployerWithJob;
let seeker: TestUser;
let applicationId: number;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t);
  seeker = await createJobSeeker(t);
  applicationId = await apply(t, seeker, posting.job.id, [resumePart(PDF_BYTES, 'Résumé (Santos).pdf')]);
});
afterAll(() => t.close());

const linkRequest = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/applications/${id}/resume/`, ...(token ? { token } : {}) });

async function resumeUrl(token = posting.employer.token, id = applicationId): Promise<string> {
  const response = await linkRequest(id, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

describe('GET /api/applications/{id}/resume/', () => {
  it('gives the employer of the job a signed link that downloads the resume privately', async () => {
    const url = await resumeUrl();
    expect(url).toMatch(
      new RegExp(`^/api/application-resume/${applicationId}/\\?expires=\\d+&signature=[\\w-]{43}$`, 'u'),
    );
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ (Santos).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28Santos%29.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives an admin a working link too', async () => {
    const admin = await createAdmin(t);
    expect((await t.request({ method: 'GET', url: await resumeUrl(admin.token) })).statusCode).toBe(200);
  });

  it('answers 403 to another employer and to the applicant, 401 without a token', async () => {
    const other = await createEmployer(t);
    const response = await linkRequest(applicationId, other.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: APPLICATION_MESSAGES.notOwner });
    expect((await linkRequest(applicationId, seeker.token)).statusCode).toBe(403);
    expect((await linkRequest(applicationId)).statusCode).toBe(401);
  });

  it('answers 404 with a clear message when the application has no resume', async () => {
    const withoutResume = await createJobSeeker(t);
    const id = await apply(t, withoutResume, posting.job.id);
    const response = await linkRequest(id, posting.employer.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: APPLICATION_MESSAGES.noResume });
  });
});

describe('GET /api/application-resume/{id}/', () => {
  it('stops working after five minutes', async () => {
    const url = await resumeUrl();
    try {
      t.clock.advance(5 * 60_000);
      const expired = await t.request({ method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: APPLICATION_MESSAGES.resumeLinkInvalid });
    } finally {
      t.clock.advance(-5 * 60_000);
    }
  });

  it('refuses a link without a signature, with a tampered one, or moved to another application', async () => {
    const url = new URL(await resumeUrl(), 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const attempt of [
      `/api/application-resume/${applicationId}/`,
      `/api/application-resume/${applicationId}/?expires=${expires}&signature=${flipped}`,
      `/api/application-resume/${applicationId + 1}/?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await t.request({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(403);
    }
  });
});
