/** The table of endpoints the refusal tests walk: who may call each, on what object, with what body. */
import {
  editJobBody,
  EMPLOYER_FORM,
  newJobBody,
  type Call,
  type Role,
  type World,
} from './access-refusals.test-support.js';

/**
 * Who may call: `anyone` (no token needed), `signed link` (no token; a valid signature instead),
 * `signed in` (any role), or a list of roles.
 */
export type Who = 'anyone' | 'signed link' | 'signed in' | Role[];

export interface Endpoint {
  route: string;
  who: Who;
  /** The id the call acts on by default: an object of the allowed caller (undefined: no id). */
  id?: (w: World) => number;
  /** The call with an id (path or query) in its id slot, and a body the allowed caller could send. */
  call: (id: string) => Call;
}

/** The endpoints; `world` gives the test's data once it exists (calls are built inside the tests). */
export function endpointTable(world: () => World): Endpoint[] {
  return [
    // jobs
    {
      route: 'GET /api/all-jobs-public/',
      who: 'anyone',
      call: () => ({ method: 'GET', url: '/api/all-jobs-public/' }),
    },
    { route: 'GET /api/tags/', who: 'anyone', call: () => ({ method: 'GET', url: '/api/tags/' }) },
    {
      route: 'GET /api/disability-tags/',
      who: 'anyone',
      call: () => ({ method: 'GET', url: '/api/disability-tags/' }),
    },
    {
      route: 'GET /api/job-post-tags/{jobId}/',
      who: 'anyone',
      id: (w) => w.jobA,
      call: (id) => ({ method: 'GET', url: `/api/job-post-tags/${id}/` }),
    },
    {
      route: 'GET /api/job-post-disability-tags/{jobId}/',
      who: 'anyone',
      id: (w) => w.jobA,
      call: (id) => ({ method: 'GET', url: `/api/job-post-disability-tags/${id}/` }),
    },
    {
      route: 'GET /api/job/{post_id}',
      who: 'anyone',
      id: (w) => w.jobA,
      call: (id) => ({ method: 'GET', url: `/api/job/${id}` }),
    },
    {
      route: 'GET /api/employer-jobs/',
      who: ['Employer'],
      call: () => ({ method: 'GET', url: '/api/employer-jobs/' }),
    },
    { route: 'GET /api/all-jobs/', who: 'signed in', call: () => ({ method: 'GET', url: '/api/all-jobs/' }) },
    {
      route: 'POST /api/post-job/',
      who: ['Employer'],
      call: () => ({ method: 'POST', url: '/api/post-job/', json: newJobBody(world()) }),
    },
    {
      route: 'PUT /api/edit-job-post/{jobId}/',
      who: ['Employer'],
      id: (w) => w.jobA,
      call: (id) => ({ method: 'PUT', url: `/api/edit-job-post/${id}/`, json: editJobBody(world()) }),
    },
    {
      route: 'DELETE /api/delete-job/{post_id}/',
      who: ['Employer'],
      id: (w) => w.jobA,
      call: (id) => ({ method: 'DELETE', url: `/api/delete-job/${id}/` }),
    },
    {
      route: 'DELETE /api/delete-emp-account/',
      who: ['Employer'],
      call: () => ({ method: 'DELETE', url: '/api/delete-emp-account/' }),
    },
    // employer profiles
    {
      route: 'POST /api/employer-profile/',
      who: ['Employer'],
      call: () => ({ method: 'POST', url: '/api/employer-profile/', form: EMPLOYER_FORM }),
    },
    {
      route: 'GET /api/get-employer-details/{userId}/',
      who: 'signed in',
      id: (w) => w.employerA.id,
      call: (id) => ({ method: 'GET', url: `/api/get-employer-details/${id}/` }),
    },
    // job seeker profiles
    {
      route: 'GET /api/get-user-details/{userId}/',
      who: 'anyone',
      id: (w) => w.seeker.id,
      call: (id) => ({ method: 'GET', url: `/api/get-user-details/${id}/` }),
    },
    {
      route: 'PUT /api/edit-profile/',
      who: ['Employee'],
      call: () => ({ method: 'PUT', url: '/api/edit-profile/', form: [{ name: 'full_name', value: 'Changed Name' }] }),
    },
    {
      route: 'GET /api/get-profile-picture/',
      who: 'signed in',
      call: () => ({ method: 'GET', url: '/api/get-profile-picture/' }),
    },
    {
      route: 'DELETE /api/delete-account/',
      who: ['Employee'],
      call: () => ({ method: 'DELETE', url: '/api/delete-account/' }),
    },
    {
      route: 'GET /api/resume/{userId}/',
      who: 'signed link',
      id: (w) => w.seeker.id,
      call: (id) => ({ method: 'GET', url: `/api/resume/${id}/` }),
    },
    // preferences
    {
      route: 'GET /api/user-preferences/{userId}/',
      who: 'signed in', // yourself (or an admin): the other-person cases are below
      id: (w) => w.seeker.id,
      call: (id) => ({ method: 'GET', url: `/api/user-preferences/${id}/` }),
    },
    { route: 'GET /api/preferences/', who: ['Employee'], call: () => ({ method: 'GET', url: '/api/preferences/' }) },
    {
      route: 'POST /api/save-preferences/',
      who: ['Employee'],
      call: () => ({ method: 'POST', url: '/api/save-preferences/', json: { tags: [world().tagId] } }),
    },
    // applications
    {
      route: 'POST /api/submit-application/',
      who: ['Employee'],
      call: () => ({
        method: 'POST',
        url: '/api/submit-application/',
        form: [{ name: 'job_post', value: String(world().jobB) }],
      }),
    },
    {
      route: 'DELETE /api/cancel-application/{application_id}/',
      who: ['Employee'],
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'DELETE', url: `/api/cancel-application/${id}/` }),
    },
    {
      route: 'POST /api/applications/{id}/approve/',
      who: ['Employer'],
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'POST', url: `/api/applications/${id}/approve/` }),
    },
    {
      route: 'POST /api/applications/{id}/decline/',
      who: ['Employer'],
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'POST', url: `/api/applications/${id}/decline/` }),
    },
    {
      route: 'DELETE /api/delete-application/{application_id}/',
      who: ['Employer'],
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'DELETE', url: `/api/delete-application/${id}/` }),
    },
    {
      route: 'GET /api/my-applications/',
      who: ['Employee'],
      call: () => ({ method: 'GET', url: '/api/my-applications/' }),
    },
    {
      route: 'GET /api/employer-dashboard',
      who: ['Employer'],
      call: () => ({ method: 'GET', url: '/api/employer-dashboard' }),
    },
    {
      route: 'GET /api/applications/{id}/resume/',
      who: ['Employer', 'Admin'],
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'GET', url: `/api/applications/${id}/resume/` }),
    },
    {
      route: 'GET /api/application-resume/{id}/',
      who: 'signed link',
      id: (w) => w.appOfSeeker,
      call: (id) => ({ method: 'GET', url: `/api/application-resume/${id}/` }),
    },
    // recommendations
    {
      route: 'GET /api/recommend_jobs/?user_id={id}',
      who: ['Employee'],
      id: (w) => w.seeker.id,
      call: (id) => ({ method: 'GET', url: `/api/recommend_jobs/?user_id=${id}` }),
    },
  ];
}
