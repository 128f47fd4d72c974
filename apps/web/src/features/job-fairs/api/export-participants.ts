import { jobFairsApi, type EndpointResult } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type ExportLink = EndpointResult<typeof jobFairsApi.exportLink>;

/**
 * A five-minute signed link to the participants CSV (GET /api/jobfairs/{id}/participants-export/). A
 * download cannot carry the token, so the link is asked for afresh on every press (never cached).
 */
export function getParticipantsExportLink(jobFairId: number): Promise<ExportLink> {
  return callApi(jobFairsApi.exportLink, { params: { id: jobFairId } });
}

/** Starts a download of `url` the way a click on a download link would (the page stays where it is). */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Asks for the signed link, then downloads the CSV from it; resolves with the link (offered as a fallback). */
export function useExportParticipants() {
  return useMutation({
    mutationFn: async (jobFairId: number) => {
      const { url } = await getParticipantsExportLink(jobFairId);
      startDownload(url);
      return url;
    },
  });
}
