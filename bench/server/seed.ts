// Seeds the server bench's database: employers with company profiles and open jobs with tags (through the
// recommendations bench's generator, indexed as the product indexes them), one signed-in job seeker with
// preferences, applications, notifications and a chat room with a page of messages.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { chatMessages, chatRooms } from '../../apps/server/src/db/schema-community.js';
import { notifications, users } from '../../apps/server/src/db/schema.js';
import { refreshJobSearch } from '../../apps/server/src/features/jobs/job-search.repo.js';
import { startSession } from '../../apps/server/src/platform/auth/session.service.js';
import { createJobGenerator, createRandom } from '../recommendations/corpus.js';
import { loadNameIds, seedEmployers, seedJobs, seedSeekers } from '../recommendations/seed.js';
import type { SeededData } from './protocol.js';

const NOTIFICATIONS = 30;
const CHAT_MESSAGES = 60;

/** Fills a fresh, migrated database and answers what the signed-in routes need. */
export async function seedServerBench(
  db: Database,
  options: { employers: number; jobs: number; seed: number },
): Promise<SeededData> {
  const random = createRandom(options.seed);
  const names = await loadNameIds(db);
  const employerIds = await seedEmployers(db, options.employers);
  const jobIds = await seedJobs(db, {
    count: options.jobs,
    employerIds,
    names,
    random,
    nextJob: createJobGenerator(random),
  });
  await refreshJobSearch(db, { jobIds });
  const [seekerId] = await seedSeekers(db, { count: 1, names, random, jobIds });
  const employerId = employerIds[0];
  if (seekerId === undefined || employerId === undefined) throw new Error('the bench needs a seeker and an employer');
  // Signed-in routes refuse accounts whose e-mail address is not verified.
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(inArray(users.id, [seekerId, ...employerIds]));
  const seekerToken = await startSession(db, seekerId, 'server bench');

  await db.insert(notifications).values(
    Array.from({ length: NOTIFICATIONS }, (_, i) => ({
      userId: seekerId,
      title: `Application update ${i + 1}`,
      action: 'Your application was viewed by the employer.',
      isRead: i % 3 === 0,
    })),
  );

  const [room] = await db
    .insert(chatRooms)
    .values({
      userLowId: Math.min(seekerId, employerId),
      userHighId: Math.max(seekerId, employerId),
      jobPostId: jobIds[0] ?? null,
    })
    .returning({ id: chatRooms.id });
  if (!room) throw new Error('chat room not created');
  await db.insert(chatMessages).values(
    Array.from({ length: CHAT_MESSAGES }, (_, i) => ({
      roomId: room.id,
      senderId: i % 2 === 0 ? seekerId : employerId,
      content: `Message ${i + 1}: is the position still open, and can the interview be online?`,
    })),
  );
  await db.update(chatRooms).set({ lastMessageAt: new Date() }).where(eq(chatRooms.id, room.id));
  // Fresh tables have no statistics yet; PostgreSQL's autovacuum would gather them soon after.
  await db.execute(sql`analyze`);
  return { jobs: jobIds.length, employers: employerIds.length, seekerId, seekerToken, roomId: room.id };
}
