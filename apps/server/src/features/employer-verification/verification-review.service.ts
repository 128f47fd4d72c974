import {
  adminPageWindow,
  displayName,
  EMPLOYER_VERIFICATION_MESSAGES,
  employerVerificationApi,
  type adminEmployerVerificationListQuerySchema,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, notFound } from '../../platform/errors.js';
import { signedFileEndpoint, type PrivateFileAnswer, type SignedLinkQuery } from '../../platform/files/signed-file.js';
import { recordAdminAction } from '../audit-log/index.js';
import {
  findVerification,
  findVerificationEmployer,
  listVerifications,
  lockVerification,
  markDecided,
  type AdminVerificationRow,
} from './employer-verification.repo.js';

export type AdminVerificationListQuery = z.output<typeof adminEmployerVerificationListQuerySchema>;

/**
 * How long a link to a certificate works: long enough to open it from the list an admin is reading,
 * short enough that a forwarded link dies (the list hands out fresh links each time it loads).
 */
export const CERTIFICATE_LINK_TTL_SECONDS = 10 * 60;

/** The certificate behind a signed link, downloaded (or shown by an <img>) under the name it was stored with. */
const certificates = signedFileEndpoint(employerVerificationApi.document, {
  ttlSeconds: CERTIFICATE_LINK_TTL_SECONDS,
  disposition: { type: 'attachment', fallbackName: 'registration-certificate' },
  messages: {
    invalidLink: EMPLOYER_VERIFICATION_MESSAGES.documentLinkInvalid,
    missing: EMPLOYER_VERIFICATION_MESSAGES.verificationNotFound,
  },
});

/** One page of registrations, each with a fresh signed link to its certificate, and the number matching. */
export interface VerificationPage {
  items: { row: AdminVerificationRow; documentUrl: string }[];
  total: number;
}

/** Registrations by status, searched and paged (X-Total-Count), each with a link to its certificate. Admins only. */
export async function listVerificationsForAdmin(
  ctx: AppContext,
  actor: AuthUser,
  query: AdminVerificationListQuery,
): Promise<VerificationPage> {
  requireRole(actor, 'Admin');
  const { rows, total } = await listVerifications(ctx.db, {
    status: query.status,
    search: query.search || undefined,
    window: adminPageWindow(query),
  });
  const items = rows.map((row) => ({
    row,
    documentUrl: certificates.link(ctx, { userId: row.verification.employerId }).url,
  }));
  return { items, total };
}

/** The certificate for a valid, unexpired signed link (403 otherwise; 404 when there is none any more). */
export function readCertificate(ctx: AppContext, userId: number, query: SignedLinkQuery): Promise<PrivateFileAnswer> {
  return certificates.open(ctx, { userId }, query, async () => {
    const row = await findVerification(ctx.db, userId);
    return row && { key: row.documentKey, contentType: row.documentContentType, name: row.documentName };
  });
}

/**
 * An admin's decision on a pending registration: the status, its audit record and the announcement commit
 * together, with the registration locked (a second decision waits, then finds it no longer pending). The
 * employer is told by the subscribers after the commit (an in-app notification and a mail).
 */
async function decide(
  ctx: AppContext,
  actor: AuthUser,
  employerId: number,
  outcome: 'verified' | 'rejected',
  reason: string | null,
): Promise<void> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockVerification(tx, employerId);
    if (!current) throw notFound(EMPLOYER_VERIFICATION_MESSAGES.verificationNotFound);
    if (current.status !== 'pending') throw conflict(EMPLOYER_VERIFICATION_MESSAGES.notPending);
    // The registration's foreign key cascades with the account, so its employer is there.
    const employer = await findVerificationEmployer(tx, employerId);
    if (!employer) throw notFound(EMPLOYER_VERIFICATION_MESSAGES.verificationNotFound);
    const contactName = displayName(employer.firstName, employer.lastName);
    await markDecided(tx, employerId, { status: outcome, reason, decidedBy: actor.id, at: now });
    await recordAdminAction(tx, actor, {
      action: outcome === 'verified' ? 'approve_employer_verification' : 'reject_employer_verification',
      subjectType: 'employer',
      subjectId: employerId,
      subjectLabel: employer.compName ?? contactName,
      subjectEmail: employer.email,
      reason,
      at: now,
    });
    await ctx.events.emit(tx, 'employer-verification.decided', {
      userId: employerId,
      email: employer.email,
      name: contactName,
      company: employer.compName ?? '',
      outcome,
      reason,
    });
  });
}

/** Verifies a pending registration: the employer's profile and jobs carry the badge from now on. */
export async function approveVerification(
  ctx: AppContext,
  actor: AuthUser,
  employerId: number,
): Promise<{ message: string }> {
  await decide(ctx, actor, employerId, 'verified', null);
  return { message: EMPLOYER_VERIFICATION_MESSAGES.approved };
}

/** Rejects a pending registration with the reason the employer reads (validated by the contract). */
export async function rejectVerification(
  ctx: AppContext,
  actor: AuthUser,
  employerId: number,
  reason: string,
): Promise<{ message: string }> {
  await decide(ctx, actor, employerId, 'rejected', reason);
  return { message: EMPLOYER_VERIFICATION_MESSAGES.rejected };
}
