import {
  APPLICATION_ACTION,
  applicationsApi,
  sortAccommodationKinds,
  type AccommodationKind,
  type applicationSubmittedSchema,
  type JobSeekerProfile,
} from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { jobQueryKey } from '../../employer-jobs';
import { MY_APPLICATIONS_QUERY_KEY } from './get-my-applications';
import { JOB_FEED_QUERY_KEY } from './get-recommended-jobs';

export type ApplicationSubmitted = z.infer<typeof applicationSubmittedSchema>;

export interface SubmitApplicationInput {
  postId: number;
  profile: JobSeekerProfile;
  /** A resume for this application only; without one the server uses the profile's resume. */
  resume: File | null;
  /** Whether this employer may see the disability type (otherwise "Not disclosed"); never the PWD ID. */
  discloseDisability: boolean;
  /** What the person asks for the hiring process, in any order (sent in the form's order). */
  accommodations: readonly AccommodationKind[];
  /** Detail for the requests; required by the server when "other" is asked for. */
  accommodationNote: string;
}

/**
 * The multipart body of POST /api/submit-application/. The applicant_* fields are sent as the contract
 * lists them, although the server copies them from the stored profile.
 */
export function applicationFormData({
  postId,
  profile,
  resume,
  discloseDisability,
  accommodations,
  accommodationNote,
}: SubmitApplicationInput): FormData {
  const form = new FormData();
  form.set('job_post', String(postId));
  form.set('application_action', APPLICATION_ACTION);
  form.set('applicant_name', profile.full_name);
  form.set('applicant_role', profile.role);
  form.set('applicant_experience', profile.experience);
  form.set('applicant_location', profile.location);
  form.set('applicant_skills', profile.skills);
  form.set('disclose_disability', String(discloseDisability));
  // Keys separated by commas, in the contract's order; '' when nothing is asked for.
  form.set('accommodations', sortAccommodationKinds(accommodations).join(','));
  form.set('accommodation_note', accommodationNote);
  if (resume) form.set('resume', resume);
  return form;
}

/** Applies to a job. */
export function submitApplication(input: SubmitApplicationInput): Promise<ApplicationSubmitted> {
  return callApi(applicationsApi.submit, { form: applicationFormData(input) });
}

/**
 * Applies, then marks what changed as stale: the own applications, the feed lists and the job (they
 * show the application). The success is shown without waiting for any refetch.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: JOB_FEED_QUERY_KEY });
      // The job page now says "Applied on …" (the apply page shows its success first, so nothing jumps).
      void queryClient.invalidateQueries({ queryKey: jobQueryKey(input.postId) });
    },
  });
}
