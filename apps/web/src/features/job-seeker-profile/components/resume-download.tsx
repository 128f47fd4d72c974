import type { JobSeekerProfile } from '@kakayahan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { userDetailsQueryOptions } from '../api/get-user-details';

export const RESUME_DOWNLOAD_ERROR = 'The resume could not be downloaded. Please try again.';

/** Starts a download of `url` the way a click on a download link would. */
export function startDownload(url: string, fileName: string | null): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download resume (<name>)". The resume link in a profile is short-lived, and a page may stay open
 * longer than it works, so a click first fetches the profile again and downloads from the fresh link.
 * It stays a real link (with the link of the last fetch), so it reads and behaves as one.
 */
export function ResumeDownload({ profile }: { profile: JobSeekerProfile }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');

  if (!profile.employee_resume) {
    return profile.is_self ? <p className="text-slate-700">You have not uploaded a resume yet.</p> : null;
  }

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status === 'busy') return;
    setStatus('busy');
    try {
      const fresh = await queryClient.query({ ...userDetailsQueryOptions(profile.user_id), staleTime: 0 });
      if (!fresh.employee_resume) throw new Error('The resume is no longer there.');
      startDownload(fresh.employee_resume, fresh.resume_name);
      setStatus('idle');
    } catch (error) {
      console.warn('Resume download failed', error);
      setStatus('failed');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <a
        href={profile.employee_resume}
        download={profile.resume_name ?? ''}
        onClick={(event) => void handleClick(event)}
        aria-busy={status === 'busy' ? true : undefined}
        className="inline-flex min-h-11 items-center font-semibold break-all"
      >
        {profile.resume_name ? `Download resume (${profile.resume_name})` : 'Download resume'}
      </a>
      <LiveRegion className="sr-only">{status === 'busy' ? 'Preparing your download…' : ''}</LiveRegion>
      {status === 'failed' ? <Alert tone="error">{RESUME_DOWNLOAD_ERROR}</Alert> : null}
    </div>
  );
}
