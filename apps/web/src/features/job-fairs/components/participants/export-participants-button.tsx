import { ActionError } from '../../../../components/ui/action-dialog';
import { LiveRegion } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useExportParticipants } from '../../api/export-participants';

export const EXPORT_FAILED = 'Failed to download the participants. Please try again.';

/**
 * Download participants (CSV), accommodations included: a fresh signed link each press, downloaded at
 * once. The link is also offered in words, in case the browser did not start the download.
 */
export function ExportParticipantsButton({ jobFairId }: { jobFairId: number }) {
  const exportCsv = useExportParticipants();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onPress={() => exportCsv.mutate(jobFairId)} isPending={exportCsv.isPending}>
        Download participants (CSV)
      </Button>
      <LiveRegion>
        {exportCsv.isSuccess ? (
          <p>
            Your download has started.{' '}
            <a href={exportCsv.data} download="">
              If it did not, download the participants list here
            </a>
            .
          </p>
        ) : null}
      </LiveRegion>
      {exportCsv.isError ? <ActionError message={EXPORT_FAILED} error={exportCsv.error} /> : null}
    </div>
  );
}
