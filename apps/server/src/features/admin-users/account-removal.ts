import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { deleteStoredFiles, findAccountFileKeys } from '../accounts/index.js';
import { releaseFairPlacesOf } from '../job-fairs/index.js';
import { deleteUserRow } from './admin-users.repo.js';

/**
 * Removes a job seeker's account inside the caller's transaction: everything hanging on it (sessions,
 * tokens, notifications, the card row, profile, preferences, applications) goes with the user row, and
 * an approved job seeker's seats at job fairs go to the first in line first. Answers the stored files'
 * keys (card image, picture, resumes), which `removeAccountFiles` deletes once the transaction committed.
 */
export async function removeJobSeekerAccount(ctx: AppContext, tx: Database, userId: number): Promise<string[]> {
  const fileKeys = await findAccountFileKeys(tx, userId);
  await releaseFairPlacesOf(ctx, tx, userId);
  await deleteUserRow(tx, userId);
  return fileKeys;
}

/** Deletes a removed account's stored files, after its removal committed (failures are logged). */
export function removeAccountFiles(ctx: AppContext, userId: number, fileKeys: string[]): Promise<void> {
  return deleteStoredFiles(ctx, fileKeys, { userId });
}
