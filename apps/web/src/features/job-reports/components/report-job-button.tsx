import { useState } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { ReportJobDialog, type ReportedJob } from './report-job-dialog';

/** The job a Report button sits by: what the dialog names, and who posted it (they get no button). */
export interface ReportableJob extends ReportedJob {
  posted_by: number;
}

/**
 * "Report this job" beside a job's details, for a signed-in person who did not post it (a visitor has no
 * account to report with; an employer does not report their own job). The dialog returns the focus to
 * this button when it closes, so the outcome is said in a live region that is always on the page.
 */
export function ReportJobButton({ job }: { job: ReportableJob }) {
  const session = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState('');
  if (!session || session.userId === job.posted_by) return null;

  function handleReported(text: string) {
    setIsOpen(false);
    setMessage(text);
  }

  return (
    <div className="flex min-w-0 flex-col items-start gap-2">
      <Button
        variant="secondary"
        onPress={() => {
          setMessage('');
          setIsOpen(true);
        }}
      >
        Report this job<span className="sr-only">: {job.job_title}</span>
      </Button>
      <LiveRegion className="break-words text-green-900">
        {message ? (
          <p className="flex items-start gap-2 font-semibold">
            <span aria-hidden="true">✓</span>
            <span>{message}</span>
          </p>
        ) : null}
      </LiveRegion>
      {isOpen ? <ReportJobDialog job={job} onClose={() => setIsOpen(false)} onReported={handleReported} /> : null}
    </div>
  );
}
