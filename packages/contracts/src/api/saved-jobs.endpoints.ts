import { messageResponseSchema } from '../schemas/common.js';
import {
  jobSavedSchema,
  savedJobIdParamsSchema,
  savedJobListSchema,
  saveJobRequestSchema,
} from '../schemas/saved-jobs.js';
import { endpoint } from './endpoint.js';

const tag = 'Saved jobs';

/** A job seeker's saved jobs (issue 16, decision 035). */
export const savedJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/saved-jobs/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: your saved jobs, newest first; a removed job stays as a note (job null)',
    bodyKind: 'none',
    response: savedJobListSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/saved-jobs/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: save a job (saving it again answers the same entry)',
    bodyKind: 'json',
    body: saveJobRequestSchema,
    status: 201,
    response: jobSavedSchema,
    errors: [400, 404, 409, 429],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/saved-jobs/:saved_id/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: take a job (or the note of a removed one) off your saved jobs',
    description: "Someone else's entry answers 404, like a missing one.",
    params: savedJobIdParamsSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 404],
  }),
} as const;
