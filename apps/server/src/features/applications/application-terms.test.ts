import {
  APPLICATION_MESSAGES,
  type Applicant,
  type EmployerDashboard,
  type JobSeekerProfile,
  type MyApplication,
} from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createEmployer, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  apply,
  applicationRow,
  createEmployerWithJob,
  createJobSeeker,
  notificationsOf,
  submitApplication,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

// Issue 16, decision 034: applying on one's own terms. The applicant chooses per application whether the
// employer sees their disability type, and asks for accommodations the employer answers one by one.
let t: TestApp;
let posting: EmployerWithJob;
let otherPosting: EmployerWithJob;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Agent' });
  otherPosting = await createEmployerWithJob(t, { company: 'Sulong Retail', title: 'Store Associate' });
});
afterAll(() => t.close());

/** A job seeker with a complete profile, a disability type and an ID number on their account. */
async function seekerWith(disability = 'Deaf or Hard of Hearing'): Promise<TestUser> {
  const seeker = await createJobSeeker(t);
  await t.db.update(users).set({ disability, idNumber: '1374019999000111' }).where(eq(users.id, seeker.id));
  return seeker;
}

const part = (name: string, value: string) => ({ name, value });

async function applicantFor(employer: TestUser, applicationId: number): Promise<Applicant> {
  const response = await t.request({ method: 'GET', url: '/api/employer-dashboard', token: employer.token });
  const found = response.json<EmployerDashboard>().applicants.find((a) => a.application_id === applicationId);
  if (!found) throw new Error(`applicant ${applicationId} not on the dashboard`);
  return found;
}

async function mine(seeker: TestUser, applicationId: number): Promise<MyApplication> {
  const response = await t.request({ method: 'GET', url: '/api/my-applications/', token: seeker.token });
  const found = response.json<MyApplication[]>().find((a) => a.application_id === applicationId);
  if (!found) throw new Error(`application ${applicationId} not listed`);
  return found;
}

const setDisclosure = (id: number, disclose: unknown, token?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/applications/${id}/disclosure/`,
    payload: { disclose_disability: disclose },
    ...(token ? { token } : {}),
  });
const answer = (id: number, answers: unknown, token?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/applications/${id}/accommodations/`,
    payload: { answers },
    ...(token ? { token } : {}),
  });

describe('disclosure', () => {
  it('hides the disability type by default: the employer reads "not disclosed", never the ID number', async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id);
    const seen = await applicantFor(posting.employer, id);
    expect(seen).toMatchObject({ applicant_disability: null, disability_disclosed: false });
    const dashboard = await t.request({ method: 'GET', url: '/api/employer-dashboard', token: posting.employer.token });
    expect(dashboard.body).not.toContain('1374019999000111');
    const profile = await t.request({
      method: 'GET',
      url: `/api/get-user-details/${seeker.id}/`,
      token: posting.employer.token,
    });
    expect(profile.json<JobSeekerProfile>().user_disability).toBeNull();
    expect(profile.body).not.toContain('1374019999000111');
  });

  it('shows the disability type to the employer when the applicant chooses to, in that application', async () => {
    const seeker = await seekerWith('Visual Disability');
    const id = await apply(t, seeker, posting.job.id, [part('disclose_disability', 'true')]);
    expect(await applicantFor(posting.employer, id)).toMatchObject({
      applicant_disability: 'Visual Disability',
      disability_disclosed: true,
    });
    expect(await mine(seeker, id)).toMatchObject({ disability_disclosed: true });
  });

  it('lets the applicant change the choice while the application is pending, and not after the employer acted', async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id);

    const shown = await setDisclosure(id, true, seeker.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      message: APPLICATION_MESSAGES.disclosureShown,
      application_id: id,
      disability_disclosed: true,
    });
    expect((await applicantFor(posting.employer, id)).applicant_disability).toBe('Deaf or Hard of Hearing');

    const hidden = await setDisclosure(id, false, seeker.token);
    expect(hidden.json()).toMatchObject({
      message: APPLICATION_MESSAGES.disclosureHidden,
      disability_disclosed: false,
    });
    expect((await applicantFor(posting.employer, id)).applicant_disability).toBeNull();

    const approved = await t.request({
      method: 'POST',
      url: `/api/applications/${id}/approve/`,
      token: posting.employer.token,
    });
    expect(approved.statusCode).toBe(200);
    const late = await setDisclosure(id, true, seeker.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: APPLICATION_MESSAGES.disclosureLocked });
    expect((await applicationRow(t, id))?.disabilityDisclosed).toBe(false);
  });

  it("refuses another job seeker's application as not found, and employers outright", async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id);
    const intruder = await createJobSeeker(t);
    const theirs = await setDisclosure(id, true, intruder.token);
    expect(theirs.statusCode).toBe(404);
    expect((await setDisclosure(id, true, posting.employer.token)).statusCode).toBe(403);
    expect((await setDisclosure(id, true)).statusCode).toBe(401);
    expect((await setDisclosure(id, 'yes', seeker.token)).statusCode).toBe(400);
    expect((await setDisclosure(999_999, true, seeker.token)).statusCode).toBe(404);
    expect((await applicationRow(t, id))?.disabilityDisclosed).toBe(false);
  });

  it('refuses a disclosure value that is not true or false when applying, storing nothing', async () => {
    const seeker = await seekerWith();
    const response = await submitApplication(t, seeker.token, otherPosting.job.id, [
      part('disclose_disability', 'maybe'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('disclose_disability must be true or false.');
    const list = await t.request({ method: 'GET', url: '/api/my-applications/', token: seeker.token });
    expect(list.json<MyApplication[]>()).toEqual([]);
  });
});

describe('accommodations for the hiring process', () => {
  it('stores the requests in the form order with the note; the employer and the applicant both see them unanswered', async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id, [
      part('accommodations', 'remote_interview,sign_language_interpreter,remote_interview'),
      part('accommodation_note', 'I use FSL; a video call with an interpreter works best.'),
    ]);
    const requests = [
      { kind: 'sign_language_interpreter', answer: null },
      { kind: 'remote_interview', answer: null },
    ];
    expect(await applicantFor(posting.employer, id)).toMatchObject({
      accommodations: requests,
      accommodation_note: 'I use FSL; a video call with an interpreter works best.',
    });
    expect(await mine(seeker, id)).toMatchObject({ accommodations: requests });
  });

  it('refuses an unknown request, and Other without a note, storing nothing', async () => {
    const seeker = await seekerWith();
    const unknown = await submitApplication(t, seeker.token, posting.job.id, [
      part('accommodations', 'extra_time,chauffeur'),
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(APPLICATION_MESSAGES.unknownAccommodation);
    const other = await submitApplication(t, seeker.token, posting.job.id, [part('accommodations', 'other')]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fields: { accommodation_note: APPLICATION_MESSAGES.otherNeedsNote } });
    const list = await t.request({ method: 'GET', url: '/api/my-applications/', token: seeker.token });
    expect(list.json<MyApplication[]>()).toEqual([]);
  });

  it('lets the employer answer each request, replacing earlier answers, and tells the applicant', async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id, [part('accommodations', 'written_questions,extra_time')]);

    const first = await answer(id, [{ kind: 'extra_time', answer: 'arranged' }], posting.employer.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: APPLICATION_MESSAGES.accommodationsAnswered,
      application_id: id,
      accommodations: [
        { kind: 'written_questions', answer: null },
        { kind: 'extra_time', answer: 'arranged' },
      ],
    });
    await answer(
      id,
      [
        { kind: 'written_questions', answer: 'discuss' },
        { kind: 'extra_time', answer: 'discuss' },
      ],
      posting.employer.token,
    );
    expect((await mine(seeker, id)).accommodations).toEqual([
      { kind: 'written_questions', answer: 'discuss' },
      { kind: 'extra_time', answer: 'discuss' },
    ]);
    // The same answers again: nothing changes, and the applicant is not told twice.
    const same = await answer(id, [{ kind: 'extra_time', answer: 'discuss' }], posting.employer.token);
    expect(same.statusCode).toBe(200);
    const told = await notificationsOf(t, seeker.id);
    expect(told.filter((n) => n.title === 'Your requests were answered')).toHaveLength(2);
    expect(told.at(-1)?.action).toContain(
      'Malasakit Care answered what you asked for the hiring process of Chat Support Agent',
    );
  });

  it("refuses answers to requests not made, another employer's applicant, and job seekers", async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id, [part('accommodations', 'accessible_venue')]);
    const notAsked = await answer(id, [{ kind: 'extra_time', answer: 'arranged' }], posting.employer.token);
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json()).toMatchObject({ error: APPLICATION_MESSAGES.notRequested });
    const badAnswer = await answer(id, [{ kind: 'accessible_venue', answer: 'maybe' }], posting.employer.token);
    expect(badAnswer.statusCode).toBe(400);
    const twice = await answer(
      id,
      [
        { kind: 'accessible_venue', answer: 'arranged' },
        { kind: 'accessible_venue', answer: 'discuss' },
      ],
      posting.employer.token,
    );
    expect(twice.statusCode).toBe(400);
    const stranger = await answer(id, [{ kind: 'accessible_venue', answer: 'arranged' }], otherPosting.employer.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: APPLICATION_MESSAGES.notOwner });
    expect((await answer(id, [{ kind: 'accessible_venue', answer: 'arranged' }], seeker.token)).statusCode).toBe(403);
    expect((await applicationRow(t, id))?.accommodations).toEqual([{ kind: 'accessible_venue', answer: null }]);
  });

  it('says there is nothing to answer when the applicant asked for nothing', async () => {
    const seeker = await seekerWith();
    const id = await apply(t, seeker, posting.job.id);
    const response = await answer(id, [{ kind: 'extra_time', answer: 'arranged' }], posting.employer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: APPLICATION_MESSAGES.noRequests });
    const lonely = await createEmployer(t);
    expect((await answer(id, [{ kind: 'extra_time', answer: 'arranged' }], lonely.token)).statusCode).toBe(403);
  });
});
