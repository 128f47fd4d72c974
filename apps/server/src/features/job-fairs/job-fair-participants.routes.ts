import { jobFairsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { sendPrivateFile } from '../../platform/files/signed-file.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import {
  presentParticipant,
  presentParticipants,
  presentParticipantsCsv,
  presentReport,
} from './job-fair-participants.presenter.js';
import {
  checkInParticipant,
  createExportLink,
  decideParticipant,
  listParticipants,
  readParticipantsExport,
  recordOutcome,
  reportFair,
  type ParticipantSaved,
} from './job-fair-participants.service.js';

/**
 * Check-in, per employer account (every door of a fair signs in as the fair's employer): 300 in 10 minutes
 * lets a busy entrance check in one person every two seconds, over a thousand an hour. Guessing is held to
 * 30 tries a minute against six-character codes (about 700 million), and only the fair's own employer may
 * try at all, so a script cannot walk the code space.
 */
export const JOB_FAIR_CHECK_IN_RATE_LIMIT = {
  max: 300,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
} as const;

const saved = ({ message, participant }: ParticipantSaved) => ({
  message,
  participant: presentParticipant(participant),
});

const viewerOf = (actor: AuthUser) => ({ userId: actor.id, userType: actor.userType, place: null });

/** The fair's employer side: participants, decisions, check-in, outcomes, the report and the CSV export. */
export function jobFairParticipantRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobFairsApi.participants, async ({ actor, params }) => {
      const { fair, participants } = await listParticipants(ctx, actor, params.id);
      return presentParticipants(fair, participants, viewerOf(actor), ctx.now());
    }),
    route(
      jobFairsApi.checkIn,
      async ({ actor, params, body }) => saved(await checkInParticipant(ctx, actor, params.id, body.code)),
      { rateLimit: JOB_FAIR_CHECK_IN_RATE_LIMIT },
    ),
    route(jobFairsApi.report, async ({ actor, params }) => presentReport(await reportFair(ctx, actor, params.id))),
    route(jobFairsApi.exportLink, ({ actor, params }) => createExportLink(ctx, actor, params.id)),
    // The answer is the CSV's bytes, so the handler sends it on the reply itself.
    route(jobFairsApi.exportCsv, async ({ params, query, reply }) => {
      const { fair, participants } = await readParticipantsExport(ctx, params.id, query);
      return sendPrivateFile(reply, presentParticipantsCsv(fair, participants));
    }),
    route(jobFairsApi.invite, async ({ actor, params, body }) =>
      saved(await decideParticipant(ctx, actor, params.id, 'Invited', body.note)),
    ),
    route(jobFairsApi.decline, async ({ actor, params, body }) =>
      saved(await decideParticipant(ctx, actor, params.id, 'Declined', body.note)),
    ),
    route(jobFairsApi.outcome, async ({ actor, params, body }) =>
      saved(await recordOutcome(ctx, actor, params.id, body)),
    ),
  ];
}
