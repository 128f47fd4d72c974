import { z } from 'zod';
import { messageResponseSchema, userIdParamsSchema } from '../schemas/common.js';
import {
  EDIT_PROFILE_FIELDS,
  editProfileRequestSchema,
  jobSeekerProfileSchema,
  profilePictureResponseSchema,
  profileViewListSchema,
  profileSavedSchema,
} from '../schemas/profiles.js';
import { pwdCardImageQuerySchema } from '../schemas/pwd-cards.js';
import { endpoint } from './endpoint.js';

const tag = 'Job seeker profiles';

/**
 * The profile form as the API documentation shows it: the text fields of editProfileRequestSchema plus
 * the two optional files (the server reads and checks the stream itself).
 */
const editProfileFormSchema = editProfileRequestSchema
  .extend({
    profile_picture: z
      .string()
      .meta({ format: 'binary', description: 'Optional picture: JPEG, PNG, WebP or AVIF, at most 10 MB.' })
      .optional(),
    employee_resume: z
      .string()
      .meta({ format: 'binary', description: 'Optional resume: PDF or Word, at most 10 MB.' })
      .optional(),
  })
  .meta({ id: 'EditProfileForm' });

/** The job seekers' profiles (document 2 §3, §5). */
export const jobSeekerProfilesApi = {
  userDetails: endpoint({
    method: 'GET',
    path: '/api/get-user-details/:userId/',
    access: 'anyone',
    tag,
    summary: "A job seeker's profile (token optional: what you see depends on who you are)",
    description:
      'Everyone sees the professional profile. Employers also see e-mail, contact number and disability, ' +
      'and the resume once the person applied to one of their jobs; the person and admins see everything. ' +
      'The resume is a signed link that works for 5 minutes. Never the ID number or the card.',
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: jobSeekerProfileSchema,
    errors: [400, 404],
  }),
  editProfile: endpoint({
    method: 'PUT',
    path: '/api/edit-profile/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: save your profile (multipart form)',
    description:
      `Text fields ${EDIT_PROFILE_FIELDS.join(', ')} (each optional: a field left out keeps its value), an ` +
      'optional profile_picture (JPEG, PNG, WebP or AVIF; re-encoded without metadata) and an optional ' +
      'employee_resume (PDF or Word, at most 10 MB, checked by its bytes). Other fields are ignored.',
    bodyKind: 'multipart',
    body: editProfileFormSchema,
    response: profileSavedSchema,
    errors: [400, 413, 415, 429],
  }),
  profileViews: endpoint({
    method: 'GET',
    path: '/api/profile-views/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: which employers opened your profile or one of your resumes, and when (newest first)',
    bodyKind: 'none',
    response: profileViewListSchema,
  }),
  profilePicture: endpoint({
    method: 'GET',
    path: '/api/get-profile-picture/',
    access: 'signed in',
    tag,
    summary: 'Your own profile picture path (null without one)',
    bodyKind: 'none',
    response: profilePictureResponseSchema,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/delete-account/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: delete your account, profile, preferences, applications and files',
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [429],
  }),
  resume: endpoint({
    method: 'GET',
    path: '/api/resume/:userId/',
    access: 'signed link',
    tag,
    summary: 'A resume itself, for a signed link from /api/get-user-details/',
    description: 'Downloads the PDF or Word file when the signature is valid and unexpired (5 minutes).',
    params: userIdParamsSchema,
    query: pwdCardImageQuerySchema,
    bodyKind: 'none',
    response: 'bytes',
    errors: [400, 403, 404],
  }),
} as const;
