/**
 * What each endpoint that names an object (an id in its path, or an `…id` in its query) does when a
 * caller names someone else's object. Every such endpoint must have a rule here: the generated access
 * tests fail for a new one until its rule is written down.
 */
import {
  APPLICATION_MESSAGES,
  FORUM_MESSAGES,
  JOB_FAIR_MESSAGES,
  JOB_MESSAGES,
  manilaParts,
  SAVED_JOB_MESSAGES,
} from '@kakayahan/contracts';
import type { TestApp } from '../test-app.js';
import { tagId, type Caller, type World } from './access-world.js';

/** A caller naming someone else's object is refused, and the object stays as it was. */
export interface RefusedRule {
  kind: 'refused';
  caller: Exclude<Caller, 'anonymous' | 'unverified' | 'pending'>;
  /** Path parameters and query naming the other person's object. */
  params?: (w: World) => Record<string, number>;
  query?: (w: World) => Record<string, number>;
  /** A body the caller could validly send for their own object (so only the ownership check stops it). */
  body?: (w: World, t: TestApp) => Promise<object>;
  /** 403 where the object is known to exist (jobs are public), 404 where ids must reveal nothing. */
  status: 403 | 404;
  error?: string;
}

/** Why naming any object is fine for this endpoint. */
export interface OpenRule {
  kind: 'open';
  why: string;
}

export type ObjectRule = RefusedRule | OpenRule;

const open = (why: string): OpenRule => ({ kind: 'open', why });
const PUBLIC_JOB = open('jobs and their tags are public: anyone may read any job');
const SIGNED_LINK = open('the HMAC signature in the query is the permission (tested by the signed-link cases)');
const ADMIN_ACTS_ON_ANYONE = open('only admins may call it, and admins act on other people by design');

const editJobBody = async (_w: World, t: TestApp) => ({
  job_title: 'Renamed By Someone Else',
  category: 'Technology',
  tags: [await tagId(t, 'Call Center')],
});

/** A valid job fair payload of the caller's own (their job, ten days from the app's today). */
const fairBodyOf = (w: World, t: TestApp) => ({
  title: 'Renamed By Someone Else',
  date: manilaParts(new Date(t.clock.now().getTime() + 10 * 24 * 60 * 60 * 1000)).date,
  venue: 'Quezon City Hall',
  jobs: [w.jobOfEmployer],
});

export const OBJECT_RULES: Record<string, ObjectRule> = {
  // jobs
  'GET /api/job-post-tags/{jobId}/': PUBLIC_JOB,
  'GET /api/job-post-disability-tags/{jobId}/': PUBLIC_JOB,
  'GET /api/job/{post_id}': open(
    "jobs are public: anyone may read any job; the my_application part is only ever the reader's own",
  ),
  'PUT /api/edit-job-post/{jobId}/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ jobId: w.jobOfOther }),
    body: editJobBody,
    status: 403,
    error: JOB_MESSAGES.notOwner,
  },
  'DELETE /api/delete-job/{post_id}/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ post_id: w.jobOfOther }),
    status: 403,
    error: JOB_MESSAGES.notOwner,
  },
  // profiles
  'GET /api/get-employer-details/{userId}/': open("a company profile is what job seekers read behind a job's company"),
  'GET /api/companies/{employerId}/': open(
    'the public company page: anyone reads any company (no contact number); other ids answer 404 alike',
  ),
  'GET /api/get-user-details/{userId}/': open(
    'what a profile shows depends on who reads it (profile-visibility.test.ts checks each viewer)',
  ),
  'GET /api/resume/{userId}/': SIGNED_LINK,
  'GET /api/user-preferences/{userId}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ userId: w.otherSeeker.id }),
    status: 403,
  },
  'GET /api/recommend_jobs/': {
    kind: 'refused',
    caller: 'seeker',
    query: (w) => ({ user_id: w.otherSeeker.id }),
    status: 403,
  },
  // applications
  'DELETE /api/cancel-application/{application_id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ application_id: w.applicationOfOther }),
    status: 404,
    error: APPLICATION_MESSAGES.notFound,
  },
  ...Object.fromEntries(
    (['approve', 'decline'] as const).map((verb): [string, RefusedRule] => [
      `POST /api/applications/{id}/${verb}/`,
      {
        kind: 'refused',
        caller: 'employer',
        params: (w) => ({ id: w.applicationOfOther }),
        status: 403,
        error: APPLICATION_MESSAGES.notOwner,
      },
    ]),
  ),
  // Issue 16 (decision 034): the applicant's disclosure choice, the employer's answers to requests.
  'PUT /api/applications/{id}/disclosure/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.applicationOfOther }),
    body: () => Promise.resolve({ disclose_disability: true }),
    status: 404,
    error: APPLICATION_MESSAGES.notYourApplication,
  },
  'PUT /api/applications/{id}/accommodations/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.applicationOfOther }),
    body: () => Promise.resolve({ answers: [{ kind: 'extra_time', answer: 'arranged' }] }),
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
  },
  'DELETE /api/saved-jobs/{saved_id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ saved_id: w.savedJobOfOther }),
    status: 404,
    error: SAVED_JOB_MESSAGES.notFound,
  },
  'DELETE /api/delete-application/{application_id}/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ application_id: w.applicationOfOther }),
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
  },
  'GET /api/applications/{id}/resume/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.applicationOfOther }),
    status: 403,
    error: APPLICATION_MESSAGES.notOwner,
  },
  'GET /api/application-resume/{id}/': SIGNED_LINK,
  // forum
  'GET /api/comments/': open('every signed-in member reads every post and its comments'),
  'DELETE /api/posts/{id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.postOfOther }),
    status: 403,
    error: FORUM_MESSAGES.notAuthor,
  },
  'DELETE /api/comments/{id}/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.commentOfOther }),
    status: 403,
    error: FORUM_MESSAGES.notAuthor,
  },
  // chat
  'GET /api/chat/messages/{roomId}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ roomId: w.roomOfOthers }),
    status: 404,
  },
  // notifications
  'PATCH /api/mark-notification-read/{id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.notificationOfOther }),
    status: 404,
  },
  'DELETE /api/delete-notification/{id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.notificationOfOther }),
    status: 404,
  },
  // job fairs: fairs are public (anyone reads any fair), so another employer's fair is a 403 that says why
  'GET /api/jobfairs/{id}/': open('every job fair is public; the online link only shows to its own people'),
  'GET /api/jobfairs/{id}/jobs/': open("a fair's jobs are public, like the jobs themselves"),
  'GET /api/jobfairs/{id}/calendar.ics': open(
    "the public calendar file for anyone; only a registrant's signed query adds the online link",
  ),
  'PUT /api/jobfairs/{id}/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.fairOfOther }),
    body: (w, t) => Promise.resolve(fairBodyOf(w, t)),
    status: 403,
    error: JOB_FAIR_MESSAGES.notOwner,
  },
  ...Object.fromEntries(
    (['DELETE /api/jobfairs/{id}/', 'GET /api/jobfairs/{id}/employer/jobs/'] as const).map(
      (name): [string, RefusedRule] => [
        name,
        {
          kind: 'refused',
          caller: 'employer',
          params: (w) => ({ id: w.fairOfOther }),
          status: 403,
          error: JOB_FAIR_MESSAGES.notOwner,
        },
      ],
    ),
  ),
  // job fairs: a registration is its registrant's; someone else's is a 404 (its id reveals nothing)
  'PUT /api/jobfair-registrations/{id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.registrationOfOther }),
    body: () => Promise.resolve({ accommodations: ['quiet_room'], accommodation_note: 'A quiet place, please.' }),
    status: 404,
    error: JOB_FAIR_MESSAGES.registrationNotFound,
  },
  'DELETE /api/jobfair-registrations/{id}/': {
    kind: 'refused',
    caller: 'seeker',
    params: (w) => ({ id: w.registrationOfOther }),
    status: 404,
    error: JOB_FAIR_MESSAGES.registrationNotFound,
  },
  'GET /api/registered-users-jobfair/': {
    kind: 'refused',
    caller: 'seeker',
    query: (w) => ({ job_fair_id: w.fairOfOther, user: w.otherSeeker.id }),
    status: 403,
    error: JOB_FAIR_MESSAGES.notForYou,
  },
  // job fairs: the participant side (only the fair's employer; fairs are public, so 403 as for editing one;
  // registrations are not, so theirs answer 404 below)
  ...Object.fromEntries(
    (['participants/', 'report/', 'participants-export/'] as const).map((tail): [string, RefusedRule] => [
      `GET /api/jobfairs/{id}/${tail}`,
      {
        kind: 'refused',
        caller: 'employer',
        params: (w) => ({ id: w.fairOfOther }),
        status: 403,
        error: JOB_FAIR_MESSAGES.notOwner,
      },
    ]),
  ),
  'POST /api/jobfairs/{id}/check-in/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.fairOfOther }),
    body: () => Promise.resolve({ code: 'KJ7Q4M' }),
    status: 403,
    error: JOB_FAIR_MESSAGES.notOwner,
  },
  'GET /api/jobfairs/{id}/participants.csv': SIGNED_LINK,
  ...Object.fromEntries(
    (['invite', 'decline'] as const).map((verb): [string, RefusedRule] => [
      `POST /api/jobfair-registrations/{id}/${verb}/`,
      {
        kind: 'refused',
        caller: 'employer',
        params: (w) => ({ id: w.registrationOfOther }),
        body: () => Promise.resolve({ note: 'Please come to table 3 at 2 PM.' }),
        status: 404,
        error: JOB_FAIR_MESSAGES.registrationNotFound,
      },
    ]),
  ),
  'PATCH /api/jobfair-registrations/{id}/outcome/': {
    kind: 'refused',
    caller: 'employer',
    params: (w) => ({ id: w.registrationOfOther }),
    body: () => Promise.resolve({ outcome: 'hired', accommodation_provided: true }),
    status: 404,
    error: JOB_FAIR_MESSAGES.registrationNotFound,
  },
  // admin
  'POST /api/admin/approve-user/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'POST /api/admin/reject-user/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'DELETE /api/admin/delete-user/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'GET /api/admin/employers/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'DELETE /api/admin/delete-employer/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'DELETE /api/admin/delete-job/{jobId}/': ADMIN_ACTS_ON_ANYONE,
  'POST /api/admin/employer-verifications/{userId}/approve/': ADMIN_ACTS_ON_ANYONE,
  'POST /api/admin/employer-verifications/{userId}/reject/': ADMIN_ACTS_ON_ANYONE,
  'GET /api/admin/employer-verifications/{userId}/document/': SIGNED_LINK,
  'GET /api/retrieve-card/{userId}/': ADMIN_ACTS_ON_ANYONE,
  'PATCH /api/admin/reports/{id}/resolve/': ADMIN_ACTS_ON_ANYONE,
  'PATCH /api/admin/reports/{id}/dismiss/': ADMIN_ACTS_ON_ANYONE,
  'GET /api/pwd-card-image/{userId}/': SIGNED_LINK,
  // accounts
  'GET /api/reset-password/{uid}/{token}/': open(
    'answers only the state of the link whose secret token is in the path',
  ),
  'POST /api/reset-password/{uid}/{token}/': open('the single-use token in the path is the permission'),
};
