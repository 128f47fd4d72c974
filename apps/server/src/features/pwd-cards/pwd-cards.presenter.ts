import type { RetrieveCardResponse } from '@kakayahan/contracts';

/** The answer of GET /api/retrieve-card/{userId}/: the signed path and when it stops working. */
export function presentCardLink(link: { path: string; expiresAt: Date }): RetrieveCardResponse {
  return { image: link.path, expires_at: link.expiresAt.toISOString() };
}
