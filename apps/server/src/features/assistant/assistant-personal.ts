import {
  formatFairDate,
  formatFairTime,
  manilaParts,
  type AssistantLanguage,
  type HelpPersonalTopic,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { countApplications, readApprovalState, readNextRegisteredFair } from './assistant.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Wednesday, November 25, 2026" in Manila. */
function manilaDate(instant: Date): string {
  return formatFairDate(manilaParts(instant).date);
}

function daysSince(instant: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - instant.getTime()) / DAY_MS));
}

function daysText(days: number, language: AssistantLanguage): string {
  if (language === 'fil') return days === 0 ? 'ngayong araw' : `${days} araw na ang nakalipas`;
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

async function approvalLine(ctx: AppContext, actor: AuthUser, language: AssistantLanguage): Promise<string | null> {
  const state = await readApprovalState(ctx.db, actor.id);
  if (!state) return null;
  const fil = language === 'fil';
  if (state.isApproved) {
    const when = state.approvedAt ? manilaDate(state.approvedAt) : null;
    if (fil) return when ? `Aprubado na ang account mo noong ${when}.` : 'Aprubado na ang account mo.';
    return when ? `Your account was approved on ${when}.` : 'Your account is approved.';
  }
  if (!state.emailVerifiedAt) {
    return fil
      ? 'Hindi pa na-verify ang e-mail mo. Buksan ang link na ipinadala namin; pagkatapos, titingnan ng administrator ang PWD ID mo.'
      : 'Your e-mail is not verified yet. Open the link we sent you; then an administrator checks your PWD ID.';
  }
  const since = manilaDate(state.createdAt);
  const ago = daysText(daysSince(state.createdAt, ctx.now()), language);
  return fil
    ? `Hinihintay pa ng account mo ang pag-check ng PWD ID. Nag-sign up ka noong ${since} (${ago}).`
    : `Your account is still waiting for the PWD ID check. You signed up on ${since} (${ago}).`;
}

async function applicationsLine(ctx: AppContext, actor: AuthUser, language: AssistantLanguage): Promise<string> {
  const { pending, total } = await countApplications(ctx.db, actor.id);
  if (language === 'fil') {
    if (total === 0) return 'Wala ka pang application.';
    return `May ${pending} kang pending na application (sa ${total} lahat).`;
  }
  if (total === 0) return 'You have not applied for a job yet.';
  const noun = pending === 1 ? 'application' : 'applications';
  return `You have ${pending} pending ${noun} (of ${total} in all).`;
}

async function nextFairLine(ctx: AppContext, actor: AuthUser, language: AssistantLanguage): Promise<string> {
  const fair = await readNextRegisteredFair(ctx.db, actor.id, ctx.now());
  const fil = language === 'fil';
  if (!fair) {
    return fil
      ? 'Wala kang nakarehistrong job fair na paparating.'
      : 'You have not registered for an upcoming job fair.';
  }
  const { date, time } = manilaParts(fair.startsAt);
  const when = `${formatFairDate(date)}, ${formatFairTime(time)}`;
  const waiting = fair.status === 'waitlisted';
  if (fil) return `Ang susunod mong job fair: ${fair.title}, ${when}${waiting ? ' (nasa waiting list ka)' : ''}.`;
  return `Your next job fair: ${fair.title}, ${when} (Philippine time)${waiting ? '. You are on the waiting list' : ''}.`;
}

/**
 * The fact of the asker's own account that answers the question, or null: only for a signed-in job
 * seeker (the three topics are theirs), and read fresh on every question.
 */
export async function personalLine(
  ctx: AppContext,
  actor: AuthUser | null,
  topic: HelpPersonalTopic | undefined,
  language: AssistantLanguage,
): Promise<string | null> {
  if (!actor || actor.userType !== 'Employee' || !topic) return null;
  switch (topic) {
    case 'approval-status':
      return approvalLine(ctx, actor, language);
    case 'pending-applications':
      return applicationsLine(ctx, actor, language);
    case 'next-job-fair':
      return nextFairLine(ctx, actor, language);
  }
}
