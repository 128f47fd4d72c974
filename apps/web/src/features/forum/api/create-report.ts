import { reportsApi, type createdReportSchema, type ReportReason } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type CreatedReport = z.infer<typeof createdReportSchema>;

/** What is reported: a post or a comment (a reply is a comment). */
export type ReportTarget = { kind: 'post'; id: number } | { kind: 'comment'; id: number };

export interface NewReport {
  reason: ReportReason;
  report_desc: string;
  target: ReportTarget;
}

/** Reports a post or a comment to the administrators (POST /api/reports/, exactly one of post and comment). */
export function createReport({ reason, report_desc, target }: NewReport): Promise<CreatedReport> {
  const body =
    target.kind === 'post' ? { reason, report_desc, post: target.id } : { reason, report_desc, comment: target.id };
  return callApi(reportsApi.createReport, { body });
}

/** Sends a report; the forum itself does not change, so nothing is reloaded. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
