import { describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer, createJob, uniqueEmail, uniqueIp } from '../../test/factories.js';
import { appForThisFile, multipartForm } from '../../test/test-app.js';
import { UNSTORABLE_TEXT_MESSAGE } from '../platform/errors.js';
import { postProfile, VALID_PROFILE } from '../../test/support/employer-profiles.js';
import { insertPost } from '../../test/support/forum.js';
import { editProfile, pdfBytes } from '../../test/support/job-seeker-profiles.js';
import { jobPayload } from '../../test/support/jobs.js';

// A NUL (U+0000) cannot be stored in PostgreSQL text, and no person types the other control characters:
// every text field refuses them with a 400 naming the field, never a 500 from the database.

const NUL = '\u0000';

const t = await appForThisFile();

interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

function expectRefused(response: { statusCode: number; body: string }, field: string, label: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as ErrorBody;
  expect(body.error).toBe(`${label} contains characters that are not allowed.`);
  expect(body.fields?.[field]).toBe(`${label} contains characters that are not allowed.`);
}

describe('JSON bodies with a NUL', () => {
  it('a forum post, a comment and a report answer 400 and store nothing', async () => {
    const seeker = await createEmployee(t);
    const post = await insertPost(t, seeker.id, { title: 'Tips for interviews' });

    const title = await t.request({
      method: 'POST',
      url: '/api/posts/',
      token: seeker.token,
      payload: { title: `Hello${NUL}`, content: 'Body' },
    });
    expectRefused(title, 'title', 'Title');
    const content = await t.request({
      method: 'POST',
      url: '/api/posts/',
      token: seeker.token,
      payload: { title: 'Hello', content: `Line one\nline${NUL}two` },
    });
    expectRefused(content, 'content', 'Content');

    const comment = await t.request({
      method: 'POST',
      url: '/api/comments/',
      token: seeker.token,
      payload: { post: post.id, content: `Nice${NUL}` },
    });
    expectRefused(comment, 'content', 'Comment');

    const report = await t.request({
      method: 'POST',
      url: '/api/reports/',
      token: seeker.token,
      payload: { reason: 'spam', report_desc: `Spam${NUL}`, post: post.id },
    });
    expectRefused(report, 'report_desc', 'Details');

    // Line breaks are kept in multi-line text.
    const fine = await t.request({
      method: 'POST',
      url: '/api/posts/',
      token: seeker.token,
      payload: { title: 'Hello', content: 'Line one\r\nline two' },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('posting and editing a job answer 400', async () => {
    const employer = await createEmployer(t);
    const posted = await t.request({
      method: 'POST',
      url: '/api/post-job/',
      token: employer.token,
      payload: jobPayload({ job_desc: `Answer calls${NUL}` }),
    });
    expectRefused(posted, 'job_desc', 'Job description');

    const job = await createJob(t, employer.id);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/edit-job-post/${job.id}/`,
      token: employer.token,
      payload: { job_title: `Tester\u0007`, category: 'Technology' },
    });
    expectRefused(edited, 'job_title', 'Job title');
  });

  it('sign-up names answer 400 and create no account', async () => {
    for (const [field, label] of [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
    ] as const) {
      const email = uniqueEmail('nul');
      const response = await t.request({
        method: 'POST',
        url: '/api/signup/',
        remoteAddress: uniqueIp(),
        payload: {
          first_name: 'Ramon',
          last_name: 'Villanueva',
          [field]: `Ra${NUL}mon`,
          email,
          password: 'Sampaguita-Blooms-42!',
          user_type: 'Employer',
        },
      });
      expectRefused(response, field, label);
    }
  });

  it('an admin’s reason answers 400', async () => {
    const admin = await createAdmin(t);
    const pending = await createEmployee(t, { approved: false });
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/reject-user/${pending.id}/`,
      token: admin.token,
      payload: { reason: `Blurry${NUL}` },
    });
    expectRefused(response, 'reason', 'The reason');
  });
});

describe('multipart forms with a NUL', () => {
  it('job seeker profile text answers 400', async () => {
    const seeker = await createEmployee(t);
    const response = await editProfile(t, seeker.token, { bio: `About me${NUL}` });
    expectRefused(response, 'bio', 'About');
    const headline = await editProfile(t, seeker.token, { pro_headline: 'Dev\u009b' });
    expectRefused(headline, 'pro_headline', 'Headline');
  });

  it('company profile text answers 400', async () => {
    const employer = await createEmployer(t);
    const response = await postProfile(t, employer.token, { ...VALID_PROFILE, comp_desc: `We hire${NUL}` });
    expectRefused(response, 'comp_desc', 'Company description');
  });

  it('a NUL in a field name or a file name is never a 500', async () => {
    const seeker = await createEmployee(t);
    const oddName = await t.request({
      method: 'PUT',
      url: '/api/edit-profile/',
      token: seeker.token,
      remoteAddress: uniqueIp(),
      ...multipartForm([
        { name: `bio${NUL}`, value: 'ignored' },
        { name: 'role', value: 'Tester' },
      ]),
    });
    expect(oddName.statusCode, oddName.body).toBe(200);

    const oddFile = await t.request({
      method: 'PUT',
      url: '/api/edit-profile/',
      token: seeker.token,
      remoteAddress: uniqueIp(),
      ...multipartForm([{ name: 'employee_resume', value: pdfBytes(), filename: `cv${NUL}.pdf` }]),
    });
    expect(oddFile.statusCode, oddFile.body).toBe(200);
    expect(oddFile.json<{ profile: { resume_name: string } }>().profile.resume_name).toBe('cv.pdf');
  });
});

describe('a NUL that reaches the database some other way', () => {
  it('answers 400 with a message, not 500 (the error handler’s backstop)', async () => {
    const seeker = await createEmployee(t);
    // Node's HTTP parser refuses this header; injected, it reaches the sessions table's user_agent.
    const response = await t.request({
      method: 'POST',
      url: '/api/login/',
      remoteAddress: uniqueIp(),
      headers: { 'user-agent': `Browser${NUL}` },
      payload: { email: seeker.email, password: seeker.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('query strings with a NUL', () => {
  it('forum search answers 400 with a message', async () => {
    const seeker = await createEmployee(t);
    const response = await t.request({ method: 'GET', url: '/api/posts/?search=a%00b', token: seeker.token });
    expectRefused(response, 'search', 'Search');
  });

  it('job search and the category filter answer 400', async () => {
    const seeker = await createEmployee(t);
    expectRefused(
      await t.request({ method: 'GET', url: '/api/all-jobs/?q=a%00b', token: seeker.token }),
      'q',
      'Search',
    );
    expectRefused(
      await t.request({ method: 'GET', url: '/api/all-jobs/?category=Technology%00', token: seeker.token }),
      'category',
      'Category',
    );
  });

  it('a NUL in an id, an unknown parameter or a parameter name is never a 500', async () => {
    const seeker = await createEmployee(t);
    for (const url of [
      '/api/get-user-details/1%00/',
      '/api/job/1%00',
      '/api/comments/?post_id=1%00',
      '/api/posts/?page=1%00',
      '/api/posts/?se%00arch=x',
      '/api/all-jobs/?unknown=%00',
      '/api/chat/messages/1%00/',
      '/media/logos/%00.webp',
      '/reset-password/1/%00',
    ]) {
      const response = await t.request({ method: 'GET', url, token: seeker.token });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });
});
