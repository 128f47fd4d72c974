import { applicationsApi, type resumeLinkSchema } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type ResumeLink = z.infer<typeof resumeLinkSchema>;

/**
 * A short-lived signed link to an applicant's resume (GET /api/applications/{id}/resume/). The link is
 * opened in a new tab, which cannot carry the token, so it is asked for afresh on every opening.
 */
export function getResumeLink(applicationId: number): Promise<ResumeLink> {
  return callApi(applicationsApi.resumeLink, { params: { id: applicationId } });
}

/** Asks for a fresh resume link when the employer presses Open resume (never cached: it expires). */
export function useResumeLink() {
  return useMutation({ mutationFn: getResumeLink });
}
