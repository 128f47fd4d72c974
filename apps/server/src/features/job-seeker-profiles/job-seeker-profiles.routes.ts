import { EDIT_PROFILE_FIELDS, jobSeekerProfilesApi, PROFILE_MESSAGES } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendPrivateFile } from '../../platform/files/signed-file.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { deleteOwnAccount } from './delete-account.service.js';
import { EDIT_PROFILE_FILE_FIELDS, editProfile, type EditProfileForm } from './edit-profile.service.js';
import { getProfilePicture, getUserDetails, readResume } from './job-seeker-profiles.service.js';

/** Counted per signed-in person, not per address: a disability affairs office may share one network. */
function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

export const PROFILE_RATE_LIMITS = {
  edit: { max: 30, timeWindow: '10 minutes', keyGenerator: perPerson },
  deleteAccount: { max: 5, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

function readEditProfileForm(request: FastifyRequest): Promise<EditProfileForm> {
  return readFormUpload(request, {
    fileFields: EDIT_PROFILE_FILE_FIELDS,
    textFields: EDIT_PROFILE_FIELDS,
    notMultipartMessage: PROFILE_MESSAGES.notMultipart,
  });
}

/** The job seekers' profiles: reading one (token optional), editing and deleting your own, the resume link. */
export function jobSeekerProfileRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobSeekerProfilesApi.userDetails, ({ actor, params }) => getUserDetails(ctx, actor, params.userId)),
    route(
      jobSeekerProfilesApi.editProfile,
      ({ actor, request }) => editProfile(ctx, actor, () => readEditProfileForm(request)),
      { rateLimit: PROFILE_RATE_LIMITS.edit, notMultipartMessage: PROFILE_MESSAGES.notMultipart },
    ),
    route(jobSeekerProfilesApi.profilePicture, ({ actor }) => getProfilePicture(ctx, actor)),
    route(jobSeekerProfilesApi.deleteAccount, ({ actor }) => deleteOwnAccount(ctx, actor), {
      rateLimit: PROFILE_RATE_LIMITS.deleteAccount,
    }),
    // The answer is the document's bytes, so the handler sends it on the reply itself.
    route(jobSeekerProfilesApi.resume, async ({ params, query, reply }) =>
      sendPrivateFile(reply, await readResume(ctx, params.userId, query)),
    ),
  ];
}
