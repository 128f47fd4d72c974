import { extractIdNumber, extractPwdCardName } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { OcrBusyError } from '../../platform/ocr/ocr-engine.js';
import { prepareOcrInput } from '../../platform/ocr/ocr-input.js';
import { findPwdCard, saveCardReading } from './pwd-cards.repo.js';

// Each stored card photo is read in the background (issue 14): the name and ID number printed on it are
// kept beside what the person typed, so the administrator sees a mismatch before approving.

declare module '../../platform/queue/job-kinds.js' {
  interface JobKinds {
    /** Read one stored card photo (the one under this key: a replaced photo's job finds it gone). */
    'pwd-card.read': CardReadingPayload;
  }
}

export interface CardReadingPayload {
  userId: number;
  storageKey: string;
}

/** Adds the reading of a stored photo, in the transaction that put it on the person's record. */
export async function queueCardReading(ctx: AppContext, tx: Database, userId: number, storageKey: string) {
  await ctx.queue.enqueue(tx, 'pwd-card.read', { userId, storageKey });
}

/**
 * Reads the photo and keeps the name and ID number found (null for what was not found). A busy reader is
 * retried by the queue; any other failure is logged and leaves the reading empty: it never touches the
 * upload, which committed long before.
 */
async function readStoredCard(ctx: AppContext, { userId, storageKey }: CardReadingPayload): Promise<void> {
  const card = await findPwdCard(ctx.db, userId);
  // The account was deleted, or the photo replaced (its own job reads the new one).
  if (card?.storageKey !== storageKey) return;
  const bytes = await ctx.files.get(storageKey);
  if (!bytes) {
    ctx.log.error({ userId, storageKey }, 'stored card image missing: not read');
    return;
  }
  let text: string;
  try {
    text = (await ctx.ocr.read(await prepareOcrInput(bytes))).text;
  } catch (error) {
    if (error instanceof OcrBusyError) throw error;
    ctx.log.error({ err: error, userId }, 'stored card could not be read');
    return;
  }
  const idNumber = extractIdNumber(text);
  await saveCardReading(ctx.db, userId, storageKey, {
    name: extractPwdCardName(text),
    idNumber: idNumber || null,
    at: ctx.now(),
  });
  ctx.log.info({ userId }, 'stored card read');
}

/** Declares the card-reading job kind (before the queue starts). */
export function registerCardReading(ctx: AppContext): void {
  ctx.queue.work('pwd-card.read', (job) => readStoredCard(ctx, job.payload), {
    retryLimit: 3,
    retryDelaySeconds: 10,
    // A reading waits for a worker thread behind the sign-up form's own readings.
    expireInSeconds: 120,
  });
}
