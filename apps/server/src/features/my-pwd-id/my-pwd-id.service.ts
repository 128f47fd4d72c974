import { MY_PWD_ID_MESSAGES, type MyPwdId, type UpdateMyPwdIdRequest } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, notFound } from '../../platform/errors.js';
import { removeAccountFiles, removeJobSeekerAccount } from '../admin-users/index.js';
import { cardImageLink, discardCardFile, findPwdCard, prepareCardFile, recordCard } from '../pwd-cards/index.js';
import { presentMyPwdId } from './my-pwd-id.presenter.js';
import {
  findRegistration,
  lockRegistration,
  recentApprovalWait,
  updateRegistration,
  type RegistrationRow,
} from './my-pwd-id.repo.js';

/** The usual wait is the median over this many recent approvals... */
export const USUAL_WAIT_SAMPLE = 50;
/** ...and is not said at all when fewer than this many were approved. */
export const USUAL_WAIT_MIN_APPROVALS = 5;

/** The median hours from registration to approval over recent approvals, or null when too few to say. */
async function usualWaitHours(ctx: AppContext): Promise<number | null> {
  const { medianHours, count } = await recentApprovalWait(ctx.db, USUAL_WAIT_SAMPLE);
  if (count < USUAL_WAIT_MIN_APPROVALS || medianHours === null) return null;
  return Math.round(medianHours * 10) / 10;
}

/** The registration as its owner sees it, with a fresh signed path to the card on file. */
async function answerOf(ctx: AppContext, user: RegistrationRow): Promise<MyPwdId> {
  const card = await findPwdCard(ctx.db, user.id);
  const view = card ? { ...cardImageLink(ctx, user.id), uploadedAt: card.createdAt } : null;
  return presentMyPwdId(user, view, await usualWaitHours(ctx));
}

/** Locks the caller's own registration and refuses a change once it was approved (409). */
async function lockPending(tx: Database, actor: AuthUser): Promise<RegistrationRow> {
  const user = await lockRegistration(tx, actor.id);
  if (!user) throw notFound(MY_PWD_ID_MESSAGES.notFound);
  if (user.isApproved) throw conflict(MY_PWD_ID_MESSAGES.alreadyApproved);
  return user;
}

/** GET: a job seeker's own registration, pending (to check and correct) or approved (to read). */
export async function getMyPwdId(ctx: AppContext, actor: AuthUser): Promise<MyPwdId> {
  requireRole(actor, 'Employee');
  const user = await findRegistration(ctx.db, actor.id);
  if (!user) throw notFound(MY_PWD_ID_MESSAGES.notFound);
  return answerOf(ctx, user);
}

/** PATCH: corrects the ID number and/or disability type while an administrator has not approved them. */
export async function updateMyPwdId(
  ctx: AppContext,
  actor: AuthUser,
  changes: Pick<UpdateMyPwdIdRequest, 'ID_number' | 'user_disability'>,
): Promise<MyPwdId> {
  requireRole(actor, 'Employee');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockPending(tx, actor);
    await updateRegistration(tx, actor.id, { idNumber: changes.ID_number, disability: changes.user_disability }, now);
  });
  ctx.log.info({ userId: actor.id }, 'pending registration corrected');
  return getMyPwdId(ctx, actor);
}

/**
 * POST card: a clearer card photo while waiting for approval, checked and stored like the sign-up's upload
 * (same limits, re-encoding and messages) and read in the background. It takes the old photo's place in one
 * transaction; the old file is removed only after that commits (the new one if it does not).
 */
export async function replaceMyCard(ctx: AppContext, actor: AuthUser, bytes: Buffer): Promise<MyPwdId> {
  requireRole(actor, 'Employee');
  // Cheap check before the image is decoded, so a refused call costs little.
  const current = await findRegistration(ctx.db, actor.id);
  if (!current) throw notFound(MY_PWD_ID_MESSAGES.notFound);
  if (current.isApproved) throw conflict(MY_PWD_ID_MESSAGES.alreadyApproved);
  const card = await prepareCardFile(ctx, actor.id, bytes);
  let previousKey: string | null;
  try {
    ({ previousKey } = await ctx.db.transaction(async (tx) => {
      await lockPending(tx, actor);
      return recordCard(ctx, tx, card, ctx.now());
    }));
  } catch (error) {
    await discardCardFile(ctx, card.values.storageKey);
    throw error;
  }
  if (previousKey) await discardCardFile(ctx, previousKey);
  ctx.log.info({ userId: actor.id, bytes: card.values.byteSize }, 'PWD card replaced');
  return getMyPwdId(ctx, actor);
}

/**
 * DELETE: withdraws a registration still waiting for approval. The account, its sessions and everything
 * hanging on it go in one transaction (the removal an administrator's rejection uses); the card photo and
 * any other stored file after it commits.
 */
export async function withdrawMyRegistration(ctx: AppContext, actor: AuthUser): Promise<{ message: string }> {
  requireRole(actor, 'Employee');
  const fileKeys = await ctx.db.transaction(async (tx) => {
    await lockPending(tx, actor);
    return removeJobSeekerAccount(ctx, tx, actor.id);
  });
  await removeAccountFiles(ctx, actor.id, fileKeys);
  ctx.log.info({ userId: actor.id }, 'registration withdrawn by its owner');
  return { message: MY_PWD_ID_MESSAGES.withdrawn };
}
