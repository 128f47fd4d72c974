import {
  ASSISTANT_CONTACT_PATH,
  ASSISTANT_MESSAGES,
  HELP_ARTICLES,
  HELP_CENTRE_PATH,
  type AssistantAnswer,
} from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema.js';
import { createEmployee, createEmployer, uniqueIp, type TestUser } from '../../../test/factories.js';
import {
  apply,
  createEmployerWithJob,
  createJobSeeker,
  giveProfileResume,
} from '../../../test/support/applications.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

async function ask(q: string, token?: string, ip = uniqueIp()) {
  return t.request({
    method: 'GET',
    url: `/api/assistant/answer/?q=${encodeURIComponent(q)}`,
    token,
    remoteAddress: ip,
  });
}

async function answerOf(q: string, token?: string): Promise<AssistantAnswer> {
  const response = await ask(q, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AssistantAnswer>();
}

const article = (id: string) => {
  const found = HELP_ARTICLES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no help article ${id}`);
  return found;
};

describe('GET /api/assistant/answer/: answers from the help articles', () => {
  it('answers an English question with the article, its screen and its source', async () => {
    const answer = await answerOf('Where do I see my applications?');
    expect(answer).toMatchObject({
      language: 'en',
      confident: true,
      answer: article('track-applications').summary,
      personal: null,
      link: { path: '/job-seeker/track-job' },
      contact: null,
    });
    expect(answer.sources[0]).toEqual({
      id: 'track-applications',
      title: article('track-applications').title,
      path: '/help/track-applications',
    });
  });

  it('answers a Filipino question in Filipino', async () => {
    const answer = await answerOf('Saan ko makikita ang mga inaplayan ko?');
    expect(answer.language).toBe('fil');
    expect(answer.confident).toBe(true);
    expect(answer.sources[0]?.id).toBe('track-applications');
    expect(answer.answer).toBe(article('track-applications').summaryFil);
  });

  it('says it is not sure, with the Help Centre and the contact, instead of making an answer up', async () => {
    for (const q of ['asdf qwerty zxcv', 'What is the weather in Cebu tomorrow?']) {
      const answer = await answerOf(q);
      expect(answer).toMatchObject({
        confident: false,
        answer: ASSISTANT_MESSAGES.notSure.en,
        personal: null,
        link: { path: HELP_CENTRE_PATH },
        contact: { path: ASSISTANT_CONTACT_PATH },
      });
    }
  });

  it('answers a greeting or thanks kindly, in its language, without claiming an article', async () => {
    expect(await answerOf('Hello!')).toMatchObject({
      language: 'en',
      confident: false,
      answer: ASSISTANT_MESSAGES.greeting.en,
      link: { path: HELP_CENTRE_PATH },
      contact: null,
      sources: [],
    });
    expect(await answerOf('salamat po')).toMatchObject({ language: 'fil', answer: ASSISTANT_MESSAGES.thanks.fil });
    expect((await answerOf('hi, how do I apply for a job?')).confident).toBe(true);
  });

  it('refuses an empty, an overlong and a control-character question with a message', async () => {
    for (const [q, message] of [
      ['   ', ASSISTANT_MESSAGES.questionRequired],
      ['x'.repeat(301), 'Question must be at most 300 characters.'],
      ['where\u0000is it', 'Question contains characters that are not allowed.'],
    ] as const) {
      const response = await ask(q);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    const missing = await t.request({ method: 'GET', url: '/api/assistant/answer/' });
    expect(missing.statusCode).toBe(400);
  });

  it('stops a flood from one address with 429 and Retry-After, and serves another address', async () => {
    const ip = uniqueIp();
    let refused = null;
    for (let i = 0; i < 61 && !refused; i += 1) {
      const response = await ask('how do I apply', undefined, ip);
      if (response.statusCode === 429) refused = response;
    }
    expect(refused?.headers['retry-after']).toBeTruthy();
    expect((await ask('how do I apply')).statusCode).toBe(200);
  });
});

describe("the asker's own account", () => {
  it('counts a job seeker’s pending applications, and only theirs', async () => {
    const seeker = await createJobSeeker(t);
    await giveProfileResume(t, seeker.id);
    const ids: number[] = [];
    for (const title of ['Data Encoder', 'Chat Support Agent', 'Bookkeeper']) {
      const { job } = await createEmployerWithJob(t, { title });
      ids.push(await apply(t, seeker, job.id));
    }
    await t.db.update(applications).set({ status: 'Approved' }).where(eq(applications.id, ids[0]!));
    const other = await createJobSeeker(t);
    await giveProfileResume(t, other.id);
    const { job } = await createEmployerWithJob(t);
    await apply(t, other, job.id);

    const answer = await answerOf('How many of my applications are still pending?', seeker.token);
    expect(answer.sources[0]?.id).toBe('track-applications');
    expect(answer.personal).toBe('You have 2 pending applications (of 3 in all).');
    const fil = await answerOf('ilan ang pending kong aplikasyon', seeker.token);
    expect(fil.personal).toBe('May 2 kang pending na application (sa 3 lahat).');
  });

  it('tells a job seeker still waiting for the ID check since when, and an approved one when', async () => {
    pinClockToManilaNoon(t);
    const waiting = await createEmployee(t, { approved: false });
    const signedUp = new Date(t.clock.now().getTime() - 3 * 24 * 60 * 60 * 1000);
    await t.db.update(users).set({ createdAt: signedUp }).where(eq(users.id, waiting.id));
    const answer = await answerOf('Am I approved yet?', waiting.token);
    expect(answer.sources[0]?.id).toBe('approval-wait');
    expect(answer.personal).toMatch(
      /^Your account is still waiting for the PWD ID check\. You signed up on .+ \(3 days ago\)\.$/,
    );

    const unverified = await createEmployee(t, { approved: false, verified: false });
    expect((await answerOf('Am I approved yet?', unverified.token)).personal).toMatch(/not verified yet/);

    const approved = await createEmployee(t);
    expect((await answerOf('Am I approved yet?', approved.token)).personal).toMatch(/^Your account was approved on /);
  });

  it('names the next job fair the job seeker holds a place at, not a past or cancelled one', async () => {
    pinClockToManilaNoon(t);
    const seeker = await createEmployee(t);
    const employer = await createEmployer(t);
    const past = await insertFair(t, employer.id, { title: 'Last Month Fair', date: manilaDay(t, -30) });
    const cancelled = await insertFair(t, employer.id, { title: 'Cancelled Place Fair', date: manilaDay(t, 2) });
    const next = await insertFair(t, employer.id, { title: 'Quezon City Inclusive Hiring Day', date: manilaDay(t, 5) });
    const later = await insertFair(t, employer.id, { title: 'Later Fair', date: manilaDay(t, 9) });
    await insertRegistration(t, past, seeker.id);
    await insertRegistration(t, cancelled, seeker.id, { status: 'cancelled' });
    await insertRegistration(t, next, seeker.id, { status: 'waitlisted' });
    await insertRegistration(t, later, seeker.id);

    const answer = await answerOf('When is my next job fair?', seeker.token);
    expect(answer.sources[0]?.id).toBe('job-fairs-job-seeker');
    expect(answer.personal).toMatch(/^Your next job fair: Quezon City Inclusive Hiring Day, .+9:00 AM .*waiting list/);

    const nobody = await createEmployee(t);
    expect((await answerOf('When is my next job fair?', nobody.token)).personal).toBe(
      'You have not registered for an upcoming job fair.',
    );
  });

  it('adds nothing personal for a visitor, an employer or an admin', async () => {
    const employer: TestUser = await createEmployer(t);
    for (const token of [undefined, employer.token]) {
      expect((await answerOf('Am I approved yet?', token)).personal).toBeNull();
    }
  });
});
