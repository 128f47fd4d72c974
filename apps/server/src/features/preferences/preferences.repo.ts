import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userPreferences } from '../../db/schema.js';

export async function countPreferences(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row?.n ?? 0;
}
