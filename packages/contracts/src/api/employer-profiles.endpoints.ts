import { z } from 'zod';
import { userIdParamsSchema } from '../schemas/common.js';
import {
  companyPageSchema,
  employerIdParamsSchema,
  employerProfileRequestSchema,
  employerProfileSavedSchema,
  employerProfileSchema,
} from '../schemas/profiles.js';
import { endpoint } from './endpoint.js';

const tag = 'Employer profiles';

/**
 * The company profile form as the API documentation shows it: the text fields of
 * employerProfileRequestSchema plus the optional logo file (the server reads and checks the stream itself).
 */
const employerProfileFormSchema = employerProfileRequestSchema
  .extend({
    comp_logo: z
      .string()
      .meta({ format: 'binary', description: 'Optional company logo: JPEG, PNG, WebP or AVIF, at most 10 MB.' })
      .optional(),
  })
  .meta({ id: 'EmployerProfileForm' });

/** The company profiles (document 1 §2 "Employer profile view", document 2 §3, §5). */
export const employerProfilesApi = {
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/employer-profile/',
    access: ['Employer'],
    tag,
    summary: "Employer: create or update the company profile (multipart, optional logo in 'comp_logo')",
    description:
      'Writes the profile of the signed-in employer (never anyone else: the form carries no owner). ' +
      'A new logo is re-encoded without metadata and served under /media/logos/; the old one is removed.',
    bodyKind: 'multipart',
    body: employerProfileFormSchema,
    response: employerProfileSavedSchema,
    errors: [400, 413, 415, 429],
  }),
  employerDetails: endpoint({
    method: 'GET',
    path: '/api/get-employer-details/:userId/',
    access: 'signed in',
    tag,
    summary: "The company profile of an employer (any signed-in user: job seekers read a job's company)",
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: employerProfileSchema,
    errors: [400, 404],
  }),
  companyPage: endpoint({
    method: 'GET',
    path: '/api/companies/:employerId/',
    access: 'anyone',
    tag,
    summary: "A company's public page: name, logo, description, industry, location, badge and open jobs",
    description:
      'For anyone, signed in or not. 404 for an unknown id, an account that is not an employer, or an employer ' +
      'without a company profile. No contact number or e-mail.',
    params: employerIdParamsSchema,
    bodyKind: 'none',
    response: companyPageSchema,
    errors: [400, 404],
  }),
} as const;
