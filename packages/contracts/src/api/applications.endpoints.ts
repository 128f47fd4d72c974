import { z } from 'zod';
import {
  accommodationAnswersRequestSchema,
  accommodationAnswersSavedSchema,
  applicationDecisionSchema,
  applicationIdParamsSchema,
  applicationIdPathSchema,
  applicationSubmittedSchema,
  disclosureRequestSchema,
  disclosureSavedSchema,
  employerDashboardSchema,
  myApplicationListSchema,
  resumeLinkSchema,
  submitApplicationRequestSchema,
} from '../schemas/applications.js';
import { messageResponseSchema } from '../schemas/common.js';
import { pwdCardImageQuerySchema } from '../schemas/pwd-cards.js';
import { endpoint } from './endpoint.js';

const tag = 'Applications';

/** The application form as the API documentation shows it (the server reads and checks the stream itself). */
const submitApplicationFormSchema = submitApplicationRequestSchema.extend({
  resume: z
    .string()
    .meta({ format: 'binary', description: 'PDF or Word, at most 10 MB. Without it, the profile resume is copied.' })
    .optional(),
});

const decisionDescription = 'The applicant is notified in the app and by e-mail.';

/** Applying to jobs, the applicants' and the employers' sides (document 2 §4). */
export const applicationsApi = {
  setDisclosure: endpoint({
    method: 'PUT',
    path: '/api/applications/:id/disclosure/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: show or hide your disability type from the employer of one of your applications',
    description:
      "Only while the application is pending (409 once the employer acted). Someone else's application answers " +
      '404, like a missing one. The ID number and card are never shown to employers either way.',
    params: applicationIdParamsSchema,
    bodyKind: 'json',
    body: disclosureRequestSchema,
    response: disclosureSavedSchema,
    errors: [400, 404, 409, 429],
  }),
  answerAccommodations: endpoint({
    method: 'PUT',
    path: '/api/applications/:id/accommodations/',
    access: ['Employer'],
    tag,
    summary: 'Employer: answer what an applicant of your job asked for the hiring process (arranged or discuss)',
    description: 'Answers replace earlier answers to the same requests; the applicant is told in the app.',
    params: applicationIdParamsSchema,
    bodyKind: 'json',
    body: accommodationAnswersRequestSchema,
    response: accommodationAnswersSavedSchema,
    errors: [400, 403, 404, 429],
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/submit-application/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: apply to a job (multipart form; applicant data comes from the stored profile)',
    description:
      'The applicant_* fields are accepted but ignored: name, role, experience, location, skills and contact ' +
      'number are copied from the stored profile, which must be complete (400 otherwise). The resume is the ' +
      'uploaded file (PDF or Word by its bytes, else 415) or a copy of the profile resume; none is fine. ' +
      'disclose_disability (default false) lets the employer see the disability type; accommodations (keys ' +
      'separated by commas) and accommodation_note ask for what the hiring process needs ("other" needs the note).',
    bodyKind: 'multipart',
    body: submitApplicationFormSchema,
    status: 201,
    response: applicationSubmittedSchema,
    errors: [400, 404, 409, 413, 415, 429],
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/cancel-application/:application_id/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: withdraw one of your own applications (no body)',
    description: "Someone else's application answers 404, like a missing one.",
    params: applicationIdPathSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 404],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/applications/:id/approve/',
    access: ['Employer'],
    tag,
    summary: 'Employer: approve a pending applicant of your job (no body)',
    description: decisionDescription,
    params: applicationIdParamsSchema,
    bodyKind: 'none',
    response: applicationDecisionSchema,
    errors: [400, 404, 409],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/applications/:id/decline/',
    access: ['Employer'],
    tag,
    summary: 'Employer: decline a pending applicant of your job (no body)',
    description: decisionDescription,
    params: applicationIdParamsSchema,
    bodyKind: 'none',
    response: applicationDecisionSchema,
    errors: [400, 404, 409],
  }),
  deleteOfApplicant: endpoint({
    method: 'DELETE',
    path: '/api/delete-application/:application_id/',
    access: ['Employer'],
    tag,
    summary: 'Employer: remove a pending applicant of your job (no body)',
    description: 'The applicant is told in the app and by e-mail that you are not moving forward.',
    params: applicationIdPathSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  myApplications: endpoint({
    method: 'GET',
    path: '/api/my-applications/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: your applications, newest first',
    bodyKind: 'none',
    response: myApplicationListSchema,
  }),
  employerDashboard: endpoint({
    method: 'GET',
    path: '/api/employer-dashboard',
    access: ['Employer'],
    tag,
    summary: 'Employer: counts, every applicant to your jobs (newest first) and your postings',
    bodyKind: 'none',
    response: employerDashboardSchema,
  }),
  resumeLink: endpoint({
    method: 'GET',
    path: '/api/applications/:id/resume/',
    access: ['Employer', 'Admin'],
    tag,
    summary: "Employer (of the job) or admin: a link to the applicant's resume that works for 5 minutes",
    params: applicationIdParamsSchema,
    bodyKind: 'none',
    response: resumeLinkSchema,
    errors: [400, 404],
  }),
  // The query has the same shape as a card image's signed link (expires, signature; both optional so a
  // missing one answers 403, not a validation error).
  resume: endpoint({
    method: 'GET',
    path: '/api/application-resume/:id/',
    access: 'signed link',
    tag,
    summary: 'The resume itself, for a signed link from /api/applications/{id}/resume/',
    description: 'Answers the document (PDF or Word) as a download when the signature is valid and unexpired.',
    params: applicationIdParamsSchema,
    query: pwdCardImageQuerySchema,
    bodyKind: 'none',
    response: 'bytes',
    errors: [400, 403, 404],
  }),
} as const;
