import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { docxBytes, editProfile, pdfBytes, profileAs } from '../../../test/support/job-seeker-profiles.js';

let t: TestApp;
let seeker: TestUser;
const resume = pdfBytes('downloadable');
beforeAll(async () => {
  t = await createTestApp();
  seeker = await createEmployee(t);
  const saved = await editProfile(t, seeker.token, {}, { resume: { bytes: resume, filename: 'My Resume.pdf' } });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const BAD_LINK = { error: 'This link to the resume has expired or is not valid. Please open the profile again.' };

async function resumeLink(user = seeker): Promise<string> {
  const link = (await profileAs(t, user.id, user.token)).employee_resume;
  if (!link) throw new Error('no resume link');
  return link;
}

const download = (url: string) => t.request({ method: 'GET', url });

describe('GET /api/resume/{userId}/', () => {
  it('downloads the same bytes as an attachment, privately, with its type and name', async () => {
    const response = await download(await resumeLink());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(resume)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="My Resume.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('works without a token (a browser download sends none) and for 5 minutes only', async () => {
    const link = await resumeLink();
    t.clock.advance(4 * 60_000);
    expect((await download(link)).statusCode).toBe(200);
    t.clock.advance(60_000 + 1000);
    const expired = await download(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(BAD_LINK);
  });

  it('refuses a tampered signature, a changed expiry, a missing signature and another person', async () => {
    const link = await resumeLink();
    const url = new URL(link, 'http://kakayahan.test');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

    const other = await createEmployee(t);
    await editProfile(t, other.token, {}, { resume: { bytes: pdfBytes('other') } });

    const forged = [
      `/api/resume/${seeker.id}/?expires=${expires}&signature=${flipped}`,
      `/api/resume/${seeker.id}/?expires=${expires + 3600}&signature=${signature}`,
      `/api/resume/${seeker.id}/?expires=${expires}`,
      `/api/resume/${seeker.id}/`,
      `/api/resume/${other.id}/?expires=${expires}&signature=${signature}`,
    ];
    for (const forgedUrl of forged) {
      const response = await download(forgedUrl);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(BAD_LINK);
    }
  });

  it('serves a Word resume with its own type, and a non-ASCII name in the RFC 6266 form', async () => {
    const wordUser = await createEmployee(t);
    const saved = await editProfile(t, wordUser.token, {}, { resume: { bytes: docxBytes(), filename: 'Résumé.docx' } });
    expect(saved.statusCode).toBe(200);
    const response = await download(await resumeLink(wordUser));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9.docx`,
    );
    expect(response.rawPayload.equals(docxBytes())).toBe(true);
  });
});
