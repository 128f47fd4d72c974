import { displayName, type AdminUserRecord } from '@kakayahan/contracts';

export const NOT_PROVIDED = 'Not provided';

/** How a person is named on the admin screens: their name, else username, else e-mail. */
export function personName(record: Pick<AdminUserRecord, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  return displayName(record.first_name, record.last_name) || record.username.trim() || record.email;
}

/** A value to show, or "Not provided" for a missing one (null or blank). */
export function orNotProvided(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_PROVIDED;
}
