import { reportsApi, type createdReportSchema, type JOB_REPORT_REASONS, type ReportReason } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type CreatedJobReport = z.infer<typeof createdReportSchema>;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];

/** A report of a job post: its reason (the contract accepts only JOB_REPORT_REASONS with a job), details, job id. */
export interface NewJobReport {
  reason: ReportReason;
  report_desc: string;
  job: number;
}

/** Reports a job post to the administrators (POST /api/reports/ with `job`, the one target). */
export function createJobReport({ reason, report_desc, job }: NewJobReport): Promise<CreatedJobReport> {
  return callApi(reportsApi.createReport, { body: { reason, report_desc, job } });
}

/** Sends a job report; nothing the reporter sees changes, so nothing is reloaded. */
export function useCreateJobReport() {
  return useMutation({ mutationFn: createJobReport });
}
