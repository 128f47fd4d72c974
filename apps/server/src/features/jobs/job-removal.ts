import { displayName, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { notify } from '../notifications/notifications.service.js';
import type { RemovedApplication } from './job-removal.repo.js';
import { jobRemovedMail } from './jobs.mail.js';

/** The in-app notification an applicant gets when a job they applied to is removed. */
export function jobRemovedNotification(jobTitle: string, company: string) {
  return {
    title: 'A job you applied to was removed',
    action: `The employer removed "${jobTitle}" at ${company}, so your application was withdrawn. You can apply to other jobs on the job feed.`,
  };
}

/**
 * After the removal has committed: tells every applicant in the app and by e-mail, then deletes the
 * resumes they sent. Nothing here can undo the removal, so each failure is only logged (with what is
 * needed to finish by hand). Answers how many applicants were told in the app.
 */
export async function afterJobsRemoved(ctx: AppContext, removed: readonly RemovedApplication[]): Promise<number> {
  let notified = 0;
  for (const application of removed) {
    const company = application.compName ?? UNKNOWN_COMPANY;
    const about = { applicationId: application.applicationId, userId: application.applicantId };
    try {
      const { title, action } = jobRemovedNotification(application.jobTitle, company);
      await notify(ctx, application.applicantId, title, action);
      notified += 1;
    } catch (error) {
      ctx.log.error({ err: error, ...about }, 'job removal notification could not be stored');
    }
    try {
      await ctx.mailer.send(
        jobRemovedMail({
          to: application.email,
          name: displayName(application.firstName, application.lastName),
          jobTitle: application.jobTitle,
          company,
          jobsUrl: `${ctx.config.publicUrl}/job-seeker/dashboard`,
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error, ...about }, 'job removal mail could not be sent');
    }
  }
  await deleteResumeFiles(ctx, removed);
  return notified;
}

async function deleteResumeFiles(ctx: AppContext, removed: readonly RemovedApplication[]): Promise<void> {
  for (const { resumeKey, applicationId } of removed) {
    if (!resumeKey) continue;
    try {
      await ctx.files.delete(resumeKey);
    } catch (error) {
      ctx.log.error(
        { err: error, applicationId, storageKey: resumeKey },
        'resume of a removed job could not be deleted',
      );
    }
  }
}
