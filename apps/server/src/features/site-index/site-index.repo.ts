import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, users } from '../../db/schema.js';
import { isVerifiedEmployer } from '../employer-verification/index.js';

/** An address of the sitemap that names a stored object: its id and when it last changed. */
export interface IndexedObject {
  id: number;
  updatedAt: Date;
}

/** Every job (each has its public page), most recently changed first, at most `limit`. */
export function listIndexedJobs(db: Database, limit: number): Promise<IndexedObject[]> {
  return db
    .select({ id: jobPosts.id, updatedAt: jobPosts.updatedAt })
    .from(jobPosts)
    .orderBy(desc(jobPosts.updatedAt), desc(jobPosts.id))
    .limit(limit);
}

/**
 * The company pages of verified employers (a verified business registration), most recently changed first,
 * at most `limit`: an account that is an employer now and has a profile, as the company page itself asks.
 */
export function listIndexedCompanies(db: Database, limit: number): Promise<IndexedObject[]> {
  return db
    .select({ id: employerProfiles.userId, updatedAt: employerProfiles.updatedAt })
    .from(employerProfiles)
    .innerJoin(users, eq(users.id, employerProfiles.userId))
    .where(and(eq(users.userType, 'Employer'), isVerifiedEmployer(employerProfiles, employerProfiles.userId)))
    .orderBy(desc(employerProfiles.updatedAt), desc(employerProfiles.userId))
    .limit(limit);
}
