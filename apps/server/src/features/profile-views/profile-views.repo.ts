import type { ProfileViewKind } from '@kakayahan/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles } from '../../db/schema.js';
import { profileViews } from '../../db/schema-job-seeker.js';

/** Counts one view: the pair's row is made on the first, its last time and count move on the next ones. */
export async function upsertProfileView(
  db: Database,
  view: { subjectId: number; employerId: number; kind: ProfileViewKind; at: Date },
): Promise<void> {
  await db
    .insert(profileViews)
    .values({
      subjectId: view.subjectId,
      employerId: view.employerId,
      kind: view.kind,
      firstViewedAt: view.at,
      lastViewedAt: view.at,
    })
    .onConflictDoUpdate({
      target: [profileViews.subjectId, profileViews.employerId, profileViews.kind],
      set: { lastViewedAt: view.at, views: sql`${profileViews.views} + 1` },
    });
}

/** Who has seen the job seeker, most recent first, with the company's name. */
export function listProfileViews(db: Database, subjectId: number) {
  return db
    .select({
      employerId: profileViews.employerId,
      compName: employerProfiles.compName,
      kind: profileViews.kind,
      firstViewedAt: profileViews.firstViewedAt,
      lastViewedAt: profileViews.lastViewedAt,
      views: profileViews.views,
    })
    .from(profileViews)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, profileViews.employerId))
    .where(eq(profileViews.subjectId, subjectId))
    .orderBy(desc(profileViews.lastViewedAt), profileViews.employerId, profileViews.kind);
}
export type ProfileViewRow = Awaited<ReturnType<typeof listProfileViews>>[number];
