import { ilike, sql, type SQL } from 'drizzle-orm';
import { users } from './schema.js';

/** A case-insensitive substring pattern: % and _ typed by a person are literal (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

/**
 * How the admin searches find a person by their account: e-mail, first or last name, or the name as the
 * screens show it ("Grace Tan"). `pattern` comes from containsPattern.
 */
export function accountMatches(pattern: string): SQL[] {
  return [
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  ];
}
