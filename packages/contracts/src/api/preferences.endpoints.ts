import { hasPreferencesResponseSchema } from '../schemas/auth.js';
import { userIdParamsSchema } from '../schemas/common.js';
import {
  preferenceOptionListSchema,
  savePreferencesRequestSchema,
  savePreferencesResponseSchema,
  workNeedsSavedSchema,
  workNeedsSchema,
} from '../schemas/profiles.js';
import { endpoint } from './endpoint.js';

const tag = 'Preferences';

/** A job seeker's specialty preferences (the tags their recommendations are matched on). */
export const preferencesApi = {
  hasPreferences: endpoint({
    method: 'GET',
    path: '/api/user-preferences/:userId/',
    // Any role may ask; the service lets only the person themself (or an admin) see the answer.
    access: 'signed in',
    tag,
    summary: 'Whether the user has chosen specialty preferences (yourself only)',
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: hasPreferencesResponseSchema,
    errors: [400, 403],
  }),
  listOptions: endpoint({
    method: 'GET',
    path: '/api/preferences/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: every specialty tag by name, with your own choices marked',
    bodyKind: 'none',
    response: preferenceOptionListSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/save-preferences/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: replace your specialty preferences (1 to 5 tag ids)',
    description: 'has_profile says whether your profile is complete (the picker then goes home, else to Edit Profile).',
    bodyKind: 'json',
    body: savePreferencesRequestSchema,
    response: savePreferencesResponseSchema,
    errors: [400, 429],
  }),
  workNeeds: endpoint({
    method: 'GET',
    path: '/api/work-needs/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: what you need at work (private: nobody else ever sees it)',
    bodyKind: 'none',
    response: workNeedsSchema,
  }),
  saveWorkNeeds: endpoint({
    method: 'PUT',
    path: '/api/work-needs/',
    access: ['Employee'],
    tag,
    summary: 'Job seeker: replace what you need at work (workplace accessibility keys; an empty list clears it)',
    description:
      'Recommendations then say which of these needs each job meets (match.workplace). Never shown to employers ' +
      'or admins.',
    bodyKind: 'json',
    body: workNeedsSchema,
    response: workNeedsSavedSchema,
    errors: [400, 429],
  }),
} as const;
